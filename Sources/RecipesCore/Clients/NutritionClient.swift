/// Works out what a serving of a recipe holds, from its ingredient lines (the nutrition
/// engine, behind the app's one door to it), and finds the foods a cook may choose instead.
///
/// The live client (built at the composition root over `RecipesNutrition`) reads its food
/// table on first use, off the main thread; `unavailable` estimates nothing, and a window
/// then shows no nutrition.
public struct NutritionClient: Sendable {
  /// The facts of a serving of `recipe` as written, with the cook's corrections (by
  /// ingredient name key); nil when it has no ingredients.
  ///
  /// Throws `NutritionUnavailable`
  /// when the food table cannot be read, which the window says instead of a figure.
  public var estimate: (@Sendable (Recipe, [String: FoodChoice]) async throws -> NutritionFacts?)?
  /// The foods whose descriptions hold every word of the text, best first (at most 30).
  public var searchFoods: @Sendable (String) async -> [FoodOption]

  /// Creates a client.
  public init(
    estimate: (@Sendable (Recipe, [String: FoodChoice]) async throws -> NutritionFacts?)?,
    searchFoods: @escaping @Sendable (String) async -> [FoodOption] = { _ in [] }
  ) {
    self.estimate = estimate
    self.searchFoods = searchFoods
  }

  /// Estimates nothing.
  public static let unavailable = NutritionClient(estimate: nil)
}

/// Why nothing could be worked out for a recipe: the food table could not be read (a file
/// missing or damaged in the installation).
public enum NutritionUnavailable: Error, Equatable, Sendable {
  /// The food table could not be read.
  case foodTableUnreadable
}
