/// One of the cook's own recipes as the library holds it, with a stamp of the stored version.
///
/// The stamp is derived from the stored bytes, never from a clock: any change to the recipe
/// gives a different stamp (an edit saved within the same millisecond, or with the clock set
/// back, included), and the same version always gives the same one. The sync hashes again
/// only the recipes whose stamp differs from the one it recorded.
public struct StoredRecipe: Equatable, Sendable {
  /// The recipe.
  public var recipe: Recipe
  /// The stored version's stamp; nil when the library cannot tell (the sync then hashes it).
  public var stamp: String?

  /// Creates a stored recipe.
  public init(recipe: Recipe, stamp: String?) {
    self.recipe = recipe
    self.stamp = stamp
  }
}
