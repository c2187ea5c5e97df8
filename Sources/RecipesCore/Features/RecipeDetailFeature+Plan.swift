import Foundation

/// The recipe window's plan line ("Planned for Friday's dinner"): the next time the plan
/// holds the recipe.
extension RecipeDetailFeature {
  /// How far ahead "Planned for…" looks.
  static let planLookahead = 60

  /// The first entry of the plan for `id` from `today` on, within `planLookahead` days;
  /// nil when there is none (or the library cannot say: the plan line is a nicety).
  static func nextPlanned(
    _ id: Recipe.ID, from today: PlanDay, in library: Library
  ) async -> PlannedMeal? {
    let days = today...today.adding(days: planLookahead)
    let entries = (try? await library.planEntries(days)) ?? []
    return entries.filter { $0.recipeID == id }.min { $0.isOrdered(before: $1) }.map {
      PlannedMeal(day: $0.day, meal: $0.meal, daysAhead: today.days(to: $0.day))
    }
  }
}
