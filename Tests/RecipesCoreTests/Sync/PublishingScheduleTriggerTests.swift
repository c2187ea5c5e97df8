import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// When a `PublishingSchedule` runs, for the sync and the calendar alike: at launch, after
/// changes (debounced), every ten minutes, on "now"; one at a time with one more queued;
/// backing off after failures; a refused password waiting for a new one; stopping on quit;
/// on the manual clock.
///
/// Run through the calendar's feature, which is the schedule with a publish as its run; the
/// sync's own suite tests only what the sync adds (the mass-deletion question, conflicts).
@MainActor
@Suite("PublishingSchedule triggers")
struct PublishingScheduleTriggerTests {
  private typealias Fixtures = PlanCalendarFixtures

  private func makeStore(
    state: PlanCalendarFeature.State = PlanCalendarFeature.State(),
    client: PlanCalendarClient = .unavailable, library: Library = .failing,
    passwords: PasswordStore = .inMemory(), clock: ManualClock
  ) -> TestStore<PlanCalendarFeature.State, PlanCalendarFeature.Action> {
    TestStore(
      initialState: state,
      reducer: PlanCalendarFeature(
        client: client, library: library, passwords: passwords, clock: clock))
  }

  @Test func withoutACalendarNothingIsPublishedAtLaunch() async {
    let library = InMemoryLibrary()
    let store = makeStore(library: library.client, clock: ManualClock())
    store.send(.launched)
    await store.receive(.accountLoaded(nil, .missing))
    store.send(.runNowTapped)  // nothing to publish to
    await store.finish()
  }

