import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The calendar's page of Preferences in real GTK: opened from the planner's button,
/// Connect through an injected client, the status in the page and in the planner's line,
/// Disconnect; and the page at a phone's 360 × 640.
final class PlanCalendarPageTests: GTKTestCase {
  func testConnectFromThePlannerShowsTheStatusThereAndInThePlanner() throws {
    try MainActor.assumeIsolated {
      let passwords = PasswordStore.inMemory()
      let store = makeCalendarStore(passwords: passwords)
      let (plans, page, commands) = try openCalendarPage(store)
      defer { withExtendedLifetime(commands) {} }
      let planner = try XCTUnwrap(plans.view)
      XCTAssertEqual(page.subpage.titleLabel.text, "Calendar", "not the row's name")
      XCTAssertEqual(commands.preferencesWindow?.window.isShown, true)
      XCTAssertTrue(page.form.addressFields.isVisible)
      XCTAssertFalse(page.form.accountActions.isVisible, "no Publish now before a calendar")
      XCTAssertFalse(planner.calendarStatus.isVisible, "no status line without a calendar")

      page.form.addressEntry.type("https://dav.example.org/calendars/alice/meals")
      page.form.userEntry.type("alice")
      page.form.passwordEntry.text = "correct horse"
      page.form.connectButton.click()
      pump(
        until: { store.state.planCalendar.phase == .idle }, "the calendar was never published")
      XCTAssertEqual(
        store.state.planCalendar.account?.calendarURL.absoluteString,
        "https://dav.example.org/calendars/alice/meals/")
      XCTAssertFalse(page.form.addressFields.isVisible)
      XCTAssertFalse(page.form.passwordField.isVisible)
      XCTAssertTrue(page.form.runNowButton.isVisible)
      XCTAssertTrue(page.form.runNowButton.isSensitive)
      XCTAssertEqual(page.form.passwordEntry.text, "", "the typed password does not linger")
      XCTAssertEqual(
        page.form.accountLabel.text, "alice on https://dav.example.org/calendars/alice/meals/")
      XCTAssertEqual(page.form.statusLabel.text, "Published just now")
      XCTAssertTrue(planner.calendarStatus.isVisible)
      XCTAssertEqual(planner.calendarStatus.text, "Published just now")

      page.form.disconnectButton.click()
      XCTAssertNil(store.state.planCalendar.account)
      XCTAssertTrue(page.form.addressFields.isVisible)
      XCTAssertFalse(planner.calendarStatus.isVisible)
      pump(until: {
        store.state.planCalendar.connectError == nil && commands.planCalendarFlow?.page != nil
      })
      store.send(.planCalendar(.appQuitting))
      Window.destroyAll()
    }
  }

  func testAnAddressThatIsNoneIsSaidUnderTheAddress() throws {
    try MainActor.assumeIsolated {
      let store = makeCalendarStore()
      let (_, page, commands) = try openCalendarPage(store)
      defer { withExtendedLifetime(commands) {} }
      page.form.addressEntry.type("ftp://dav.example.org/meals/")
      page.form.userEntry.type("alice")
      page.form.passwordEntry.text = "correct horse"
      page.form.connectButton.click()
      XCTAssertTrue(page.form.addressError.isVisible)
      XCTAssertEqual(
        page.form.addressError.text,
        "“ftp://dav.example.org/meals/” is not a calendar address. Give one "
          + "such as cloud.example.org or https://cloud.example.org.")
      XCTAssertFalse(page.form.errorLabel.isVisible)
      XCTAssertNil(store.state.planCalendar.account)
      Window.destroyAll()
    }
  }

  func testThePageFitsAPhone() throws {
    MainActor.assumeIsolated {
      let store = makeCalendarStore()
      guard let (_, _, commands) = try? openCalendarPage(store),
        let preferences = commands.preferencesWindow
      else { return XCTFail("the page did not open") }
      // Resizing hides the window for a moment, which leaves the page: opened again.
      guard resize(preferences.window, width: 360, height: 640) else { return }
      store.send(.planCalendar(.openTapped))
      pump(
        until: { commands.planCalendarFlow?.page?.subpage.root.isMapped == true },
        "the page never showed")
      XCTAssertLessThanOrEqual(
        preferences.window.minimumContentWidth, 360, "cannot be made that narrow")
      // The page slides in: what is cut off is read once it has come to rest (a fixed
      // number of frames caught the slide's last one on a busy machine).
      pump(
        until: { widgetsCutOff(in: preferences.window).isEmpty },
        "cut off at 360 × 640: \(widgetsCutOff(in: preferences.window))")
      Window.destroyAll()
    }
  }
}

// MARK: - Helpers (free functions: the test case itself never crosses into the main actor)

/// An app store whose calendar publishes at once, creating one event.
@MainActor
private func makeCalendarStore(
  passwords: PasswordStore = .inMemory(), library: InMemoryLibrary = InMemoryLibrary()
) -> Store<AppFeature.State, AppFeature.Action> {
  let client = PlanCalendarClient(sync: { _, _, _ throws(SyncFailure) in
    PlanCalendarSummary(created: 1, finishedAt: Date())
  })
  return Store(
    initialState: AppFeature.State(),
    reducer: AppFeature(
      api: .offline, library: library.client, importer: .failing, clock: ManualClock(),
      opener: .failing, passwords: passwords, now: { testNow }, planCalendar: client))
}

/// Shows the planner (the main window's Plan view), then the calendar's page of Preferences from its "Show in my
/// calendar…" button.
@MainActor
private func openCalendarPage(
  _ store: Store<AppFeature.State, AppFeature.Action>
) throws -> (PlanFlow, PlanCalendarPage, ApplicationCommands) {
  let commands = installApplicationCommands(store)
  let plans: PlanFlow = makeHome(store).home.plan
  store.send(.viewSelected(.plan))
  let planner = try XCTUnwrap(plans.view, "the planner did not open")
  XCTAssertNil(commands.planCalendarFlow?.page)
  planner.calendarButton.click()
  let page = try XCTUnwrap(
    commands.planCalendarFlow?.page, "Show in my calendar… did not open the page")
  return (plans, page, commands)
}
