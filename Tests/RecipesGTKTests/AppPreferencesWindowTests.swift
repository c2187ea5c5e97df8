import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The preferences window: its choices go to the store as the menu's do, the windows follow
/// the style, the units are remembered, and the rows show the store's state.
final class AppPreferencesWindowTests: GTKTestCase {
  /// Gives the next case the desktop's style again (libadwaita keeps one style manager).
  override func tearDownWithError() throws {
    MainActor.assumeIsolated { StyleManager()?.colorScheme = .followSystem }
    try super.tearDownWithError()
  }

  func testTheCommandOpensOneWindowWithAGeneralPageOfGroups() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let commands = installApplicationCommands(store)
      let application = GTKTestCase.application
      XCTAssertEqual(application.accelerators(for: "app.preferences"), ["<Control>comma"])
      try XCTUnwrap(application.action(named: "preferences")).activate()
      let preferences = try XCTUnwrap(commands.preferencesWindow, "no preferences window")
      pump(until: { preferences.window.isShown }, "the preferences window never showed")
      XCTAssertEqual(preferences.window.title, "Preferences")
      XCTAssertEqual(preferences.styleRow.choices, ["Follow System", "Light", "Dark"])
      XCTAssertEqual(preferences.unitsRow.choices, ["As written", "Metric", "Imperial"])

      preferences.window.close()
      pump(until: { !preferences.window.isShown }, "Close left the window up")
      try XCTUnwrap(application.action(named: "preferences")).activate()
      XCTAssertTrue(commands.preferencesWindow === preferences, "a second window was made")
      pump(until: { preferences.window.isShown }, "the window did not come back")
    }
  }

  func testTheAccountsOpenTheSyncAndTheCalendarPages() throws {
    try MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let preferences = AppPreferencesWindow(store: store)
      preferences.present(over: nil)
      preferences.syncAccountButton.click()
      XCTAssertTrue(
        log.actions.contains(.sync(.schedule(.openTapped))), "Set Up… did not open the sync")
      preferences.calendarAccountButton.click()
      XCTAssertTrue(
        log.actions.contains(.planCalendar(.openTapped)), "Set Up… did not open the calendar")
      preferences.window.close()
    }
  }

  func testChoosingDarkInTheWindowDarkensTheAppAsTheMenuWould() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log, library: library)
      let commands = installApplicationCommands(store)
      let style = WindowStyle(store: store)
      let preferences = AppPreferencesWindow(store: store)
      preferences.present(over: nil)
      let styles = try XCTUnwrap(StyleManager())
      XCTAssertEqual(preferences.styleRow.selectedIndex, 0, "a first launch follows the desktop")

      preferences.styleRow.pick(2)
      XCTAssertEqual(log.actions.last, .appearance(.styleChosen(.dark)))
      XCTAssertEqual(styles.colorScheme, .forceDark)
      XCTAssertTrue(styles.isDark)
      XCTAssertEqual(
        GTKTestCase.application.action(named: "style")?.choice, "dark", "the menu shows it too")
      pump(until: { log.actions.contains(.appearance(.styleSaveResponse(.success(.dark)))) })

      // The menu's choice shows in the window.
      GTKTestCase.application.action(named: "style")?.activate(choosing: "light")
      XCTAssertEqual(preferences.styleRow.selectedIndex, 1)
      XCTAssertFalse(styles.isDark)
      preferences.styleRow.pick(0)
      XCTAssertEqual(styles.colorScheme, .followSystem)
      _ = (commands, style)
    }
  }

  func testTheUnitsChosenAreSavedAndShownInOpenRecipeWindows() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log, library: library)
      let preferences = AppPreferencesWindow(store: store)
      preferences.present(over: nil)
      store.send(.recipeActivated(Recipe.mock.id))
      XCTAssertEqual(preferences.unitsRow.selectedIndex, 0)

      preferences.unitsRow.pick(1)
      XCTAssertEqual(store.state.unitDisplay, .metric)
      XCTAssertEqual(store.state.detail(Recipe.mock.id)?.unitDisplay, .metric)
      pump(
        until: { log.actions.contains(.preferences(.unitDisplaySaveResponse(.success(.metric)))) },
        "the units were never saved")
      let saved = savedPreferences(library)
      XCTAssertEqual(saved[UnitDisplay.preferenceKey], "metric")

      // A choice made elsewhere shows in the row, and tells the store nothing back.
      let sent = log.actions.count
      store.send(.preferences(.unitDisplayChosen(.imperial)))
      XCTAssertEqual(preferences.unitsRow.selectedIndex, 2)
      XCTAssertEqual(log.actions.count, sent + 1, "rendering the row sent an action")
    }
  }
}

/// The library's preferences, read by running the loop until the actor answers.
@MainActor
private func savedPreferences(_ library: InMemoryLibrary) -> [String: String] {
  let answer = PreferencesAnswer()
  Task { @MainActor in answer.preferences = await library.preferences }
  pump(until: { answer.preferences != nil }, "the library never answered")
  return answer.preferences ?? [:]
}

@MainActor
private final class PreferencesAnswer {
  var preferences: [String: String]?
}
