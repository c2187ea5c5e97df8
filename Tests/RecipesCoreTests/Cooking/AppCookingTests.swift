import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// Cooking as part of the app: its actions reach the cooking feature, and its timers do not
/// belong to any window.
@MainActor
@Suite("AppFeature cooking")
struct AppCookingTests {
  private let clock = ManualClock()
  private let inhibitor = RecordingInhibitor()
  private let notifier = RecordingNotifier()

  @Test func aTimerStartedInCookingModeOutlivesTheRecipeWindow() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks, favorites: [])
    var state = AppFeature.State()
    state.details = [.init(id: Recipe.mock.id, isFavorite: false)]
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: clock, opener: .failing,
        inhibitor: inhibitor.client, notifier: notifier.client))
    let token = IdleInhibitor.Token(rawValue: 1)
    store.send(.cooking(.cookTapped(.mock))) { $0.cooking.session = CookingSession(recipe: .mock) }
    await store.receive(.cooking(.inhibitResponse(Recipe.mock.id, token))) {
      $0.cooking.session?.inhibitToken = token
    }
    // "Simmer the filling for 10 minutes."
    store.send(.cooking(.timerTapped(stepIndex: 1, timerIndex: 0))) {
      $0.cooking.timers = [
        CookingTimer(
          id: CookingTimer.ID(1),
          origin: .init(recipeID: Recipe.mock.id, stepIndex: 1, timerIndex: 0),
          recipeName: Recipe.mock.name, phrase: "10 minutes", duration: 600)
      ]
      $0.cooking.nextTimerID = CookingTimer.ID(2)
    }
    store.send(.detailWindowClosed(Recipe.mock.id)) { $0.details = [] }
    store.send(.cooking(.windowClosed)) { $0.cooking.session = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.cooking(.timerTicked(CookingTimer.ID(1)))) {
      $0.cooking.timers[0].remaining = 599
    }
    store.send(.cooking(.timerDismissed(CookingTimer.ID(1)))) { $0.cooking.timers = [] }
    await store.finish()
    #expect(inhibitor.held.isEmpty)
  }
}

/// "Done" in cooking mode records the recipe cooked today, and its window says so.
@MainActor
@Suite("AppFeature cooked")
struct AppCookedTests {
  @Test func doneRecordsTheRecipeCookedTodayAndItsWindowSaysSo() async throws {
    let library = InMemoryLibrary(recipes: Recipe.mocks, favorites: [])
    var state = AppFeature.State()
    state.details = [.init(id: Recipe.mock.id, isFavorite: false)]
    state.cooking.session = CookingSession(recipe: .mock)
    // Done at the last step: the recipe was cooked through.
    state.cooking.session?.stepIndex = Recipe.mock.steps.count - 1
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    // 2026-12-02 10:00 UTC.
    let now = Date(timeIntervalSince1970: 1_796_205_600)
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing, calendar: calendar, now: { now }))
    store.send(.cooking(.doneTapped)) { $0.cooking.session = nil }
    await store.receive(.cooking(.cookedRecorded(.success(Recipe.mock.id)))) {
      $0.details[0].lastCookedDaysAgo = 0
    }
    #expect(
      await library.cooked == [
        CookedRecord(recipeID: Recipe.mock.id, day: PlanDay.fixed("2026-12-02"))
      ])
    await store.finish()
  }

  @Test func leavingBeforeTheLastStepRecordsNothing() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks, favorites: [])
    var state = AppFeature.State()
    state.cooking.session = CookingSession(recipe: .mock)
    let store = TestStore.app(state, library: library.client, api: .failing)
    store.send(.cooking(.doneTapped)) { $0.cooking.session = nil }
    await store.finish()
    #expect(await library.cooked.isEmpty)
  }
}
