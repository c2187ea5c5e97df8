/// Works out what a serving of a recipe holds, from its ingredient lines (the nutrition
/// engine, behind the app's one door to it).
///
/// The live client (built at the composition root over `RecipesNutrition`) reads its food
/// table on first use, off the main thread; `unavailable` estimates nothing, and a window
/// then shows no nutrition.
public struct NutritionClient: Sendable {
  /// The facts of a serving of `recipe` as written; nil when it has no ingredients or the
  /// food table cannot be read.
  public var estimate: (@Sendable (Recipe) async -> NutritionFacts?)?

  /// Creates a client.
  public init(estimate: (@Sendable (Recipe) async -> NutritionFacts?)?) {
    self.estimate = estimate
  }

  /// Estimates nothing.
  public static let unavailable = NutritionClient(estimate: nil)
}
