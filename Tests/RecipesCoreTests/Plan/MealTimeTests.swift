import RecipesCore
import RecipesTestSupport
import Testing

/// The preferences' "Meal times": what reads as a time of day, and the times read, saved
/// and refused through the preferences feature.
@MainActor
@Suite("Meal times")
struct MealTimeTests {
  @Test(arguments: [
    ("19:00", "19:00"), ("7:30", "07:30"), (" 8:05 ", "08:05"), ("12.30", "12:30"),
    ("0:00", "00:00"), ("23:59", "23:59"),
  ])
  nonisolated func aTimeOfDayIsWrittenHHMM(_ text: String, _ expected: String) {
    #expect(MealTime.normalized(text) == expected)
  }

  @Test(arguments: [
    "", "7", "24:00", "12:60", "7:3", "07:300", "noon", "-1:00", "１２:００", "12:30:00", ":30",
    "1 2:30",
  ])
  nonisolated func anythingElseIsNoTime(_ text: String) {
    #expect(MealTime.normalized(text) == nil)
  }

  @Test func timesAreReadSavedAndABadOneSaidWithoutSaving() async throws {
    let library = InMemoryLibrary(recipes: [])
    try await library.client.setPreference("plan.time.breakfast", "7:15")
    try await library.client.setPreference("plan.time.lunch", "whenever")
    let store = TestStore(
      initialState: PreferencesFeature.State(),
      reducer: PreferencesFeature(library: library.client))
    store.send(.mealTimesRequested)
    await store.receive(.mealTimesLoaded([.breakfast: "07:15"])) {
      $0.mealTimes = [.breakfast: "07:15"]
    }
    store.send(.mealTimeEntered(.dinner, "25:00")) { $0.invalidMealTime = .dinner }
    store.send(.mealTimeEntered(.dinner, "18:30")) {
      $0.invalidMealTime = nil
      $0.mealTimes[.dinner] = "18:30"
    }
    await store.receive(.mealTimeSaveResponse(.success(.dinner)))
    #expect(try await library.client.preference("plan.time.dinner") == "18:30")
    #expect(try await library.client.preference("plan.time.snack") == nil)
    await store.finish()
  }

  @Test func theWindowShowsEachMealsTimeOrItsDefault() {
    var state = AppFeature.State()
    state.preferences.mealTimes = [.lunch: "13:00"]
    state.preferences.invalidMealTime = .snack
    let rows = PreferencesViewState(state).mealTimes
    #expect(rows.map(\.time) == ["08:00", "13:00", "16:00", "19:00"])
    #expect(rows.map(\.title) == ["Breakfast", "Lunch", "Snack", "Dinner"])
    #expect(rows[2].subtitle == "Not a time of day: write it as 19:00")
    #expect(rows[0].subtitle == "When the calendar shows it")
  }
}
