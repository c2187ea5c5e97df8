import Foundation
import RecipesCore
import RecipesLocalization
import RecipesNutrition
import RecipesQuantities

extension NutritionClient {
  /// The nutrition engine over the food table `loader` reads (on first use, once), each
  /// estimate worked out off the main actor.
  static func live(_ loader: FoodTableLoader) -> NutritionClient {
    NutritionClient { recipe in
      await Task.detached(priority: .utility) { () -> NutritionFacts? in
        guard let table = try? loader.table() else { return nil }
        let estimate = NutritionEstimator(table: table, corrections: [:]).estimate(
          parsed: recipe.ingredients.map { ingredient in
            var line = ingredient.parsed
            line.text = ingredient.text
            return line
          }, servings: IngredientScaling.writtenServings(of: recipe))
        return NutritionFacts(estimate)
      }.value
    }
  }
}

extension NutritionFacts {
  /// The facts of a serving of `estimate`.
  init(_ estimate: NutritionEstimate) {
    let serving = estimate.perServing
    self.init(
      calories: serving.calories, fat: serving.fat, saturatedFat: serving.saturatedFat,
      carbohydrate: serving.carbohydrate, sugar: serving.sugar, fiber: serving.fiber,
      protein: serving.protein, salt: serving.salt, servings: estimate.servings,
      countedLines: estimate.matchedCount, totalLines: estimate.lines.count,
      uncounted: estimate.unmatched.map { line in
        guard case .unmatched(let reason, _) = line.outcome else {
          return Uncounted(text: line.text, reason: localized("not counted"))
        }
        return Uncounted(text: line.text, reason: Self.reason(reason))
      })
  }

  /// Why a line was not counted, in the cook's words.
  private static func reason(_ reason: UnmatchedReason) -> String {
    switch reason {
    case .noQuantity: localized("no amount given")
    case .unknownFood: localized("no food in the table fits")
    case .noWeight(let unit): localized("no weight known for “{unit}”", ["unit": unit])
    }
  }
}
