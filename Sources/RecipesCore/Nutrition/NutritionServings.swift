import Foundation
import RecipesLocalization
import RecipesQuantities

/// The servings a recipe's nutrition is worked out for, and the sentence that says which
/// yield they come from ("Yield “1 loaf”: each cut in 10 servings.").
///
/// Scaling keeps `IngredientScaling.writtenServings` (a loaf twice is two loaves); a
/// serving's figures divide by servings a cook would eat (`YieldServings`).
public enum NutritionServings {
  /// The servings of `recipe`'s nutrition: its servings, else what its yield makes in
  /// servings, the serving size its page published helping.
  public static func of(_ recipe: Recipe) -> YieldServings {
    YieldServings.of(
      servings: recipe.servings, yield: recipe.yield,
      servingSize: recipe.publishedNutrition?["servingSize"], name: recipe.name,
      assumed: IngredientScaling.assumedServings)
  }

  /// Which yield `servings` of `recipe` were read from, in the reader's language; nil when
  /// the recipe states its servings as one number (the figure's own line says how many).
  public static func note(_ servings: YieldServings, of recipe: Recipe) -> String? {
    let yield = recipe.yield?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    switch servings.basis {
    case .servings:
      return nil
    case .assumed:
      return localized(
        "The recipe does not say how many it serves: {count} are assumed.",
        ["count": String(servings.count)])
    case .range(let low, let high):
      return localized(
        "It serves {low} to {high}: worked out for {count}.",
        ["low": String(low), "high": String(high), "count": String(servings.count)])
    case .pieces:
      return localized("Yield “{yield}”: one is a serving.", ["yield": yield])
    case .wholes(let portions):
      return localized(
        "Yield “{yield}”: each cut in {portions} servings.",
        ["yield": yield, "portions": String(portions)])
    case .measured(let portion, true):
      return localized(
        "Yield “{yield}”: a serving is {portion}, as its page says.",
        ["yield": yield, "portion": portion])
    case .measured(let portion, false):
      return localized(
        "Yield “{yield}”: a serving is taken as {portion}.",
        ["yield": yield, "portion": MeasureDisplay.text(for: portion)])
    }
  }
}
