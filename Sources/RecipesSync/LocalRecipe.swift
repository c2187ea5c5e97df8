import RecipesCore

/// One of the cook's own recipes, as the planner needs it.
public struct LocalRecipe: Equatable, Sendable {
  /// Its id.
  public var id: Recipe.ID
  /// Its name (a new name means a new folder name).
  public var name: String
  /// The hash of its canonical `recipe.json`.
  public var contentHash: String

  /// Creates a record.
  public init(id: Recipe.ID, name: String, contentHash: String) {
    self.id = id
    self.name = name
    self.contentHash = contentHash
  }
}
