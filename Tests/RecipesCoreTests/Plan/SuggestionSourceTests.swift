import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// "Suggest dinners" picks from the whole library: a search typed in the Recipes view
/// narrows the grid, never the dinners suggested.
@MainActor
@Suite("Suggest dinners picks from the whole library")
struct SuggestionSourceTests {
  @Test func aSearchInTheRecipesViewDoesNotNarrowTheSuggestions() async throws {
    let monday = PlanDay.fixed("2026-11-30")
    let soup = Recipe(id: "catalog-soup", name: "Leek Soup", category: "Vegetarian", servings: 2)
    let stew = Recipe(id: "catalog-stew", name: "Stew", category: "Beef", servings: 6)
    let library = InMemoryLibrary(recipes: [soup, stew])
    // The soup is Monday's dinner, so it is not suggested again; the rest are notes but
    // Sunday's, which is free.
    let planned =
      [
        PlanEntry(id: "n0", day: monday, meal: .dinner, content: .recipe(soup.id, servings: 2))
      ]
      + (1..<6).map { offset in
        PlanEntry(
          id: PlanEntry.ID(rawValue: "n\(offset)"), day: monday.adding(days: offset),
          meal: .dinner, content: .note("Out"))
      }
    await library.setPlan(planned)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    calendar.firstWeekday = 2
    // 2026-11-30 10:00 UTC, a Monday.
    let now = Date(timeIntervalSince1970: 1_796_032_800)
    var initial = AppFeature.State()
    // Only the soup is vegetarian: within this search nothing would be left to suggest.
    initial.search.text = "cat:vegetarian"
    initial.search.query = SearchQuery(parsing: "cat:vegetarian")
    let ids = LockedIDs(["s1"])
    let store = TestStore(
      initialState: initial,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing, calendar: calendar, now: { now }, newPlanEntryID: { ids.next() },
        suggestionSeed: { 3 }))
    let week = PlanWeek(entries: planned, recipes: [soup.id: soup.summary])
    store.send(.plan(.opened)) {
      $0.plan.today = monday
      $0.plan.weekStart = monday
      $0.plan.isLoading = true
      $0.plan.readSequence = 1
    }
    await store.receive(.plan(.loaded(sequence: 1, .success(week)))) {
      $0.plan.isLoading = false
      $0.plan.week = week
    }
    store.send(.plan(.suggestDinnersTapped))
    let sunday = PlanEntry(
      id: "s1", day: monday.adding(days: 6), meal: .dinner,
      content: .recipe(stew.id, servings: 6))
    await store.receive(.plan(.suggestedDinners(.success([sunday])))) {
      $0.plan.notice = .suggestedDinners(count: 1)
      $0.plan.suggested = [sunday]
      $0.plan.isLoading = true
      $0.plan.readSequence = 2
    }
    let after = PlanWeek(
      entries: planned + [sunday], recipes: [soup.id: soup.summary, stew.id: stew.summary])
    await store.receive(.plan(.loaded(sequence: 2, .success(after)))) {
      $0.plan.isLoading = false
      $0.plan.week = after
    }
    #expect(store.state.search.query == SearchQuery(parsing: "cat:vegetarian"))
    await store.finish()
  }

  @Test func theButtonSaysWhatItPicksFrom() {
    #expect(
      PlanText.suggestionSource
        == "Suggestions come from every recipe, your favorites and your own first, leaving out what was eaten in the last 14 days."
    )
  }
}
