import Foundation
import RecipesNutrition

/// Nutrition worked out from a recipe of 20 lines: `nutrition_recipe_ms`.
///
/// The food table is read and its search index made once (their times reported beside),
/// the estimator made once; each round estimates the recipe from its lines as written: every
/// line read, matched to a food, weighed, summed — what the recipe window does when it
/// opens or its servings change.
enum NutritionBenchmark {
  /// The slowest acceptable estimate of a 20-line recipe, in milliseconds.
  static let targetMilliseconds = 2.0

  /// A recipe as sites write it: counts, cans, spoons, to taste, a heading, another language.
  static let recipe = [
    "2 tbsp extra-virgin olive oil", "1 large yellow onion, diced",
    "3 cloves garlic, minced", "1 red bell pepper, seeded and chopped",
    "1.5 lbs ground beef (85% lean)", "2 tablespoons chili powder", "1 tsp ground cumin",
    "1 (28 oz) can crushed tomatoes", "2 (15 oz) cans kidney beans, drained and rinsed",
    "1 cup beef broth", "For the topping:", "1 cup shredded cheddar cheese",
    "1/2 cup sour cream", "4 green onions, thinly sliced", "1/4 cup fresh cilantro, chopped",
    "1 lime, juiced", "2 cups cooked white rice", "200 g Mais", "2 cups water",
    "Salt and freshly ground black pepper, to taste", "Tortilla chips, for serving",
  ]

  /// Estimates the recipe `nutritionRoundCount` times and returns the median.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.NutritionFigures
  {
    let clock = ContinuousClock()
    var loaded: FoodTable?
    let load = try clock.measure { loaded = try FoodTable.bundled() }
    guard let table = loaded else { throw BenchmarkError.unexpected("the food table did not load") }
    // The search index, made on the first name our words do not know (or search).
    let index = clock.measure { _ = table.foods(matching: "onion", limit: 1) }
    let estimator = NutritionEstimator(table: table)
    // Once untimed: the tables of words and the parser's first use.
    var estimate = estimator.estimate(lines: recipe, servings: 6)
    guard estimate.lines.count == 20 else {
      throw BenchmarkError.unexpected("the recipe has \(estimate.lines.count) lines, not 20")
    }
    var samples = Samples()
    for _ in 0..<max(1, configuration.nutritionRoundCount) {
      samples.append(clock.measure { estimate = estimator.estimate(lines: recipe, servings: 6) })
    }
    var loading = Samples()
    loading.append(load)
    var indexing = Samples()
    indexing.append(index)
    return BenchmarkReport.NutritionFigures(
      medianMilliseconds: samples.median, tableLoadMilliseconds: loading.median,
      indexMilliseconds: indexing.median,
      lineCount: estimate.lines.count, matchedCount: estimate.matchedCount)
  }
}

extension BenchmarkReport {
  /// Nutrition worked out from a recipe's lines.
  public struct NutritionFigures: Sendable, Equatable {
    /// The median estimate of the 20-line recipe, in milliseconds.
    public var medianMilliseconds: Double
    /// Reading the food table, on first use, in milliseconds.
    public var tableLoadMilliseconds: Double
    /// Making its search index, on the first search, in milliseconds.
    public var indexMilliseconds: Double
    /// How many lines the recipe has.
    public var lineCount: Int
    /// How many of them were matched to a food (or assumed, as a cook would).
    public var matchedCount: Int
  }
}
