import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@Suite struct PlanViewStateTests {
  private static let monday = PlanDay.fixed("2026-11-30")

  @Test func theWeekShowsEveryDayAndMealWithItsCardsInOrder() {
    var state = PlanFeature.State()
    state.today = Self.monday.adding(days: 2)
    state.weekStart = Self.monday
    let picture = URL(string: "https://example.org/rendang.jpg")
    state.week = PlanWeek(
      entries: [
        PlanEntry(id: "n", day: Self.monday, meal: .dinner, content: .note("Leftovers")),
        PlanEntry(
          id: "r", day: Self.monday, meal: .dinner, position: 1,
          content: .recipe("catalog-rendang", servings: 1)),
        PlanEntry(
          id: "gone", day: Self.monday.adding(days: 6), meal: .breakfast,
          content: .recipe("catalog-gone", servings: 4)),
      ],
      recipes: [
        "catalog-rendang": RecipeSummary(
          id: "catalog-rendang", name: "Beef Rendang", category: "Beef", area: "Malaysian",
          thumbnailURL: picture)
      ])
    let view = PlanWeekViewState(state)
    #expect(view.title == "30 Nov – 6 Dec 2026")
    #expect(view.days.map(\.title).first == "Monday 30 November")
    #expect(view.days.map(\.title).last == "Sunday 6 December")
    #expect(view.days.map(\.isToday) == [false, false, true, false, false, false, false])
    #expect(view.days[0].slots.map(\.title) == ["Breakfast", "Lunch", "Snack", "Dinner"])
    #expect(
      view.days[0].slots[3].cards == [
        .init(
          id: "n", title: "Leftovers", recipeID: nil, thumbnailURL: nil, servingsText: nil),
        .init(
          id: "r", title: "Beef Rendang", recipeID: "catalog-rendang", thumbnailURL: picture,
          servingsText: "1 serving", servings: 1,
          // The drawing of the recipe's category and cuisine, as the grid's card has it.
          illustration: Illustration(category: "Beef", area: "Malaysian")),
      ])
    #expect(
      view.days[6].slots[0].cards.map(\.title) == ["Recipe catalog-gone (not in the library)"])
    #expect(view.days[6].slots[0].cards.map(\.servingsText) == ["4 servings"])
    #expect(view.showsToday)
    #expect(view.undoText == nil)
  }

  @Test func weekTitlesSpanMonthsAndYears() throws {
    let first = try #require(PlanDay(parsing: "2025-12-29"))
    #expect(
      PlanText.weekTitle(from: first, to: first.adding(days: 6)) == "29 Dec 2025 – 4 Jan 2026")
    let november = try #require(PlanDay(parsing: "2026-11-02"))
    #expect(PlanText.weekTitle(from: november, to: november.adding(days: 6)) == "2 – 8 Nov 2026")
    #expect(PlanText.shortDay(november) == "Mon 2 Nov")
  }

  @Test func lastCookedSaysHowLongAgo() {
    #expect(PlanText.lastCooked(daysAgo: nil) == nil)
    #expect(PlanText.lastCooked(daysAgo: -1) == nil)
    #expect(PlanText.lastCooked(daysAgo: 0) == "Last cooked today")
    #expect(PlanText.lastCooked(daysAgo: 1) == "Last cooked yesterday")
    #expect(PlanText.lastCooked(daysAgo: 12) == "Last cooked 12 days ago")
    #expect(PlanText.lastCooked(daysAgo: 30) == "Last cooked 4 weeks ago")
  }

  @Test func theShoppingListShowsThePlansDays() {
    var state = ShoppingListFeature.State()
    let tuesday = Self.monday.adding(days: 1)
    state.list = ShoppingList(
      entries: [
        ShoppingListEntry(recipeID: "catalog-a", servings: 7, planDays: [tuesday, Self.monday])
      ],
      recipes: [Recipe(id: "catalog-a", name: "Beef Rendang")])
    #expect(
      ShoppingListViewState(state).recipes.map(\.text)
        == ["Beef Rendang · 7 servings · Mon 30 Nov, Tue 1 Dec"])
  }

  @Test func aRecipeWindowSaysWhenItWasLastCooked() {
    var state = RecipeDetailFeature.State(id: "catalog-a")
    #expect(RecipeDetailViewState(state).lastCookedText == nil)
    state.lastCookedDaysAgo = 12
    #expect(RecipeDetailViewState(state).lastCookedText == "Last cooked 12 days ago")
  }
}
