import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// What the sync adds to its `PublishingSchedule` (whose triggers, queue and backoff
/// `PublishingScheduleTriggerTests` tests once): reading its account at launch, the question
/// before deleting most recipes, the conflict copies named; on the manual clock.
@MainActor
@Suite("SyncFeature triggers")
struct SyncFeatureTriggerTests {
  private typealias Fixtures = SyncFixtures

  private func makeStore(
    state: SyncFeature.State = SyncFeature.State(), sync: RecipeSyncClient = .failing,
    library: Library = .failing, passwords: PasswordStore = .inMemory(), clock: ManualClock
  ) -> TestStore<SyncFeature.State, SyncFeature.Action> {
    TestStore(
      initialState: state,
      reducer: SyncFeature(sync: sync, library: library, passwords: passwords, clock: clock))
  }

  @Test func withoutAnAccountNothingRunsAtLaunch() async {
    let library = InMemoryLibrary()
    let store = makeStore(library: library.client, clock: ManualClock())
    store.send(.launched)
    await store.receive(.schedule(.accountLoaded(nil, .missing)))
    await store.finish()
  }

  @Test func launchSyncsWithTheSyncPasswordTheKeyringKeeps() async throws {
    let library = InMemoryLibrary()
    try await library.client.saveSyncAccount(Fixtures.account)
    let done = SyncSummary(downloaded: 2, finishedAt: Fixtures.noon)
    let script = ScriptedSync([.success(done)])
    let store = makeStore(
      sync: script.client, library: library.client,
      passwords: .inMemory([Fixtures.key: "correct horse"]), clock: ManualClock())
    store.send(.launched)
    await store.receive(.schedule(.accountLoaded(Fixtures.account, .found(Fixtures.password)))) {
      $0.account = Fixtures.account
      $0.password = Fixtures.password
      $0.phase = .syncing
    }
    await store.receive(.schedule(.runResponse(.success(done)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = done
    }
    #expect(await script.passwords == ["correct horse"])
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func refusedDeletionsWaitForTheNextPeriodAndAreAskedAgain() async {
    let clock = ManualClock()
    let mass = SyncSummary.MassDeletion(deleting: 8, synced: 10)
    let stopped = SyncSummary(massDeletion: mass, finishedAt: Fixtures.noon)
    let script = ScriptedSync([.success(stopped), .success(stopped)])
    let store = makeStore(state: Fixtures.connected, sync: script.client, clock: clock)
    store.send(.schedule(.runNowTapped)) { $0.phase = .syncing }
    await store.receive(.schedule(.runResponse(.success(stopped)))) {
      $0.phase = .confirmingDeletion(mass)
    }
    store.send(.massDeletionRefused) { $0.phase = .idle }
    await clock.advance(by: .seconds(599))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.schedule(.periodicTimerFired)) { $0.phase = .syncing }
    await store.receive(.schedule(.runResponse(.success(stopped)))) {
      $0.phase = .confirmingDeletion(mass)
    }
    #expect(await script.calls == [false, false], "nothing deleted without the cook")
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func aSyncThatWouldDeleteMostRecipesWaitsForTheCook() async {
    let clock = ManualClock()
    let mass = SyncSummary.MassDeletion(deleting: 8, synced: 10)
    let stopped = SyncSummary(massDeletion: mass, finishedAt: Fixtures.noon)
    let done = SyncSummary(deletedThere: 8, finishedAt: Fixtures.afterNoon)
    let script = ScriptedSync([.success(stopped), .success(done)])
    let store = makeStore(state: Fixtures.connected, sync: script.client, clock: clock)
    store.send(.schedule(.runNowTapped)) { $0.phase = .syncing }
    await store.receive(.schedule(.runResponse(.success(stopped)))) {
      $0.phase = .confirmingDeletion(mass)
    }
    // Nothing runs by itself while the question stands.
    store.send(.schedule(.periodicTimerFired))
    store.send(.massDeletionAllowed) { $0.phase = .syncing }
    await store.receive(.schedule(.runResponse(.success(done)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.afterNoon
      $0.lastSummary = done
    }
    #expect(await script.calls == [false, true])
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func conflictsNameTheKeptCopy() async {
    let clock = ManualClock()
    let summary = SyncSummary(
      uploaded: 1, conflicts: 1, conflictCopies: ["Soup (conflict, kitchen, 2025-06-01)"],
      finishedAt: Fixtures.noon)
    let script = ScriptedSync([.success(summary)])
    let store = makeStore(state: Fixtures.connected, sync: script.client, clock: clock)
    store.send(.schedule(.runNowTapped)) { $0.phase = .syncing }
    await store.receive(.schedule(.runResponse(.success(summary)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = summary
      $0.conflictNotice =
        "Changed here and on the server: the server’s version stays, and yours was kept as "
        + "“Soup (conflict, kitchen, 2025-06-01)”."
    }
    store.send(.conflictNoticeDismissed) { $0.conflictNotice = nil }
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func aRecipeDeletedOnOneSideAndEditedOnTheOtherIsToldAsSuch() {
    let both = SyncSummary(
      uploaded: 1, conflicts: 3, conflictCopies: ["Soup (conflict, kitchen, 2025-06-01)"],
      finishedAt: Fixtures.noon)
    #expect(
      SyncFeature.conflictNotice(both)
        == "Changed here and on the server: the server’s version stays, and yours was kept as "
        + "“Soup (conflict, kitchen, 2025-06-01)”. 2 recipes were deleted on one side and "
        + "edited on the other: the edited versions were kept.")
    let deletion = SyncSummary(uploaded: 1, conflicts: 1, finishedAt: Fixtures.noon)
    #expect(
      SyncFeature.conflictNotice(deletion)
        == "1 recipe was deleted on one side and edited on the other: the edited version was "
        + "kept.")
    #expect(SyncFeature.conflictNotice(SyncSummary(finishedAt: Fixtures.noon)) == nil)
  }
}
