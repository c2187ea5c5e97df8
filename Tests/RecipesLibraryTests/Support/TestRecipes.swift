import Foundation
import RecipesCore

/// Recipes and catalogs built in code, so tests do not depend on the shipped catalog.
enum TestRecipes {
  /// A recipe with just what a test cares about.
  static func make(
    _ id: String, _ name: String, category: String? = nil, area: String? = nil,
    ingredients: [String] = [], tags: [String] = []
  ) -> Recipe {
    Recipe(
      id: Recipe.ID(rawValue: id), name: name, category: category, area: area,
      instructions: "Cook \(name).", tags: tags,
      thumbnailURL: URL(string: "https://images.example.invalid/\(id).jpg"),
      ingredients: ingredients.map { Ingredient(name: $0, measure: "1") })
  }

  /// A small remote library for search tests.
  static let remote: [Recipe] = [
    make(
      "1001", "Chicken Curry", category: "Chicken", area: "Indian",
      ingredients: ["Chicken thighs", "Onion", "Garlic", "Tomatoes"], tags: ["Spicy"]),
    make(
      "1002", "Fried Rice", category: "Side", area: "Chinese",
      ingredients: ["Rice", "Eggs", "Chicken", "Soy sauce"]),
    make(
      "1003", "Crème brûlée", category: "Dessert", area: "French",
      ingredients: ["Double cream", "Egg yolks", "Caster sugar"]),
    make(
      "1004", "Walnut Brownies", category: "Dessert", area: "American",
      ingredients: ["Dark chocolate", "Butter", "Walnuts", "Eggs"], tags: ["Baking"]),
    make(
      "1005", "Tomato Soup", category: "Vegetarian", area: "British",
      ingredients: ["Tomatoes", "Onion", "Vegetable stock"], tags: ["Soup", "Winter"]),
  ]

  /// A catalog JSON in TheMealDB's shape, holding `recipes`.
  static func catalogJSON(_ recipes: [Recipe]) throws -> Data {
    let meals = recipes.map { recipe -> [String: String] in
      var meal = [
        "idMeal": recipe.id.rawValue, "strMeal": recipe.name,
        "strInstructions": recipe.instructions, "strTags": recipe.tags.joined(separator: ","),
        "strCategory": recipe.category ?? "", "strArea": recipe.area ?? "",
        "strMealThumb": recipe.thumbnailURL?.absoluteString ?? "",
      ]
      // The shipped catalog writes times as numbers; the reader takes either.
      meal["prepMinutes"] = recipe.prepMinutes.map(String.init)
      meal["cookMinutes"] = recipe.cookMinutes.map(String.init)
      meal["totalMinutes"] = recipe.totalMinutes.map(String.init)
      meal["description"] = recipe.description
      for (offset, ingredient) in recipe.ingredients.enumerated() {
        meal["strIngredient\(offset + 1)"] = ingredient.name
        meal["strMeasure\(offset + 1)"] = ingredient.measure
      }
      return meal
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(["meals": meals])
  }

  /// A catalog of `count` recipes `catalog-1…`, named after `edition` so editions differ.
  static func catalog(count: Int, edition: String = "A") -> [Recipe] {
    (1...max(1, count)).map { number in
      make(
        "catalog-\(number)", "Catalog \(edition) Dish \(number)",
        category: number.isMultiple(of: 2) ? "Dessert" : "Beef", area: "Irish",
        ingredients: ["Potatoes", "Butter"])
    }
  }
}
