import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The sync's page of Preferences in real GTK: opened from the main menu's action and from
/// Preferences' "Set Up…" as a page of the preferences window (so its fields take keys and
/// clicks), Connect with the account's fields (Connect waiting for all three), the header's
/// status, an error on the field it concerns, the keyring's note, Disconnect, and leaving it.
final class SyncAccountPageTests: GTKTestCase {
  func testConnectShowsTheAccountAndTheHeaderItsStatusThenDisconnectForgetsIt() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary()
      let store = makeSyncStore(library: library)
      let list = RecipeListWindow(application: GTKTestCase.application, store: store)
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      XCTAssertEqual(page.subpage.titleLabel.text, "Recipe sync", "not the row's name")
      XCTAssertEqual(preferences.window.title, "Preferences")
      XCTAssertTrue(page.form.addressFields.isVisible)
      XCTAssertFalse(page.form.accountActions.isVisible, "no Sync now before an account")
      XCTAssertFalse(list.syncStatus.root.isVisible, "no status without an account")

      connect(page, server: "https://cloud.example.org")
      pump(until: { store.state.sync.phase == .idle }, "the account never synced")
      XCTAssertEqual(
        store.state.sync.account?.serverURL.absoluteString,
        "https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
      XCTAssertFalse(page.form.addressFields.isVisible)
      XCTAssertFalse(page.form.passwordField.isVisible)
      XCTAssertTrue(page.form.accountActions.isVisible)
      XCTAssertTrue(page.form.runNowButton.isSensitive)
      XCTAssertEqual(page.form.passwordEntry.text, "", "the typed password does not linger")
      XCTAssertEqual(
        page.form.accountLabel.text,
        "alice on https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
      XCTAssertEqual(page.form.statusLabel.text, "Synced just now")
      XCTAssertTrue(list.syncStatus.root.isVisible)
      XCTAssertEqual(
        list.syncStatus.text,
        "Synced just now. Syncs with "
          + "https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
      XCTAssertEqual(list.syncStatus.icon.name, "emblem-ok-symbolic")

      page.form.disconnectButton.click()
      XCTAssertNil(store.state.sync.account)
      XCTAssertTrue(page.form.addressFields.isVisible)
      XCTAssertFalse(list.syncStatus.root.isVisible)
      pump(until: { store.state.sync.connectError == nil && commands.syncFlow?.page != nil })
    }
  }

  func testWithoutAKeyringTheWindowAsksForThePasswordAtLaunch() throws {
    try MainActor.assumeIsolated {
      let account = SyncAccount(
        serverURL: try XCTUnwrap(URL(string: "https://dav.example.org/cook/")), user: "alice")
      let store = makeSyncStore(passwords: .unavailable, savedAccount: account)
      let commands = installApplicationCommands(store)
      defer { withExtendedLifetime(commands) {} }
      store.send(.sync(.launched))
      pump(until: { commands.syncFlow?.page != nil }, "no password prompt at launch")
      let page = try XCTUnwrap(commands.syncFlow?.page)
      let preferences = try XCTUnwrap(commands.preferencesWindow)
      pump(until: { page.subpage.root.isMapped }, "the prompt is not on screen")
      XCTAssertTrue(preferences.window.isShown)
      XCTAssertFalse(page.form.addressFields.isVisible)
      XCTAssertTrue(page.form.passwordField.isVisible)
      XCTAssertEqual(page.form.connectButton.label, "Use Password")
      XCTAssertEqual(page.form.accountLabel.text, "alice on https://dav.example.org/cook/")
      page.form.passwordEntry.text = "correct horse"
      page.form.passwordEntry.pressEnter()
      pump(until: { store.state.sync.phase == .idle }, "the typed password never synced")
      XCTAssertTrue(page.form.accountActions.isVisible)
      XCTAssertTrue(page.form.runNowButton.isVisible)
      XCTAssertFalse(page.form.passwordField.isVisible)
    }
  }

  func testAnUnusableAddressIsSaidUnderTheAddressAndNothingIsSaved() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      connect(page, server: "ftp://cloud.example.org")
      XCTAssertTrue(page.form.addressError.isVisible)
      XCTAssertEqual(
        page.form.addressError.text,
        "Give the server’s address, such as cloud.example.org or https://cloud.example.org.")
      XCTAssertTrue(page.form.addressEntry.hasStyleClass("error"))
      XCTAssertFalse(page.form.errorLabel.isVisible, "nothing under the button")
      XCTAssertFalse(page.form.passwordError.isVisible)
      XCTAssertNil(store.state.sync.account)
      XCTAssertTrue(page.form.addressFields.isVisible)
    }
  }

  func testCtrlWClosesPreferencesAndTheNextOpeningShowsItsGeneralPage() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      pump(until: { page.subpage.root.isMapped }, "the page never showed")
      XCTAssertTrue(preferences.window.pressLocalShortcut("<Control>w"), "no Ctrl+W")
      pump(until: { !preferences.window.isShown }, "Ctrl+W left Preferences up")
      pump(until: { commands.syncFlow?.page == nil }, "closing did not reach the store")
      XCTAssertFalse(store.state.sync.isWindowOpen)
      // Preferences opens on its general page next time, not on the page left behind.
      try XCTUnwrap(GTKTestCase.application.action(named: Command.preferences.name)).activate()
      pump(until: { preferences.syncAccountButton.isMapped }, "the general page is not shown")
      XCTAssertFalse(page.subpage.root.isMapped)
      preferences.window.close()
    }
  }

  func testSetUpOpensAPageOfPreferencesWhoseFieldsTakeTheKeyboardAndBackLeavesIt() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let commands = installApplicationCommands(store)
      defer { withExtendedLifetime(commands) {} }
      let windowsBefore = Widget.toplevelWindows().count
      try XCTUnwrap(GTKTestCase.application.action(named: Command.preferences.name)).activate()
      let preferences = try XCTUnwrap(commands.preferencesWindow)
      pump(until: { preferences.syncAccountButton.isMapped }, "Preferences never showed")
      preferences.syncAccountButton.click()
      let page = try XCTUnwrap(commands.syncFlow?.page, "Set Up… opened no page")
      pump(until: { page.subpage.root.isMapped && !preferences.syncAccountButton.isMapped })
      // In the preferences window itself: no second window for the modal one to block.
      XCTAssertEqual(Widget.toplevelWindows().count, windowsBefore + 1)
      XCTAssertNotNil(page.form.addressEntry.bounds(in: preferences.window))
      var tabs = 0
      while !page.form.addressEntry.containsFocus, tabs < 12 {
        preferences.window.moveFocus()
        tabs += 1
      }
      XCTAssertTrue(page.form.addressEntry.containsFocus, "Tab never reached the Server field")
      preferences.window.moveFocus()
      XCTAssertTrue(page.form.userEntry.containsFocus, "Tab did not go on to the User field")

      page.subpage.backButton.click()
      pump(until: { commands.syncFlow?.page == nil }, "Back did not reach the store")
      XCTAssertFalse(store.state.sync.isWindowOpen)
      pump(until: { preferences.syncAccountButton.isMapped }, "Back did not show the general page")
      XCTAssertTrue(preferences.window.isShown, "Back closed Preferences")
      preferences.window.close()
    }
  }

  func testTheCalendarsPageInPlaceOfTheSyncsStaysOpen() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      pump(until: { page.subpage.root.isMapped }, "the page never showed")
      store.send(.planCalendar(.openTapped))
      let calendar = try XCTUnwrap(commands.planCalendarFlow?.page)
      pump(until: { commands.syncFlow?.page == nil }, "the sync's page stayed open under it")
      pump(until: { calendar.subpage.root.isMapped }, "the calendar's page never showed")
      XCTAssertTrue(store.state.planCalendar.isWindowOpen, "leaving the sync's page closed it")
      XCTAssertNotNil(commands.planCalendarFlow?.page)
      store.send(.planCalendar(.windowClosed))
      pump(until: { preferences.syncAccountButton.isMapped }, "closed, the page stayed up")
      preferences.window.close()
    }
  }

  func testConnectWaitsForEveryFieldAndTakesAServerWithoutHTTPS() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      XCTAssertFalse(page.form.connectButton.isSensitive, "Connect with empty fields")
      page.form.addressEntry.type("cloud.example.org")
      page.form.userEntry.type("alice")
      XCTAssertFalse(page.form.connectButton.isSensitive, "Connect without a password")
      page.form.passwordEntry.text = "correct horse"
      XCTAssertTrue(page.form.connectButton.isSensitive)
      page.form.userEntry.type("  ")
      XCTAssertFalse(page.form.connectButton.isSensitive, "Connect with a blank user")
      page.form.userEntry.type("alice")
      page.form.connectButton.click()
      pump(until: { store.state.sync.phase == .idle }, "the account never synced")
      XCTAssertEqual(
        store.state.sync.account?.serverURL.absoluteString,
        "https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
    }
  }

  func testEnterInTheServerOrUserFieldConnectsOnceEveryFieldIsFilled() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore()
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      page.form.addressEntry.type("cloud.example.org")
      page.form.userEntry.type("alice")
      let before = store.state.sync
      page.form.userEntry.pressEnter()
      XCTAssertEqual(store.state.sync, before, "Enter tried to connect without a password")
      page.form.passwordEntry.text = "correct horse"
      // The cook corrects the address and presses Enter there, not in the password.
      page.form.addressEntry.pressEnter()
      pump(until: { store.state.sync.account != nil }, "Enter in the server field did nothing")
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
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      connect(page, server: "cloud.example.org")
      pump(until: { store.state.sync.connectError != nil }, "the refusal never came")
      XCTAssertTrue(page.form.passwordError.isVisible)
      XCTAssertEqual(
        page.form.passwordError.text,
        "The server cloud.example.org refused this user name or app password. Check both.")
      XCTAssertTrue(page.form.passwordEntry.hasStyleClass("error"))
      XCTAssertFalse(page.form.addressEntry.hasStyleClass("error"))
      XCTAssertFalse(page.form.errorLabel.isVisible)
      XCTAssertTrue(page.form.connectButton.isSensitive, "Connect again after the refusal")
    }
  }

  func testWithoutAKeyringTheWindowSaysThePasswordIsAskedAtEachLaunch() throws {
    try MainActor.assumeIsolated {
      let store = makeSyncStore(passwords: .unavailable)
      let (page, preferences, commands) = try openSyncPage(store)
      defer { withExtendedLifetime((preferences, commands)) {} }
      XCTAssertFalse(page.form.keyringLabel.isVisible)
      connect(page, server: "https://dav.example.org/cook/")
      pump(until: { store.state.sync.phase == .idle }, "the account never synced")
      XCTAssertTrue(page.form.keyringLabel.isVisible)
      XCTAssertTrue(
        page.form.keyringLabel.text.contains("asked at each launch"),
        page.form.keyringLabel.text)
      page.subpage.backButton.click()
      pump(until: { commands.syncFlow?.page == nil }, "leaving did not reach the store")
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

/// Opens the sync's page as the main menu's "Sync…" does: Preferences comes up on it.
@MainActor
private func openSyncPage(
  _ store: Store<AppFeature.State, AppFeature.Action>
) throws -> (SyncAccountPage, AppPreferencesWindow, ApplicationCommands) {
  let commands = installApplicationCommands(store)
  XCTAssertNil(commands.syncFlow?.page)
  let action = try XCTUnwrap(GTKTestCase.application.action(named: Command.sync.name))
  action.activate()
  let page = try XCTUnwrap(commands.syncFlow?.page, "Sync… did not open the page")
  let preferences = try XCTUnwrap(commands.preferencesWindow, "Sync… did not open Preferences")
  return (page, preferences, commands)
}

@MainActor
private func connect(_ page: SyncAccountPage, server: String) {
  page.form.addressEntry.type(server)
  page.form.userEntry.type("alice")
  page.form.passwordEntry.text = "correct horse"
  page.form.connectButton.click()
}
