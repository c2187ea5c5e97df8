import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The "Show in my calendar" window in real GTK: opened from the planner's button,
/// Connect through an injected client, the status in the window and in the planner's line,
/// Disconnect; and the window at a phone's 360 × 640.
final class PlanCalendarWindowTests: GTKTestCase {
  func testConnectFromThePlannerShowsTheStatusThereAndInThePlanner() throws {
    try MainActor.assumeIsolated {
      let passwords = PasswordStore.inMemory()
      let store = makeCalendarStore(passwords: passwords)
      let (plans, calendars) = try openCalendarWindow(store)
      let planner = try XCTUnwrap(plans.view)
      let window = try XCTUnwrap(calendars.window)
      XCTAssertEqual(window.window.title, "Show in my calendar")
      XCTAssertTrue(window.form.addressFields.isVisible)
      XCTAssertFalse(window.form.accountActions.isVisible, "no Publish now before a calendar")
      XCTAssertFalse(planner.calendarStatus.isVisible, "no status line without a calendar")

      window.form.addressEntry.type("https://dav.example.org/calendars/alice/meals")
      window.form.userEntry.type("alice")
      window.form.passwordEntry.text = "correct horse"
      window.form.connectButton.click()
      pump(
        until: { store.state.planCalendar.phase == .idle }, "the calendar was never published")
      XCTAssertEqual(
        store.state.planCalendar.account?.calendarURL.absoluteString,
        "https://dav.example.org/calendars/alice/meals/")
      XCTAssertFalse(window.form.addressFields.isVisible)
      XCTAssertFalse(window.form.passwordField.isVisible)
      XCTAssertTrue(window.form.runNowButton.isVisible)
      XCTAssertTrue(window.form.runNowButton.isSensitive)
      XCTAssertEqual(window.form.passwordEntry.text, "", "the typed password does not linger")
      XCTAssertEqual(
        window.form.accountLabel.text, "alice on https://dav.example.org/calendars/alice/meals/")
      XCTAssertEqual(window.form.statusLabel.text, "Published just now")
      XCTAssertTrue(planner.calendarStatus.isVisible)
      XCTAssertEqual(planner.calendarStatus.text, "Published just now")

      window.form.disconnectButton.click()
      XCTAssertNil(store.state.planCalendar.account)
      XCTAssertTrue(window.form.addressFields.isVisible)
      XCTAssertFalse(planner.calendarStatus.isVisible)
      pump(until: { store.state.planCalendar.connectError == nil && calendars.window != nil })
      store.send(.planCalendar(.appQuitting))
      Window.destroyAll()
    }
  }

  func testAnAddressThatIsNoneIsSaidUnderTheAddress() throws {
    try MainActor.assumeIsolated {
      let store = makeCalendarStore()
      let (_, calendars) = try openCalendarWindow(store)
      let window = try XCTUnwrap(calendars.window)
      window.form.addressEntry.type("ftp://dav.example.org/meals/")
      window.form.userEntry.type("alice")
      window.form.passwordEntry.text = "correct horse"
      window.form.connectButton.click()
      XCTAssertTrue(window.form.addressError.isVisible)
      XCTAssertEqual(
        window.form.addressError.text, "“ftp://dav.example.org/meals/” is no calendar address.")
      XCTAssertFalse(window.form.errorLabel.isVisible)
      XCTAssertNil(store.state.planCalendar.account)
      Window.destroyAll()
    }
  }

  func testTheWindowFitsAPhone() throws {
    MainActor.assumeIsolated {
      let store = makeCalendarStore()
      guard let (_, calendars) = try? openCalendarWindow(store), let window = calendars.window
      else { return XCTFail("the window did not open") }
      guard resize(window.window, width: 360, height: 640) else { return }
      for _ in 0..<40 { _ = MainLoop.iterate() || usleep(1_000) == 0 }
      XCTAssertLessThanOrEqual(window.window.minimumContentWidth, 360, "cannot be made that narrow")
      XCTAssertEqual(widgetsCutOff(in: window.window), [], "cut off at 360 × 640")
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
      opener: .failing, passwords: passwords, planCalendar: client))
}

/// Opens the planner, then the calendar window from its "Show in my calendar…" button.
@MainActor
private func openCalendarWindow(
  _ store: Store<AppFeature.State, AppFeature.Action>
) throws -> (PlanFlow, PlanCalendarFlow) {
  let plans: PlanFlow = makeHome(store).home.plan
  let calendars = PlanCalendarFlow(application: GTKTestCase.application, store: store)
  store.send(.viewSelected(.plan))
  let planner = try XCTUnwrap(plans.view, "the planner did not open")
  XCTAssertNil(calendars.window)
  planner.calendarButton.click()
  XCTAssertNotNil(calendars.window, "Show in my calendar… did not open the window")
  return (plans, calendars)
}
