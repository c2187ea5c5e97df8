import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The plan's calendar inside the app: a change to the plan is published a few seconds
/// later, and entries a publish moved here show in the planner at once, without publishing
/// again.
@MainActor
@Suite("AppFeature plan calendar")
struct AppFeaturePlanCalendarTests {
  private typealias Fixtures = PlanCalendarFixtures

  @Test func aPlannedNoteIsPublishedAndAMoveInTheCalendarRereadsTheWeek() async throws {
    let monday = PlanDay.fixed("2026-11-30")
    let note = PlanEntry(id: "a", day: monday, meal: .dinner, content: .note("Leftovers"))
    let library = InMemoryLibrary()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    calendar.firstWeekday = 2
    // 2026-12-02 10:00 UTC, a Wednesday.
    let now = Date(timeIntervalSince1970: 1_796_205_600)
    let clock = ManualClock()
    let moved = Fixtures.published(at: Fixtures.noon, created: 1, movedHere: 1)
    let script = ScriptedPlanCalendar([.success(moved)])
    var state = AppFeature.State()
    state.planCalendar = Fixtures.connected
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: clock,
        opener: .failing, calendar: calendar, now: { now }, newPlanEntryID: { "a" },
        planCalendar: script.client))
    store.send(.plan(.opened)) {
      $0.plan.today = .fixed("2026-12-02")
      $0.plan.weekStart = monday
      $0.plan.isLoading = true
      $0.plan.readSequence = 1
    }
    await store.receive(.plan(.loaded(sequence: 1, .success(PlanWeek())))) {
      $0.plan.isLoading = false
    }

    store.send(.plan(.addNoteTapped("Leftovers", day: monday, meal: .dinner)))
    await store.receive(.plan(.changed)) {
      $0.plan.isLoading = true
      $0.plan.readSequence = 2
    }
    let planned = PlanWeek(entries: [note])
    await store.receive(.plan(.loaded(sequence: 2, .success(planned)))) {
      $0.plan.isLoading = false
      $0.plan.week = planned
    }
    await clock.advance(by: .seconds(4))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.planCalendar(.changesSettled)) { $0.planCalendar.phase = .running }

    // The cook moved the event in the calendar (to Tuesday, as the library now says).
    var tuesday = note
    tuesday.day = .fixed("2026-12-01")
    await library.setPlan([tuesday])
    await store.receive(.planCalendar(.runResponse(.success(moved)))) {
      $0.planCalendar.phase = .idle
      $0.planCalendar.account?.lastSyncedAt = Fixtures.noon
      $0.planCalendar.lastSummary = moved
      $0.plan.isLoading = true
      $0.plan.readSequence = 3
    }
    let movedWeek = PlanWeek(entries: [tuesday])
    await store.receive(.plan(.loaded(sequence: 3, .success(movedWeek)))) {
      $0.plan.isLoading = false
      $0.plan.week = movedWeek
    }
    // The publish's own answer is no change: nothing is published again.
    await clock.advance(by: PlanCalendarFeature.changeDelay)
    store.assertNoPendingActions()
    #expect(await script.calls.count == 1)
    store.send(.planCalendar(.appQuitting))
    await store.finish()
  }
}
