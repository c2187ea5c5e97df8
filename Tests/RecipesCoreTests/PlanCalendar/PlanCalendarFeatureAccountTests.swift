import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The calendar's account: Connect tries a publish before keeping the password, a missing
/// keyring asks at launch, Disconnect forgets the calendar and its password but not the plan.
@MainActor
@Suite("PlanCalendarFeature account")
struct PlanCalendarFeatureAccountTests {
  private typealias Fixtures = PlanCalendarFixtures

  private func makeStore(
    state: PlanCalendarFeature.State = PlanCalendarFeature.State(),
    client: PlanCalendarClient = .unavailable, library: Library = .failing,
    passwords: PasswordStore = .inMemory(), clock: ManualClock = ManualClock()
  ) -> TestStore<PlanCalendarFeature.State, PlanCalendarFeature.Action> {
    TestStore(
      initialState: state,
      reducer: PlanCalendarFeature(
        client: client, library: library, passwords: passwords, clock: clock))
  }

  @Test func connectPublishesThenKeepsThePasswordInTheKeyring() async throws {
    let script = ScriptedPlanCalendar([.success(Fixtures.published(at: Fixtures.noon))])
    let passwords = PasswordStore.inMemory()
    let store = makeStore(client: script.client, passwords: passwords)
    store.send(.openTapped) {
      $0.isWindowOpen = true
      $0.openRequest = 1
    }
    store.send(
      .connectTapped(
        address: " https://cloud.example.org/remote.php/dav/calendars/alice/personal ",
        user: " alice ", password: Fixtures.password)
    ) { $0.isConnecting = true }
    let connected = PlanCalendarFeature.Connected(
      account: Fixtures.account, password: Fixtures.password, isRemembered: true,
      summary: Fixtures.published(at: Fixtures.noon))
    await store.receive(.connectResponse(.success(connected))) {
      $0.isConnecting = false
      $0.account = Fixtures.account
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.password = Fixtures.password
      $0.phase = .idle
      $0.lastSummary = Fixtures.published(at: Fixtures.noon)
    }
    #expect(try await passwords.password(Fixtures.key) == "correct horse")
    #expect(
      await script.calls == [
        "https://cloud.example.org/remote.php/dav/calendars/alice/personal/ alice correct horse"
      ])
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func aFailedConnectSaysWhyInOneLineAndKeepsNeitherCalendarNorPassword() async throws {
    let refused = SyncFailure(.server, "the server answered 500 to the events")
    let script = ScriptedPlanCalendar([.failure(refused)])
    let library = InMemoryLibrary()
    // As the live client does: the calendar answered as one and was remembered, then the
    // publish failed.
    let client = PlanCalendarClient(sync: { calendar, user, password throws(SyncFailure) in
      try? await library.client.calendar.saveAccount(
        CalendarAccount(calendarURL: calendar, user: user))
      return try await script.next(calendar, user, password).get()
    })
    let passwords = PasswordStore.inMemory()
    let store = makeStore(client: client, library: library.client, passwords: passwords)
    store.send(
      .connectTapped(
        address: "https://cloud.example.org/remote.php/dav/calendars/alice/personal/",
        user: "alice", password: SyncPassword("wrong"))
    ) { $0.isConnecting = true }
    let said = AccountFormError(.form, "The server answered 500 to the events.")
    await store.receive(.connectResponse(.failure(said))) {
      $0.isConnecting = false
      $0.connectError = said
    }
    #expect(try await passwords.password(Fixtures.key) == nil)
    #expect(try await library.client.calendar.account() == nil)
    await store.finish()
  }

  @Test func emptyFieldsAndAnAddressThatIsNoneAreSaidBeforeAnythingIsTried() async {
    let store = makeStore()
    store.send(.connectTapped(address: " ", user: "alice", password: Fixtures.password)) {
      $0.connectError = AccountFormError(.address, "Enter the calendar’s address.")
    }
    store.send(
      .connectTapped(address: "https://cloud.example.org", user: "", password: Fixtures.password)
    ) { $0.connectError = AccountFormError(.user, "Enter the user name.") }
    store.send(
      .connectTapped(
        address: "https://cloud.example.org", user: "alice", password: SyncPassword(""))
    ) { $0.connectError = AccountFormError(.password, "Enter the app password.") }
    store.send(
      .connectTapped(address: "ftp://cloud.example.org", user: "alice", password: Fixtures.password)
    ) {
      $0.connectError = AccountFormError(
        .address,
        "“ftp://cloud.example.org” is not a calendar address. Give one such as "
          + "cloud.example.org or https://cloud.example.org.")
    }
    await store.finish()
  }

  @Test func anAddressWithoutSchemeIsTriedOverHTTPSAndARefusalIsSaidOnThePassword() async {
    let tried = Locked<URL?>(nil)
    let client = PlanCalendarClient(sync: { calendar, _, _ throws(SyncFailure) in
      tried.withLock { $0 = calendar }
      throw SyncFailure(.password, "the calendar server refused the user or password")
    })
    let store = makeStore(client: client, library: InMemoryLibrary().client)
    store.send(
      .connectTapped(address: "cloud.example.org/cal", user: "alice", password: Fixtures.password)
    ) { $0.isConnecting = true }
    let said = AccountFormError(.password, "The calendar server refused the user or password.")
    await store.receive(.connectResponse(.failure(said))) {
      $0.isConnecting = false
      $0.connectError = said
    }
    #expect(tried.withLock { $0 }?.absoluteString == "https://cloud.example.org/cal/")
    await store.finish()
  }

  @Test func withoutAKeyringThePasswordIsAskedAtLaunch() async throws {
    let library = InMemoryLibrary()
    try await library.client.calendar.saveAccount(Fixtures.account)
    let store = makeStore(library: library.client, passwords: .unavailable)
    store.send(.launched)
    let reason = try #require(
      await { () async -> String? in
        do {
          _ = try await PasswordStore.unavailable.password(Fixtures.key)
          return nil
        } catch PasswordStoreError.unavailable(let reason) {
          return reason
        } catch {
          return nil
        }
      }())
    await store.receive(.accountLoaded(Fixtures.account, .unavailable(reason))) {
      $0.account = Fixtures.account
      $0.isKeyringAvailable = false
      $0.phase = .needsPassword(reason: reason)
    }
    store.send(.runNowTapped)  // no password yet: nothing runs
    await store.finish()
  }

  @Test func disconnectForgetsTheCalendarAndItsPasswordButNotThePlan() async throws {
    let monday = PlanDay.fixed("2026-11-30")
    let entry = PlanEntry(id: "a", day: monday, meal: .dinner, content: .note("Leftovers"))
    let library = InMemoryLibrary()
    await library.setPlan([entry])
    try await library.client.calendar.saveAccount(Fixtures.account)
    let passwords = PasswordStore.inMemory([Fixtures.key: "correct horse"])
    var state = Fixtures.connected
    state.isWindowOpen = true
    state.openRequest = 2
    let store = makeStore(state: state, library: library.client, passwords: passwords)
    store.send(.disconnectTapped) {
      $0 = PlanCalendarFeature.State()
      $0.isWindowOpen = true
      $0.openRequest = 2
    }
    await store.receive(.disconnectResponse(failure: nil))
    await store.finish()
    #expect(try await library.client.calendar.account() == nil)
    #expect(try await passwords.password(Fixtures.key) == nil)
    #expect(await library.plan == [entry])
  }
}
