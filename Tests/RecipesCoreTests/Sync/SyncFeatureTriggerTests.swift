import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// When the sync runs: at launch, after changes (debounced), every few minutes, on "Sync
/// now"; one at a time; backing off after failures; on the manual clock.
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

  private static func synced(at date: Date, downloaded: Int = 0) -> SyncSummary {
    SyncSummary(downloaded: downloaded, finishedAt: date)
  }

  @Test func withoutAnAccountNothingRunsAtLaunch() async {
    let library = InMemoryLibrary()
    let store = makeStore(library: library.client, clock: ManualClock())
    store.send(.launched)
    await store.receive(.accountLoaded(nil, .missing))
    await store.finish()
  }

  @Test func launchSyncsWithTheKeyringsPasswordThenEveryTenMinutes() async throws {
    let library = InMemoryLibrary()
    try await library.client.saveSyncAccount(Fixtures.account)
    let clock = ManualClock()
    let script = ScriptedSync([
      .success(Self.synced(at: Fixtures.noon)), .success(Self.synced(at: Fixtures.afterNoon)),
    ])
    let store = makeStore(
      sync: script.client, library: library.client,
      passwords: .inMemory([Fixtures.key: "correct horse"]), clock: clock)
    store.send(.launched)
    await store.receive(.accountLoaded(Fixtures.account, .found(Fixtures.password))) {
      $0.account = Fixtures.account
      $0.password = Fixtures.password
      $0.phase = .syncing
    }
    await store.receive(.syncResponse(.success(Self.synced(at: Fixtures.noon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Self.synced(at: Fixtures.noon)
    }
    await clock.advance(by: .seconds(599))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.periodicTimerFired) { $0.phase = .syncing }
    await store.receive(.syncResponse(.success(Self.synced(at: Fixtures.afterNoon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.afterNoon
      $0.lastSummary = Self.synced(at: Fixtures.afterNoon)
    }
    #expect(await script.passwords == ["correct horse", "correct horse"])
    store.send(.appQuitting)  // the next period's timer stops with the app
    await clock.advance(by: .seconds(3600))
    await store.finish()
  }

  @Test func changesAreSyncedFiveSecondsAfterTheLastOne() async {
    let clock = ManualClock()
    let script = ScriptedSync([.success(Self.synced(at: Fixtures.noon))])
    let store = makeStore(state: Fixtures.connected, sync: script.client, clock: clock)
    store.send(.libraryChanged)
    await clock.advance(by: .seconds(4))
    store.send(.libraryChanged)
    await clock.advance(by: .seconds(4))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.changesSettled) { $0.phase = .syncing }
    await store.receive(.syncResponse(.success(Self.synced(at: Fixtures.noon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Self.synced(at: Fixtures.noon)
    }
    #expect(await script.calls == [false], "one sync for both changes")
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func aTriggerDuringASyncMakesExactlyOneMoreAfterIt() async {
    let clock = ManualClock()
    let script = ScriptedSync([
      .success(Self.synced(at: Fixtures.noon)), .success(Self.synced(at: Fixtures.afterNoon)),
    ])
    let store = makeStore(state: Fixtures.connected, sync: script.client, clock: clock)
    store.send(.syncNowTapped) { $0.phase = .syncing }
    store.send(.syncNowTapped) { $0.syncAgain = true }
    store.send(.syncNowTapped)  // still one more, not two
    await store.receive(.syncResponse(.success(Self.synced(at: Fixtures.noon)))) {
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Self.synced(at: Fixtures.noon)
      $0.syncAgain = false
    }
    await store.receive(.syncResponse(.success(Self.synced(at: Fixtures.afterNoon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.afterNoon
      $0.lastSummary = Self.synced(at: Fixtures.afterNoon)
    }
    #expect(await script.calls == [false, false])
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func failuresAreRetriedAfterOneThenTwoMinutesAndSuccessResetsTheWait() async {
    let clock = ManualClock()
    let unreachable = SyncFailure(.unreachable, "could not reach the server: offline")
    let script = ScriptedSync([
      .failure(unreachable), .failure(unreachable), .success(Self.synced(at: Fixtures.noon)),
    ])
    let store = makeStore(state: Fixtures.connected, sync: script.client, clock: clock)
    store.send(.syncNowTapped) { $0.phase = .syncing }
    await store.receive(.syncResponse(.failure(unreachable))) {
      $0.failures = 1
      $0.phase = .failed(unreachable, retryIn: .seconds(60))
    }
    // A change meanwhile waits for the retry: no sync hammers a server that is down.
    store.send(.libraryChanged)
    await clock.advance(by: .seconds(5))
    await store.receive(.changesSettled)
    await clock.advance(by: .seconds(55))
    await store.receive(.retryTimerFired) { $0.phase = .syncing }
    await store.receive(.syncResponse(.failure(unreachable))) {
      $0.failures = 2
      $0.phase = .failed(unreachable, retryIn: .seconds(120))
    }
    await clock.advance(by: .seconds(119))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.retryTimerFired) { $0.phase = .syncing }
    await store.receive(.syncResponse(.success(Self.synced(at: Fixtures.noon)))) {
      $0.failures = 0
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Self.synced(at: Fixtures.noon)
    }
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func theWaitDoublesUpToHalfAnHour() {
    let minutes = (1...8).map { SyncFeature.retryDelay(afterFailures: $0) / .seconds(60) }
    #expect(minutes == [1, 2, 4, 8, 16, 30, 30, 30])
  }

  @Test func aRefusedPasswordIsNotRetriedUntilANewOneIsTyped() async throws {
    let clock = ManualClock()
    let refused = SyncFailure(.password, "the server refused the user or the app password")
    let script = ScriptedSync([.failure(refused), .success(Self.synced(at: Fixtures.noon))])
    let passwords = PasswordStore.inMemory()
    let store = makeStore(
      state: Fixtures.connected, sync: script.client, passwords: passwords, clock: clock)
    store.send(.syncNowTapped) { $0.phase = .syncing }
    await store.receive(.syncResponse(.failure(refused))) {
      $0.failures = 1
      $0.phase = .failed(refused, retryIn: nil)
    }
    store.send(.periodicTimerFired)
    await clock.advance(by: .seconds(3 * 3600))
    store.assertNoPendingActions()

    let typed = SyncPassword("battery staple")
    store.send(.passwordEntered(typed)) {
      $0.password = typed
      $0.failures = 0
      $0.phase = .syncing
    }
    await store.receive(.syncResponse(.success(Self.synced(at: Fixtures.noon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Self.synced(at: Fixtures.noon)
    }
    #expect(await script.passwords == ["correct horse", "battery staple"])
    store.send(.appQuitting)
    await store.finish()
    #expect(try await passwords.password(Fixtures.key) == "battery staple", "kept for next time")
  }

  @Test func aSyncThatWouldDeleteMostRecipesWaitsForTheCook() async {
    let clock = ManualClock()
    let mass = SyncSummary.MassDeletion(deleting: 8, synced: 10)
    let stopped = SyncSummary(massDeletion: mass, finishedAt: Fixtures.noon)
    let done = SyncSummary(deletedThere: 8, finishedAt: Fixtures.afterNoon)
    let script = ScriptedSync([.success(stopped), .success(done)])
    let store = makeStore(state: Fixtures.connected, sync: script.client, clock: clock)
    store.send(.syncNowTapped) { $0.phase = .syncing }
    await store.receive(.syncResponse(.success(stopped))) {
      $0.phase = .confirmingDeletion(mass)
    }
    // Nothing runs by itself while the question stands.
    store.send(.periodicTimerFired)
    store.send(.massDeletionAllowed) { $0.phase = .syncing }
    await store.receive(.syncResponse(.success(done))) {
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
    store.send(.syncNowTapped) { $0.phase = .syncing }
    await store.receive(.syncResponse(.success(summary))) {
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
}
