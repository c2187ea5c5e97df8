import Foundation
import RecipesCore
import Testing

/// The window's form and the planner's status line, from the state and the time.
@Suite("PlanCalendarViewState")
struct PlanCalendarViewStateTests {
  private typealias Fixtures = PlanCalendarFixtures

  @Test func withoutACalendarTheFormShowsAndTheLineIsEmpty() {
    let view = PlanCalendarViewState(PlanCalendarFeature.State(), now: Fixtures.noon)
    #expect(view.mode == .connect)
    #expect(view.statusLine == "")
    #expect(view.accountLine == "")
    #expect(!view.canPublishNow)
  }

  @Test func publishedTwoMinutesAgo() {
    var state = Fixtures.connected
    state.account?.lastSyncedAt = Fixtures.noon
    let view = PlanCalendarViewState(state, now: Fixtures.noon.addingTimeInterval(150))
    #expect(view.mode == .connected)
    #expect(view.statusLine == "Published 2 min ago")
    #expect(
      view.accountLine
        == "alice on https://cloud.example.org/remote.php/dav/calendars/alice/personal/")
    #expect(view.canPublishNow)
  }

  @Test func aFailureSaysWhyAndWhenItIsRetried() {
    var state = Fixtures.connected
    state.phase = .failed(
      SyncFailure(.unreachable, "the server did not answer"), retryIn: .seconds(240))
    let view = PlanCalendarViewState(state, now: Fixtures.noon)
    #expect(view.statusLine == "Publishing failed")
    #expect(view.status == "Publishing failed: the server did not answer Retrying in 4 min.")
  }

  @Test func aRefusedPasswordAsksForAnother() {
    var state = Fixtures.connected
    state.phase = .failed(SyncFailure(.password, "the server refused the password"), retryIn: nil)
    let view = PlanCalendarViewState(state, now: Fixtures.noon)
    #expect(view.mode == .password)
    #expect(view.statusLine == "The calendar refused the password")
  }
}