  @Test func launchPublishesWithTheKeyringsPasswordThenEveryTenMinutes() async throws {
    let library = InMemoryLibrary()
    try await library.client.calendar.saveAccount(Fixtures.account)
    let clock = ManualClock()
    let script = ScriptedPlanCalendar([
      .success(Fixtures.published(at: Fixtures.noon, created: 3)),
      .success(Fixtures.published(at: Fixtures.afterNoon)),
    ])
    let store = makeStore(
      client: script.client, library: library.client,
      passwords: .inMemory([Fixtures.key: "correct horse"]), clock: clock)
    store.send(.launched)
    await store.receive(.accountLoaded(Fixtures.account, .found(Fixtures.password))) {
      $0.account = Fixtures.account
      $0.password = Fixtures.password
      $0.phase = .running
    }
    await store.receive(
      .runResponse(.success(Fixtures.published(at: Fixtures.noon, created: 3)))
    ) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Fixtures.published(at: Fixtures.noon, created: 3)
    }
    await clock.advance(by: .seconds(599))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.periodicTimerFired) { $0.phase = .running }
    await store.receive(.runResponse(.success(Fixtures.published(at: Fixtures.afterNoon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.afterNoon
      $0.lastSummary = Fixtures.published(at: Fixtures.afterNoon)
    }
    let call =
      "https://cloud.example.org/remote.php/dav/calendars/alice/personal/ alice "
      + "correct horse"
    #expect(await script.calls == [call, call])
    store.send(.appQuitting)  // the next period's timer stops with the app
    await clock.advance(by: .seconds(3600))
    await store.finish()
  }

  @Test func planChangesArePublishedFiveSecondsAfterTheLastOne() async {
    let clock = ManualClock()
    let script = ScriptedPlanCalendar([.success(Fixtures.published(at: Fixtures.noon))])
    let store = makeStore(state: Fixtures.connected, client: script.client, clock: clock)
    store.send(.changed)
    await clock.advance(by: .seconds(4))
    store.send(.changed)
    await clock.advance(by: .seconds(4))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.changesSettled) { $0.phase = .running }
    await store.receive(.runResponse(.success(Fixtures.published(at: Fixtures.noon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Fixtures.published(at: Fixtures.noon)
    }
    #expect(await script.calls.count == 1, "one publish for both changes")
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func aTriggerDuringAPublishMakesExactlyOneMoreAfterIt() async {
    let clock = ManualClock()
    let script = ScriptedPlanCalendar([
      .success(Fixtures.published(at: Fixtures.noon)),
      .success(Fixtures.published(at: Fixtures.afterNoon)),
    ])
    let store = makeStore(state: Fixtures.connected, client: script.client, clock: clock)
    store.send(.runNowTapped) { $0.phase = .running }
    store.send(.runNowTapped) { $0.runsAgain = true }
    store.send(.runNowTapped)  // still one more, not two
    await store.receive(.runResponse(.success(Fixtures.published(at: Fixtures.noon)))) {
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Fixtures.published(at: Fixtures.noon)
      $0.runsAgain = false
    }
    await store.receive(.runResponse(.success(Fixtures.published(at: Fixtures.afterNoon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.afterNoon
      $0.lastSummary = Fixtures.published(at: Fixtures.afterNoon)
    }
    #expect(await script.calls.count == 2)
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func failuresAreRetriedAfterOneThenTwoMinutesAndSuccessResetsTheWait() async {
    let clock = ManualClock()
    let unreachable = SyncFailure(.unreachable, "could not reach the server: offline")
    let script = ScriptedPlanCalendar([
      .failure(unreachable), .failure(unreachable),
      .success(Fixtures.published(at: Fixtures.noon)),
    ])
    let store = makeStore(state: Fixtures.connected, client: script.client, clock: clock)
    store.send(.runNowTapped) { $0.phase = .running }
    await store.receive(.runResponse(.failure(unreachable))) {
      $0.failures = 1
      $0.phase = .failed(unreachable, retryIn: .seconds(60))
    }
    store.send(.changed)
    await clock.advance(by: PlanCalendarFeature.changeDelay)
    // A change does not hurry a failed publish: it waits for its retry.
    await store.receive(.changesSettled)
    await clock.advance(by: .seconds(54))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.retryTimerFired) { $0.phase = .running }
    await store.receive(.runResponse(.failure(unreachable))) {
      $0.failures = 2
      $0.phase = .failed(unreachable, retryIn: .seconds(120))
    }
    await clock.advance(by: .seconds(119))
    store.assertNoPendingActions()
    await clock.advance(by: .seconds(1))
    await store.receive(.retryTimerFired) { $0.phase = .running }
    await store.receive(.runResponse(.success(Fixtures.published(at: Fixtures.noon)))) {
      $0.failures = 0
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Fixtures.published(at: Fixtures.noon)
    }
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func aRefusedPasswordWaitsForANewOneWhichIsKept() async throws {
    let clock = ManualClock()
    let refused = SyncFailure(.password, "the server refused the user name or password")
    let script = ScriptedPlanCalendar([
      .failure(refused), .success(Fixtures.published(at: Fixtures.noon)),
    ])
    let passwords = PasswordStore.inMemory()
    let store = makeStore(
      state: Fixtures.connected, client: script.client, passwords: passwords, clock: clock)
    store.send(.runNowTapped) { $0.phase = .running }
    await store.receive(.runResponse(.failure(refused))) {
      $0.failures = 1
      $0.phase = .failed(refused, retryIn: nil)
    }
    await clock.advance(by: .seconds(3600))
    store.assertNoPendingActions()  // no retry: the same password would be refused again
    store.send(.passwordEntered(SyncPassword("new horse"))) {
      $0.password = SyncPassword("new horse")
      $0.failures = 0
      $0.phase = .running
    }
    await store.receive(.runResponse(.success(Fixtures.published(at: Fixtures.noon)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = Fixtures.published(at: Fixtures.noon)
    }
    store.send(.appQuitting)
    await store.finish()
    #expect(try await passwords.password(Fixtures.key) == "new horse")
    #expect(await script.calls.last?.hasSuffix("alice new horse") == true)
  }

  @Test func retryDelaysDoubleUpToHalfAnHour() {
    let minutes = (1...8).map {
      PublishingPace.retryDelay(afterFailures: $0).components.seconds / 60
    }
    #expect(minutes == [1, 2, 4, 8, 16, 30, 30, 30])
  }
}
