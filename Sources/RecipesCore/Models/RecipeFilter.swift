/// Which recipes the list shows.
public struct RecipeFilter: Equatable, Hashable, Sendable {
  /// Only this category, or all.
  public var category: String?
  /// Only this cuisine, or all.
  public var area: String?
  /// Only favorites.
  public var favoritesOnly: Bool
  /// Only the cook's own recipes ("My recipes"): imported or written, `origin == .mine`.
  public var mineOnly: Bool
  /// Only the recipes of this collection (its id), or all.
  public var collection: String?

  /// Creates a filter; the default lets every recipe through.
  public init(
    category: String? = nil, area: String? = nil, favoritesOnly: Bool = false,
    mineOnly: Bool = false, collection: String? = nil
  ) {
    self.category = category
    self.area = area
    self.favoritesOnly = favoritesOnly
    self.mineOnly = mineOnly
    self.collection = collection
  }

  /// Whether `summary` passes, given the favorites and the recipes of the chosen collection.
  public func includes(
    _ summary: RecipeSummary, favoriteIDs: Set<Recipe.ID>,
    collectionMembers: Set<Recipe.ID> = []
  ) -> Bool {
    if let category, summary.category != category { return false }
    if let area, summary.area != area { return false }
    if favoritesOnly, !favoriteIDs.contains(summary.id) { return false }
    if mineOnly, summary.id.origin != .mine { return false }
    if collection != nil, !collectionMembers.contains(summary.id) { return false }
    return true
  }
}
