import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The account in the "Sync…" window: Connect tries it before saving, the password goes to
/// the keyring (or is asked at each launch without one), Disconnect forgets it all.
@MainActor
@Suite("SyncFeature account")
struct SyncFeatureAccountTests {
  private typealias Fixtures = SyncFixtures

  private func makeStore(
    state: SyncFeature.State = SyncFeature.State(), sync: RecipeSyncClient = .failing,
    library: Library = .failing, passwords: PasswordStore = .inMemory(),
    clock: ManualClock = ManualClock()
  ) -> TestStore<SyncFeature.State, SyncFeature.Action> {
    TestStore(
      initialState: state,
      reducer: SyncFeature(sync: sync, library: library, passwords: passwords, clock: clock))
  }

  @Test func connectTriesTheAccountSavesItAndSyncs() async throws {
    let library = InMemoryLibrary()
    let passwords = PasswordStore.inMemory()
    let checked = Locked<[String]>([])
    let summary = SyncSummary(downloaded: 1, finishedAt: Fixtures.noon)
    var client = ScriptedSync([.success(summary)]).client
    client.check = { account, password throws(SyncFailure) in
      checked.withLock { $0.append("\(account.serverURL.absoluteString) \(password.value)") }
    }
    let store = makeStore(sync: client, library: library.client, passwords: passwords)
    store.send(.schedule(.openTapped)) {
      $0.isWindowOpen = true
      $0.openRequest = 1
    }
    // A Nextcloud's address becomes the user's Cookbook folder.
    store.send(
      .schedule(
        .connectTapped(
          address: "https://cloud.example.org", user: " alice ", password: Fixtures.password))
    ) { $0.isConnecting = true }
    let connected = SyncFeature.Connected(
      account: Fixtures.account, password: Fixtures.password, isRemembered: true)
    await store.receive(.schedule(.connectResponse(.success(connected)))) {
      $0.isConnecting = false
      $0.account = Fixtures.account
      $0.password = Fixtures.password
      $0.phase = .syncing
    }
    await store.receive(.schedule(.runResponse(.success(summary)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = summary
    }
    #expect(
      checked.withLock { $0 } == [Fixtures.account.serverURL.absoluteString + " correct horse"])
    #expect(await library.account == Fixtures.account)
    #expect(try await passwords.password(Fixtures.key) == "correct horse")
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func aRefusedAccountIsNotSavedAndTheFormSaysItOnThePassword() async {
    let library = InMemoryLibrary()
    var client = RecipeSyncClient.failing
    client.check = { _, _ throws(SyncFailure) in
      throw SyncFailure(.password, "the server refused the user or password", cause: .refused)
    }
    let store = makeStore(sync: client, library: library.client)
    store.send(
      .schedule(
        .connectTapped(address: "cloud.example.org", user: "alice", password: Fixtures.password))
    ) { $0.isConnecting = true }
    let said = AccountFormError(
      .password,
      "The server cloud.example.org refused this user name or app password. Check both.")
    await store.receive(.schedule(.connectResponse(.failure(said)))) {
      $0.isConnecting = false
      $0.connectError = said
    }
    #expect(await library.account == nil)
    await store.finish()
  }

  @Test func anAddressWithoutSchemeIsTheServerOverHTTPS() async {
    let checked = Locked<[String]>([])
    var client = RecipeSyncClient.failing
    client.check = { account, _ throws(SyncFailure) in
      checked.withLock { $0.append(account.serverURL.absoluteString) }
      throw SyncFailure(.setup, "there is no folder at …", cause: .notFound)
    }
    let store = makeStore(sync: client)
    store.send(
      .schedule(
        .connectTapped(address: " cloud.example.org ", user: "alice", password: Fixtures.password))
    ) { $0.isConnecting = true }
    let said = AccountFormError(
      .address,
      """
      The server cloud.example.org has no folder “Recipes” for alice. Check the address, or \
      open Cookbook there once to make the folder.
      """)
    await store.receive(.schedule(.connectResponse(.failure(said)))) {
      $0.isConnecting = false
      $0.connectError = said
    }
    #expect(
      checked.withLock { $0 } == ["https://cloud.example.org/remote.php/dav/files/alice/Recipes/"])
    await store.finish()
  }

  @Test func anUnusableAddressOrAnEmptyFieldIsSaidAtOnceOnItsField() async {
    let store = makeStore()
    store.send(
      .schedule(
        .connectTapped(
          address: "ftp://cloud.example.org", user: "alice", password: Fixtures.password))
    ) {
      $0.connectError = AccountFormError(
        .address,
        "Give the server’s address, such as cloud.example.org or https://cloud.example.org.")
    }
    store.send(
      .schedule(
        .connectTapped(address: "https://cloud.example.org", user: "", password: Fixtures.password))
    ) {
      $0.connectError = AccountFormError(.user, "Enter the user name.")
    }
    store.send(
      .schedule(
        .connectTapped(
          address: "https://cloud.example.org", user: "alice", password: SyncPassword("")))
    ) {
      $0.connectError = AccountFormError(.password, "Enter the app password.")
    }
    await store.finish()
  }

  @Test func withoutAKeyringThePasswordIsAskedAtLaunch() async throws {
    let library = InMemoryLibrary()
    try await library.client.saveSyncAccount(Fixtures.account)
    let summary = SyncSummary(finishedAt: Fixtures.noon)
    let store = makeStore(
      sync: ScriptedSync([.success(summary)]).client, library: library.client,
      passwords: .unavailable)
    store.send(.launched)
    let reason = "No keyring answers on this desktop, so the password cannot be remembered."
    await store.receive(.schedule(.accountLoaded(Fixtures.account, .unavailable(reason)))) {
      $0.account = Fixtures.account
      $0.isKeyringAvailable = false
      $0.phase = .needsPassword(reason: reason)
      $0.isWindowOpen = true
      $0.openRequest = 1
    }
    // Nothing syncs without the password.
    store.send(.schedule(.runNowTapped))
    store.send(.schedule(.changed))
    store.send(.schedule(.passwordEntered(Fixtures.password))) {
      $0.password = Fixtures.password
      $0.phase = .syncing
    }
    await store.receive(.schedule(.runResponse(.success(summary)))) {
      $0.phase = .idle
      $0.account?.lastSyncedAt = Fixtures.noon
      $0.lastSummary = summary
    }
    store.send(.appQuitting)
    await store.finish()
  }

  @Test func disconnectForgetsTheAccountAndThePasswordButNotTheRecipes() async throws {
    let library = InMemoryLibrary(recipes: [Recipe(id: "mine-1", name: "Scones")])
    try await library.client.saveSyncAccount(Fixtures.account)
    let passwords = PasswordStore.inMemory([Fixtures.key: "correct horse"])
    var state = Fixtures.connected
    state.isWindowOpen = true
    state.openRequest = 2
    let store = makeStore(state: state, library: library.client, passwords: passwords)
    store.send(.schedule(.disconnectTapped)) {
      $0.account = nil
      $0.password = nil
      $0.phase = .notSetUp
    }
    await store.receive(.schedule(.disconnectResponse(failure: nil)))
    #expect(await library.account == nil)
    #expect(try await passwords.password(Fixtures.key) == nil)
    #expect(await library.allRecipes.map(\.id) == ["mine-1"])
    await store.finish()
  }

  @Test func closingTheWindowStopsAConnectInFlight() async {
    var client = RecipeSyncClient.failing
    client.check = { _, _ throws(SyncFailure) in
      // Never answers: the server hangs until the window closes.
      _ = try? await suspendUntilCancelled()
      throw SyncFailure(.unreachable, "never answered")
    }
    let store = makeStore(sync: client)
    store.send(.schedule(.openTapped)) {
      $0.isWindowOpen = true
      $0.openRequest = 1
    }
    store.send(
      .schedule(
        .connectTapped(
          address: "https://cloud.example.org", user: "alice", password: Fixtures.password))
    ) { $0.isConnecting = true }
    store.send(.schedule(.windowClosed)) {
      $0.isWindowOpen = false
      $0.isConnecting = false
    }
    await store.finish()
  }
}
