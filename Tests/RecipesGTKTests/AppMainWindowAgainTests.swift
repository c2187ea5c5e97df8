import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The main window closed while another window stays: the app runs on without it.
///
/// It gets a new one like it (same store, the view the state remembers) when it needs one:
/// activated again, a view asked for, or cooking mode's Done leaving no window while a timer
/// runs. Nothing is ever shown over the closed window.
final class AppMainWindowAgainTests: GTKTestCase {
  func testActivatingTheAppAfterItsMainWindowClosedShowsANewOneOnTheRememberedView() throws {
    try MainActor.assumeIsolated {
      let app = RelaunchedApp()
      let first = app.mainWindows.present()
      app.store.send(.viewSelected(.plan))
      let recipe = try app.openRecipe()

      first.parentWindow.close()
      XCTAssertFalse(first.isShown, "the main window stayed open")
      XCTAssertNil(app.mainWindows.window, "a closed main window still counts as open")
      XCTAssertTrue(recipe.window.isShown, "the recipe window went with the main window")

      // A second launch, the launcher, the Activities search: `g_application_activate`.
      GTKTestCase.application.activate()
      let again = try XCTUnwrap(app.mainWindows.window, "activating showed no main window")
      XCTAssertFalse(again === first, "the closed window was shown again")
      pump(until: { again.isShown }, "the new main window never showed")
      XCTAssertTrue(GTKTestCase.application.contains(again.parentWindow))
      XCTAssertEqual(again.home.visibleView, .plan, "the view shown was not remembered")
      XCTAssertFalse(first.isShown, "the closed window came back")
      XCTAssertTrue(recipe.window.isShown)

      // Activated again with it open, the same window comes to the front.
      GTKTestCase.application.activate()
      XCTAssertTrue(app.mainWindows.window === again, "a second main window was built")
      XCTAssertEqual(app.quits, 0)
    }
  }

  /// A view asked for from a recipe window ("On the shopping list", Ctrl+L) when the main
  /// window is closed opens a new one on that view, not the closed one.
  func testAViewAskedForWithTheMainWindowClosedOpensANewMainWindowOnIt() throws {
    try MainActor.assumeIsolated {
      let app = RelaunchedApp()
      let first = app.mainWindows.present()
      let recipe = try app.openRecipe()
      first.parentWindow.close()

      XCTAssertTrue(recipe.window.activateAction(Command.shoppingList.detailedName))
      let again = try XCTUnwrap(app.mainWindows.window, "the view opened no main window")
      pump(until: { again.isShown }, "the new main window never showed")
      XCTAssertEqual(again.home.visibleView, .shopping)
      XCTAssertFalse(first.isShown, "the closed window came back")
    }
  }

  /// Preferences, the shortcuts and About go over the window the cook is in once the main
  /// window is closed, never over the closed one.
  func testDialogsAfterTheMainWindowClosedGoOverTheWindowInUse() throws {
    try MainActor.assumeIsolated {
      let app = RelaunchedApp()
      let first = app.mainWindows.present()
      let recipe = try app.openRecipe()
      first.parentWindow.close()
      pump(
        until: { GTKTestCase.application.activeWindow?.title == recipe.window.title },
        "the recipe window never became the active one")

      XCTAssertTrue(recipe.window.activateAction(Command.preferences.detailedName))
      let preferences = try XCTUnwrap(app.commands.preferencesWindow, "no preferences window")
      pump(until: { preferences.window.isShown }, "Preferences never showed")
      XCTAssertTrue(preferences.window.isOver(recipe.window), "Preferences is not over the recipe")
      XCTAssertFalse(preferences.window.isOver(first.parentWindow))
      preferences.window.close()

      XCTAssertTrue(recipe.window.activateAction(Command.shortcuts.detailedName))
      let shortcuts = try XCTUnwrap(app.commands.shortcutsWindow, "no shortcuts window")
      XCTAssertTrue(shortcuts.window.isOver(recipe.window), "the shortcuts are not over it")
      XCTAssertNil(app.mainWindows.window, "a dialog brought a main window back")
    }
  }

