import Foundation
import RecipesCore
import Testing

/// What the header and the window say for each state of the sync, written by hand.
@Suite("Sync view states")
struct SyncViewStateTests {
  private typealias Fixtures = SyncFixtures

  @Test func withoutAnAccountNothingShowsInTheHeaderAndTheWindowAsksForOne() {
    let state = SyncFeature.State()
    #expect(!SyncStatusViewState(state, now: Fixtures.noon).isVisible)
    #expect(SyncWindowViewState(state, now: Fixtures.noon).mode == .connect)
  }

  @Test func theLastSyncIsToldInMinutesHoursAndDays() {
    var state = Fixtures.connected
    #expect(SyncStatusViewState(state, now: Fixtures.noon).label == "Not synced yet")
    state.account?.lastSyncedAt = Fixtures.noon
    let cases: [(TimeInterval, String)] = [
      (30, "Synced just now"), (120, "Synced 2 min ago"), (7200, "Synced 2 h ago"),
      (86_400, "Synced 1 day ago"), (3 * 86_400, "Synced 3 days ago"),
    ]
    for (seconds, label) in cases {
      let view = SyncStatusViewState(state, now: Fixtures.noon.addingTimeInterval(seconds))
      #expect(view.label == label)
      #expect(view.icon == .synced)
    }
  }

  @Test func aFailureSaysWhatHappenedAndWhatToDo() {
    var state = Fixtures.connected
    state.phase = .failed(
      SyncFailure(.unreachable, "could not reach the server: offline"), retryIn: .seconds(240))
    let view = SyncStatusViewState(state, now: Fixtures.noon)
    #expect(view.label == "Sync failed")
    #expect(view.icon == .warning)
    #expect(view.detail == "Could not reach the server: offline. Retrying in 4 min.")

    state.phase = .failed(
      SyncFailure(.password, "the server refused the user or the app password"), retryIn: nil)
    #expect(
      SyncStatusViewState(state, now: Fixtures.noon).detail
        == "The server refused the user or the app password. Check the password in Sync…")
    // The window asks for the password again.
    #expect(SyncWindowViewState(state, now: Fixtures.noon).mode == .password)
  }

  @Test func theWindowShowsSyncingAndTheQuestionBeforeMassDeletion() {
    var state = Fixtures.connected
    state.phase = .syncing
    let syncing = SyncWindowViewState(state, now: Fixtures.noon)
    #expect(syncing.mode == .connected)
    #expect(syncing.status == "Syncing…")
    #expect(!syncing.canSyncNow)
    #expect(SyncStatusViewState(state, now: Fixtures.noon).isSyncing)

    state.phase = .confirmingDeletion(.init(deleting: 6, synced: 8))
    #expect(
      SyncWindowViewState(state, now: Fixtures.noon).deletionQuestion
        == "The sync would delete 6 of the 8 synced recipes here or on the server. Delete them?")
  }
}
