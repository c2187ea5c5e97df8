import Foundation
import RecipesCatalog
import RecipesCore

/// Building the shopping list of catalog recipes: `shopping_list_ms`.
///
/// Each round builds `ShoppingList` from scratch for `shoppingRecipeCount` catalog recipes
/// at assorted servings: every ingredient parsed and scaled, names folded, amounts added,
/// items sorted by aisle; what the window does whenever the list changes.
enum ShoppingListBenchmark {
  /// The slowest acceptable build of the list of 50 recipes, in milliseconds.
  static let targetMilliseconds = 5.0

  /// Builds the list `shoppingRoundCount` times and returns the median.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.ShoppingListFigures
  {
    let catalog = try MealDB.decodeRecipes(from: try RecipesCatalog.data())
    guard !catalog.isEmpty else { throw BenchmarkError.unexpected("the catalog is empty") }
    let count = max(1, configuration.shoppingRecipeCount)
    // More recipes than the catalog has: the same ones again under other ids.
    let recipes = (0..<count).map { index in
      copy(catalog[index % catalog.count], round: index / catalog.count)
    }
    let servings = [nil, 2, 4, 6, 8, 3]
    let entries = recipes.enumerated().map { index, recipe in
      ShoppingListEntry(recipeID: recipe.id, servings: servings[index % servings.count])
    }
    // Once untimed: the parser's and the tables' first use builds them.
    var itemCount = ShoppingList(entries: entries, recipes: recipes).items.count
    guard itemCount > 0 else { throw BenchmarkError.unexpected("the list has no items") }
    var samples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<max(1, configuration.shoppingRoundCount) {
      samples.append(
        clock.measure {
          itemCount = ShoppingList(entries: entries, recipes: recipes).items.count
        })
    }
    return BenchmarkReport.ShoppingListFigures(
      medianMilliseconds: samples.median, recipeCount: count,
      ingredientCount: recipes.reduce(0) { $0 + $1.ingredients.count }, itemCount: itemCount)
  }

  private static func copy(_ recipe: Recipe, round: Int) -> Recipe {
    guard round > 0 else { return recipe }
    return Recipe(
      id: Recipe.ID(rawValue: "\(recipe.id.rawValue)-\(round)"), name: recipe.name,
      ingredients: recipe.ingredients, servings: recipe.servings)
  }
}

extension BenchmarkReport {
  /// Building the shopping list.
  public struct ShoppingListFigures: Sendable, Equatable {
    /// The median build, in milliseconds.
    public var medianMilliseconds: Double
    /// How many recipes were on the list.
    public var recipeCount: Int
    /// How many ingredient lines they have in all.
    public var ingredientCount: Int
    /// How many items the list came to.
    public var itemCount: Int
  }
}