  /// Cooking mode left as the only window, "Done" at the last step closes it while the timer
  /// of an earlier step runs: the app does not end under the timer, the main window comes
  /// back showing it.
  func testDoneInCookingModeLeftAloneWithATimerRunningBringsTheMainWindowBack() throws {
    try MainActor.assumeIsolated {
      let app = RelaunchedApp()
      let first = app.mainWindows.present()
      app.store.send(.cooking(.cookTapped(.mock)))
      app.store.send(.cooking(.timerTapped(stepIndex: 1, timerIndex: 0)))
      pump(until: { !app.store.state.cooking.runningTimers.isEmpty }, "no timer runs")
      let cooking = try XCTUnwrap(app.cooking.window, "no cooking window")
      first.parentWindow.close()
      XCTAssertNil(app.commands.timersQuestion, "asked though cooking mode stays open")

      for _ in 0..<5 where cooking.nextButton.accessibleLabel != "Done" {
        cooking.nextButton.click()
      }
      XCTAssertEqual(cooking.nextButton.accessibleLabel, "Done")
      cooking.nextButton.click()
      pump(until: { app.cooking.window == nil }, "Done left cooking mode open")
      XCTAssertFalse(cooking.window.isShown)
      pump(until: { app.mainWindows.window?.isShown == true }, "the app was left no window")
      let again = try XCTUnwrap(app.mainWindows.window)
      XCTAssertFalse(again === first)
      XCTAssertEqual(app.store.state.cooking.runningTimers.count, 1, "the timer was lost")
      pump(until: { again.timersIndicator.root.isMapped }, "the main window shows no timer")
      XCTAssertEqual(app.quits, 0, "the app quit under a running timer")
      XCTAssertNil(app.commands.timersQuestion, "Done asked to quit")
    }
  }

  /// With no timer running, Done in cooking mode left alone ends the app as closing the last
  /// window does: nothing comes back.
  func testDoneInCookingModeLeftAloneWithNoTimerBringsNothingBack() throws {
    try MainActor.assumeIsolated {
      let app = RelaunchedApp()
      let first = app.mainWindows.present()
      app.store.send(.cooking(.cookTapped(.mock)))
      let cooking = try XCTUnwrap(app.cooking.window, "no cooking window")
      first.parentWindow.close()
      app.store.send(.cooking(.doneTapped))
      pump(until: { app.cooking.window == nil }, "Done left cooking mode open")
      XCTAssertFalse(cooking.window.isShown)
      // Whatever the window's going left to do, done.
      var rounds = 0
      while MainLoop.iterate(), rounds < 1_000 { rounds += 1 }
      XCTAssertNil(app.mainWindows.window, "a main window came back with nothing to show")
    }
  }
}

/// The windows of the app as it runs them, over one store, with Quit counted instead of
/// ending the test process.
@MainActor
private final class RelaunchedApp {
  let store: Store<AppFeature.State, AppFeature.Action>
  let mainWindows: MainWindowFlow
  let flow: FlowController
  let cooking: CookingFlow
  let commands: ApplicationCommands
  private let quitCount = Counter()
  var quits: Int { quitCount.value }

  init() {
    let application = GTKTestCase.application
    store = makeStore(clock: ManualClock(), log: ActionLog())
    mainWindows = MainWindowFlow(application: application, store: store, images: nil)
    flow = FlowController(
      application: application, store: store, images: nil, today: testToday,
      dialogParent: { [weak mainWindows] in mainWindows?.dialogParent })
    cooking = CookingFlow(application: application, store: store)
    CommandActions.setAccelerators(on: application)
    commands = ApplicationCommands(
      application: application, store: store, version: "test",
      parentWindow: { [weak mainWindows] in mainWindows?.dialogParent },
      quit: { [quitCount] in quitCount.value += 1 })
  }

  /// Opens Chicken Pot Pie's window, as a card or the Activities search does.
  func openRecipe() throws -> RecipeDetailWindow {
    store.send(.recipeActivated(Recipe.mock.id))
    let window = try XCTUnwrap(flow.detailWindow(Recipe.mock.id), "no recipe window")
    pump(until: { window.window.isShown }, "the recipe window never showed")
    return window
  }
}

/// How many times something happened.
@MainActor
private final class Counter {
  var value = 0
}
