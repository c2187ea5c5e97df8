import RecipesCore
import Testing

/// What "Add this week to the shopping list" writes, and what it counts as added.
@Suite("PlanShoppingChange")
struct PlanShoppingChangeTests {
  static let monday = PlanDay.fixed("2026-11-30")
  static let tuesday = PlanDay.fixed("2026-12-01")

  private static func planned(_ id: Recipe.ID, _ day: PlanDay, _ servings: Int) -> PlanEntry {
    PlanEntry(
      id: PlanEntry.ID(rawValue: "\(id.rawValue)-\(day)"), day: day, meal: .dinner,
      content: .recipe(id, servings: servings))
  }

  @Test func aRecipeOnTheListForAsManyServingsIsNotCountedAsAdded() {
    let plan = [
      Self.planned("catalog-1", Self.monday, 4), Self.planned("catalog-2", Self.monday, 2),
      Self.planned("catalog-3", Self.tuesday, 2),
    ]
    let list = [
      // By hand for 4, planned for 4: the list only learns the day.
      ShoppingListEntry(recipeID: "catalog-1", servings: 4),
      // Put there by the plan for Tuesday already: nothing written.
      ShoppingListEntry(recipeID: "catalog-3", servings: 2, planDays: [Self.tuesday]),
    ]
    let change = PlanShoppingChange.of(plan, onList: list, writtenServings: { _ in 4 })
    #expect(change.written.map(\.recipeID) == ["catalog-1", "catalog-2"])
    #expect(change.before == [list[0]])
    #expect(change.added == 1)
    #expect(change.alreadyListed == 2)
  }

  @Test func moreServingsThanTheListHadCountAsAdded() {
    let plan = [Self.planned("catalog-1", Self.monday, 6)]
    // As written (4) by hand: the plan's 6 is more.
    let list = [ShoppingListEntry(recipeID: "catalog-1")]
    let change = PlanShoppingChange.of(plan, onList: list, writtenServings: { _ in 4 })
    #expect(
      change.written == [
        ShoppingListEntry(recipeID: "catalog-1", servings: 6, planDays: [Self.monday])
      ])
    #expect(change.added == 1)
    #expect(change.alreadyListed == 0)
  }
}
