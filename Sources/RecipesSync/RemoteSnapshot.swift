/// What the synced folder holds, as the planner needs it.
public struct RemoteSnapshot: Equatable, Sendable {
  /// The recipe folders, by folder name.
  public var recipes: [String: RemoteRecipe]
  /// Every folder's name at the top, recipes or not, lowercased: names a new folder must
  /// not take.
  public var takenFolderNames: Set<String>
  /// The favorites file's entity tag; nil when there is none.
  public var favoritesETag: String?
  /// Items of the listing left out, and why.
  public var skipped: [SyncReport.Skipped]
  /// Who the recipes in new folders say they are, by folder, where they were read before
  /// planning (a recorded folder disappeared: one of them may be it, moved).
  var identities: [String: RemoteIdentity] = [:]

  /// Creates a snapshot; the taken names default to the recipes' folders.
  public init(
    recipes: [RemoteRecipe], takenFolderNames: Set<String>? = nil, favoritesETag: String? = nil,
    skipped: [SyncReport.Skipped] = []
  ) {
    self.recipes = Dictionary(
      recipes.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
    self.takenFolderNames = takenFolderNames ?? Set(recipes.map { $0.folder.lowercased() })
    self.favoritesETag = favoritesETag
    self.skipped = skipped
  }
}
