import Foundation
import RecipesCore
import RecipesFixtures
import RecipesLibrary

/// TheMealDB-shaped JSON made from generated recipes, with the real API's quirks.
///
/// Ids are numeric strings, all twenty `strIngredientN`/`strMeasureN` slots are present
/// (unused ones empty, blank or null), instructions are several `\r\n`-separated steps
/// of realistic length, empty strings stand for missing links, and slashes are escaped.
enum MealDBFixture {
  /// A `search.php` response holding `mealCount` meals.
  static func searchResponse(mealCount: Int) throws -> Data {
    let meals = SyntheticRecipes.recipes(count: mealCount, seed: 11).enumerated().map {
      meal(from: $0.element, number: $0.offset)
    }
    return try JSONSerialization.data(withJSONObject: ["meals": meals], options: [.sortedKeys])
  }

  private static func meal(from recipe: Recipe, number: Int) -> [String: Any] {
    var meal: [String: Any] = [
      "idMeal": String(52_000 + number),
      "strMeal": recipe.name,
      "strDrinkAlternate": NSNull(),
      "strCategory": recipe.category ?? NSNull(),
      "strArea": recipe.area ?? NSNull(),
      "strInstructions": instructions(for: recipe),
      "strMealThumb": recipe.thumbnailURL?.absoluteString ?? "",
      "strTags": recipe.tags.isEmpty ? NSNull() : recipe.tags.joined(separator: ","),
      "strYoutube": number % 3 == 0 ? "" : "https://www.youtube.com/watch?v=bench\(number)",
      "strSource": number % 4 == 0 ? "" : "https://recipes.example.invalid/\(number)",
      "strImageSource": NSNull(),
      "strCreativeCommonsConfirmed": NSNull(),
      "dateModified": NSNull(),
    ]
    for slot in 1...20 {
      let ingredient = slot <= recipe.ingredients.count ? recipe.ingredients[slot - 1] : nil
      // The real API mixes all three ways of saying "no ingredient here".
      let empty: Any = slot % 3 == 0 ? NSNull() : (slot % 3 == 1 ? "" : " ")
      meal["strIngredient\(slot)"] = ingredient?.name ?? empty
      meal["strMeasure\(slot)"] = ingredient?.measure ?? empty
    }
    return meal
  }

  /// A method of a length typical of TheMealDB (one to two kilobytes).
  private static func instructions(for recipe: Recipe) -> String {
    let steps = recipe.ingredients.enumerated().map { index, ingredient in
      "STEP \(index + 1)\r\nAdd \(ingredient.measure) of \(ingredient.name.lowercased()) to "
        + "the pan, stir well and cook over a medium heat for \(index % 5 + 2) minutes, "
        + "until everything is glossy and fragrant."
    }
    return ([recipe.instructions.replacingOccurrences(of: "\n", with: "\r\n")] + steps)
      .joined(separator: "\r\n\r\n")
  }
}
