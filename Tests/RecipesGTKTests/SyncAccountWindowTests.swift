import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The "Sync…" window in real GTK: opened from the main menu's action, Connect with the
/// account's fields (Connect waiting for all three), the header's status, an error on the
/// field it concerns, the keyring's note, and Disconnect.
final class SyncAccountWindowTests: GTKTestCase {
  func testConnectShowsTheAccountAndTheHeaderItsStatusThenDisconnectForgetsIt() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary()
      let store = makeSyncStore(library: library)
      let list = RecipeListWindow(application: GTKTestCase.application, store: store)
      let (flow, window, commands) = try openSyncWindow(store)
      defer { withExtendedLifetime((flow, commands)) {} }
      XCTAssertEqual(window.window.title, "Sync")
      XCTAssertTrue(window.form.addressFields.isVisible)
      XCTAssertFalse(window.form.accountActions.isVisible, "no Sync now before an account")
      XCTAssertFalse(list.syncStatus.root.isVisible, "no status without an account")

      connect(window, server: "https://cloud.example.org")
      pump(until: { store.state.sync.phase == .idle }, "the account never synced")
      XCTAssertEqual(
        store.state.sync.account?.serverURL.absoluteString,
        "https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
      XCTAssertFalse(window.form.addressFields.isVisible)
      XCTAssertFalse(window.form.passwordField.isVisible)
      XCTAssertTrue(window.form.accountActions.isVisible)
      XCTAssertTrue(window.form.runNowButton.isSensitive)
      XCTAssertEqual(window.form.passwordEntry.text, "", "the typed password does not linger")
      XCTAssertEqual(
        window.form.accountLabel.text,
        "alice on https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
      XCTAssertEqual(window.form.statusLabel.text, "Synced just now")
      XCTAssertTrue(list.syncStatus.root.isVisible)
      XCTAssertEqual(
        list.syncStatus.text,
        "Synced just now. Syncs with "
          + "https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
      XCTAssertEqual(list.syncStatus.icon.name, "emblem-ok-symbolic")

      window.form.disconnectButton.click()
      XCTAssertNil(store.state.sync.account)
      XCTAssertTrue(window.form.addressFields.isVisible)
      XCTAssertFalse(list.syncStatus.root.isVisible)
      pump(until: { store.state.sync.connectError == nil && flow.window != nil })
    }
  }

  func testWithoutAKeyringTheWindowAsksForThePasswordAtLaunch() throws {
    try MainActor.assumeIsolated {
      let account = SyncAccount(
        serverURL: try XCTUnwrap(URL(string: "https://dav.example.org/cook/")), user: "alice")
      let store = makeSyncStore(passwords: .unavailable, savedAccount: account)
      let flow = SyncFlow(application: GTKTestCase.application, store: store)
      store.send(.sync(.launched))
      pump(until: { flow.window != nil }, "no password prompt at launch")
      let window = try XCTUnwrap(flow.window)
      XCTAssertFalse(window.form.addressFields.isVisible)
      XCTAssertTrue(window.form.passwordField.isVisible)
      XCTAssertEqual(window.form.connectButton.label, "Use Password")
      XCTAssertEqual(window.form.accountLabel.text, "alice on https://dav.example.org/cook/")
      window.form.passwordEntry.text = "correct horse"
      window.form.passwordEntry.pressEnter()
      pump(until: { store.state.sync.phase == .idle }, "the typed password never synced")
      XCTAssertTrue(window.form.accountActions.isVisible)
      XCTAssertTrue(window.form.runNowButton.isVisible)
      XCTAssertFalse(window.form.passwordField.isVisible)
    }
  }

  func testAnUnusableAddressIsSaidUnderTheAddressAndNothingIsSaved() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (flow, window, commands) = try openSyncWindow(store)
      defer { withExtendedLifetime((flow, commands)) {} }
      connect(window, server: "ftp://cloud.example.org")
      XCTAssertTrue(window.form.addressError.isVisible)
      XCTAssertEqual(
        window.form.addressError.text,
        "Give the server’s address, such as cloud.example.org or https://cloud.example.org.")
      XCTAssertTrue(window.form.addressEntry.hasStyleClass("error"))
      XCTAssertFalse(window.form.errorLabel.isVisible, "nothing under the button")
      XCTAssertFalse(window.form.passwordError.isVisible)
      XCTAssertNil(store.state.sync.account)
      XCTAssertTrue(window.form.addressFields.isVisible)
    }
  }

  func testCtrlWClosesTheWindowAsItClosesTheOthers() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (flow, window, commands) = try openSyncWindow(store)
      defer { withExtendedLifetime((flow, commands)) {} }
      XCTAssertTrue(window.window.activateAction("win.close"), "no Close in the Sync window")
      pump(until: { flow.window == nil }, "Close did not close the Sync window")
    }
  }

  func testConnectWaitsForEveryFieldAndTakesAServerWithoutHTTPS() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (flow, window, commands) = try openSyncWindow(store)
      defer { withExtendedLifetime((flow, commands)) {} }
      XCTAssertFalse(window.form.connectButton.isSensitive, "Connect with empty fields")
      window.form.addressEntry.type("cloud.example.org")
      window.form.userEntry.type("alice")
      XCTAssertFalse(window.form.connectButton.isSensitive, "Connect without a password")
      window.form.passwordEntry.text = "correct horse"
      XCTAssertTrue(window.form.connectButton.isSensitive)
      window.form.userEntry.type("  ")
      XCTAssertFalse(window.form.connectButton.isSensitive, "Connect with a blank user")
      window.form.userEntry.type("alice")
      window.form.connectButton.click()
      pump(until: { store.state.sync.phase == .idle }, "the account never synced")
      XCTAssertEqual(
        store.state.sync.account?.serverURL.absoluteString,
        "https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
    }
  }

  func testARefusedPasswordIsSaidUnderThePasswordInTheCooksWords() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore(
        check: SyncFailure(
          .password, "the server refused the user or password: check the app password",
          cause: .refused))
      let (flow, window, commands) = try openSyncWindow(store)
      defer { withExtendedLifetime((flow, commands)) {} }
      connect(window, server: "cloud.example.org")
      pump(until: { store.state.sync.connectError != nil }, "the refusal never came")
      XCTAssertTrue(window.form.passwordError.isVisible)
      XCTAssertEqual(
        window.form.passwordError.text,
        "The server cloud.example.org refused this user name or app password. Check both.")
      XCTAssertTrue(window.form.passwordEntry.hasStyleClass("error"))
      XCTAssertFalse(window.form.addressEntry.hasStyleClass("error"))
      XCTAssertFalse(window.form.errorLabel.isVisible)
      XCTAssertTrue(window.form.connectButton.isSensitive, "Connect again after the refusal")
    }
  }

  func testWithoutAKeyringTheWindowSaysThePasswordIsAskedAtEachLaunch() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore(passwords: .unavailable)
      let (flow, window, commands) = try openSyncWindow(store)
      defer { withExtendedLifetime((flow, commands)) {} }
      XCTAssertFalse(window.form.keyringLabel.isVisible)
      connect(window, server: "https://dav.example.org/cook/")
      pump(until: { store.state.sync.phase == .idle }, "the account never synced")
      XCTAssertTrue(window.form.keyringLabel.isVisible)
      XCTAssertTrue(
        window.form.keyringLabel.text.contains("asked at each launch"),
        window.form.keyringLabel.text)
      window.window.close()
      pump(until: { flow.window == nil }, "closing did not reach the store")
      XCTAssertFalse(store.state.sync.isWindowOpen)
    }
  }
}

