import Foundation
import RecipesCore
import RecipesLocalization
import RecipesNutrition
import RecipesQuantities

extension NutritionClient {
  /// The nutrition engine over the food table `loader` reads (on first use, once), each
  /// estimate and search worked out off the main actor; an estimate throws
  /// `NutritionUnavailable.foodTableUnreadable` when the table cannot be read.
  static func live(_ loader: FoodTableLoader) -> NutritionClient {
    NutritionClient(
      estimate: { recipe, corrections in
        try await Task.detached(priority: .utility) { () throws -> NutritionFacts? in
          guard let table = try? loader.table() else {
            throw NutritionUnavailable.foodTableUnreadable
          }
          let servings = NutritionServings.of(recipe)
          let estimate = NutritionEstimator(
            table: table, corrections: NutritionCorrections.foodIDs(corrections)
          ).estimate(
            parsed: recipe.ingredients.map { ingredient in
              var line = ingredient.parsed
              line.text = ingredient.text
              return line
            }, servings: servings.count, method: recipe.instructions)
          return NutritionFacts(
            estimate, corrections: corrections,
            servingsNote: NutritionServings.note(servings, of: recipe))
        }.value
      },
      searchFoods: { text in
        await Task.detached(priority: .userInitiated) { () -> [FoodOption] in
          guard let table = try? loader.table() else { return [] }
          return table.foods(matching: text, limit: 30).map {
            FoodOption(id: $0.id, name: $0.name)
          }
        }.value
      })
  }
}

/// The cook's corrections as the estimator takes them.
enum NutritionCorrections {
  /// Each choice as a food id (`FoodMatcher.leftOut` for an ingredient left out).
  static func foodIDs(_ corrections: [String: FoodChoice]) -> [String: Food.ID] {
    corrections.mapValues { choice in
      switch choice {
      case .food(let id): id
      case .leftOut: FoodMatcher.leftOut
      }
    }
  }
}

extension NutritionFacts {
  /// The facts of a serving of `estimate`, worked out with the cook's `corrections`.
  init(
    _ estimate: NutritionEstimate, corrections: [String: FoodChoice] = [:],
    servingsNote: String? = nil
  ) {
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
      },
      lines: estimate.lines.map { line in
        let key = FoodMatcher.correctionKey(for: line.name)
        let note: String? =
          switch line.outcome {
          case .counted(_, _, let assumption, _): assumption.map(Self.said)
          case .assumed(let assumption, _): Self.said(assumption)
          case .unmatched(let reason, _): Self.reason(reason)
          }
        return Line(
          text: line.text, key: key, food: line.food?.name, grams: line.grams, note: note,
          choice: corrections[key])
      }, servingsNote: servingsNote)
  }

  /// Why a line was not counted, in the cook's words, its unit in the cook's language.
  static func reason(_ reason: UnmatchedReason) -> String {
    switch reason {
    case .noQuantity: localized("no amount given")
    case .unknownFood: localized("no food in the table fits")
    case .noWeight("one"): localized("no weight known for one")
    case .noWeight(let unit):
      localized("no weight known for “{unit}”", ["unit": MeasureDisplay.text(for: unit)])
    }
  }

  /// What was assumed of a line, in the cook's words.
  static func said(_ assumption: Assumption) -> String {
    switch assumption {
    case .toTaste: localized("to taste, not counted")
    case .water: localized("water, nothing to count")
    case .optional: localized("optional, not counted")
    case .forServing: localized("for serving, not counted")
    case .forGreasing: localized("for greasing, not counted")
    case .forFrying: localized("for frying, the part absorbed counted")
    case .withoutBone: localized("without the bone")
    case .fatRendered: localized("counted as cooked, without the fat it renders")
    case .discardedMarinade: localized("a marinade poured away, what clings counted")
    case .partWater: localized("a starter, its water not counted")
    case .leftOut: localized("left out by you")
    case .madeFromOtherLines: localized("made from other lines, not counted twice")
    }
  }
}
