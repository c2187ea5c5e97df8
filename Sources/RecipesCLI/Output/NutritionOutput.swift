import Foundation
import RecipesCore
import RecipesLocalization
import RecipesNutrition

/// Prints a recipe's nutrition estimate as a table for people, or as JSON for programs.
enum NutritionOutput {
  /// Prints `estimate` of `recipe`.
  static func print(
    _ estimate: NutritionEstimate, of recipe: Recipe, servingsNote: String? = nil, json: Bool,
    to console: Console
  ) throws {
    if json {
      try console.printJSON(NutritionJSON(estimate, of: recipe, servingsNote: servingsNote))
      return
    }
    let serving = estimate.perServing
    var lines = [
      recipe.name,
      localized(
        "Per serving, of {servings}; estimated from {matched} of {count} lines",
        [
          "servings": String(estimate.servings), "matched": String(estimate.matchedCount),
          "count": String(estimate.lines.count),
        ]),
    ]
    if let servingsNote { lines.append(servingsNote) }
    lines.append("")
    let figures: [(String, String)] = [
      (localized("Calories"), "\(decimal(serving.calories, places: 0)) kcal"),
      (localized("Fat"), "\(decimal(serving.fat, places: 1)) g"),
      (localized("Saturated fat"), "\(decimal(serving.saturatedFat, places: 1)) g"),
      (localized("Carbohydrate"), "\(decimal(serving.carbohydrate, places: 1)) g"),
      (localized("Sugars"), "\(decimal(serving.sugar, places: 1)) g"),
      (localized("Fibre"), "\(decimal(serving.fiber, places: 1)) g"),
      (localized("Protein"), "\(decimal(serving.protein, places: 1)) g"),
      (localized("Salt"), "\(decimal(serving.salt, places: 2)) g"),
    ]
    let width = figures.map(\.0.count).max() ?? 0
    for (label, value) in figures {
      lines.append(
        "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
    }
    if let published = recipe.publishedNutrition.flatMap(NutritionViewState.publishedCalories) {
      lines.append("  " + published)
    }
    lines.append("")
    lines.append(localized("Ingredients"))
    for line in estimate.lines {
      lines.append("  \(line.text) — \(what(line))")
    }
    console.print(lines.joined(separator: "\n"))
  }

  /// What a line counted for, in the reader's language.
  private static func what(_ line: NutritionEstimate.Line) -> String {
    switch line.outcome {
    case .counted(let food, let grams, let assumption, _):
      let counted = "\(food.name), \(decimal(grams, places: grams < 10 ? 1 : 0)) g"
      return assumption.map { "\(counted) (\(said($0)))" } ?? counted
    case .assumed(let assumption, _):
      return said(assumption)
    case .unmatched(let reason, let food):
      let why = said(reason)
      return food.map { "\($0.name): \(why)" } ?? why
    }
  }

  private static func said(_ assumption: Assumption) -> String {
    NutritionFacts.said(assumption)
  }

  private static func said(_ reason: UnmatchedReason) -> String {
    switch reason {
    case .noQuantity: localized("not counted: no quantity")
    case .unknownFood: localized("not counted: no food of the table fits")
    case .noWeight: localized("not counted: no weight for this measure")
    }
  }

  /// `value` to `places` decimals, written as the reader's locale writes them ("1,5").
  private static func decimal(_ value: Double, places: Int) -> String {
    LocalizedNumber.decimal(String(format: "%.\(places)f", value))
  }
}
