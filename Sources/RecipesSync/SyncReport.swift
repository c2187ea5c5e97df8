import RecipesCore

/// What one sync did.
public struct SyncReport: Equatable, Sendable, Codable {
  /// An item of the server left alone, and why.
  public struct Skipped: Equatable, Sendable, Codable {
    /// Its path below the synced folder.
    public var path: String
    /// Why, in one line.
    public var reason: String

    /// Creates a record.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// A recipe deleted here because it was deleted there, as it was: the app offers Undo.
  public struct RemovedHere: Equatable, Sendable {
    /// The recipe as it was before the sync deleted it.
    public var recipe: Recipe
    /// Whether it was a favorite.
    public var wasFavorite: Bool
    /// Its rating, if it had one.
    public var rating: Int?
    /// The collections it was in, by name.
    public var collections: [String]

    /// Creates a record.
    public init(
      recipe: Recipe, wasFavorite: Bool, rating: Int? = nil, collections: [String] = []
    ) {
      self.recipe = recipe
      self.wasFavorite = wasFavorite
      self.rating = rating
      self.collections = collections
    }
  }

  /// Recipes written to the server (new or changed), conflict copies included.
  public var uploaded = 0
  /// Recipes read from the server (new or changed) into the library.
  public var downloaded = 0
  /// Recipes deleted here because they were deleted there.
  public var deletedHere = 0
  /// Recipes deleted there because they were deleted here.
  public var deletedThere = 0
  /// Recipes edited on both sides: each kept as a conflict copy beside the server's version.
  public var conflicts = 0
  /// Items left alone (broken, hostile, or changed again meanwhile).
  public var skipped: [Skipped] = []
  /// The recipes counted in `deletedHere`, in full, for Undo (not part of the encoded report).
  public var removedHere: [RemovedHere] = []

  private enum CodingKeys: String, CodingKey {
    case uploaded, downloaded, deletedHere, deletedThere, conflicts, skipped
  }

  /// An empty report.
  public init() {}

  /// Whether the sync changed nothing on either side.
  public var isEmpty: Bool {
    uploaded == 0 && downloaded == 0 && deletedHere == 0 && deletedThere == 0 && conflicts == 0
  }
}