// MARK: - Helpers (free functions: the test case itself never crosses into the main actor)

/// An app store whose sync answers at once: `check` accepts, `sync` downloads one recipe.
@MainActor
private func makeSyncStore(
  passwords: PasswordStore = .inMemory(), library: InMemoryLibrary = InMemoryLibrary(),
  savedAccount: SyncAccount? = nil, check failure: SyncFailure? = nil
) -> Store<AppFeature.State, AppFeature.Action> {
  var libraryClient = library.client
  if let savedAccount { libraryClient.syncAccount = { savedAccount } }
  var client = RecipeSyncClient.failing
  client.check = { _, _ throws(SyncFailure) in
    if let failure { throw failure }
  }
  client.sync = { _, _, _ throws(SyncFailure) in SyncSummary(downloaded: 1, finishedAt: Date()) }
  return Store(
    initialState: AppFeature.State(),
    reducer: AppFeature(
      api: .offline, library: libraryClient, importer: .failing, clock: ManualClock(),
      opener: .failing, sync: client, passwords: passwords, now: { testNow }))
}

@MainActor
private func openSyncWindow(
  _ store: Store<AppFeature.State, AppFeature.Action>
) throws -> (SyncFlow, SyncAccountWindow, ApplicationCommands) {
  let commands = installApplicationCommands(store)
  let flow = SyncFlow(application: GTKTestCase.application, store: store)
  XCTAssertNil(flow.window)
  let action = try XCTUnwrap(GTKTestCase.application.action(named: Command.sync.name))
  action.activate()
  let window = try XCTUnwrap(flow.window, "Sync… did not open the window")
  return (flow, window, commands)
}

@MainActor
private func connect(_ window: SyncAccountWindow, server: String) {
  window.form.addressEntry.type(server)
  window.form.userEntry.type("alice")
  window.form.passwordEntry.text = "correct horse"
  window.form.connectButton.click()
}
