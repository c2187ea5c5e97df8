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

  /// Creates a filter; the default lets every recipe through.
  public init(
    category: String? = nil, area: String? = nil, favoritesOnly: Bool = false,
    mineOnly: Bool = false
  ) {
    self.category = category
    self.area = area
    self.favoritesOnly = favoritesOnly
    self.mineOnly = mineOnly
  }

  /// Whether `summary` passes, given the favorites.
  public func includes(_ summary: RecipeSummary, favoriteIDs: Set<Recipe.ID>) -> Bool {
    if let category, summary.category != category { return false }
    if let area, summary.area != area { return false }
    if favoritesOnly, !favoriteIDs.contains(summary.id) { return false }
    if mineOnly, summary.id.origin != .mine { return false }
    return true
  }
}
