import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Commands as GActions: the accelerators, the main menu, and enabled states that follow
/// the store.
final class CommandTests: GTKTestCase {
  func testTheAcceleratorsAreTheTableAndTheMenuNamesItsActions() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let commands = installApplicationCommands(store)
      let application = GTKTestCase.application
      for command in Command.allCases {
        XCTAssertEqual(
          application.accelerators(for: command.detailedName), command.accelerators,
          "\(command.detailedName)")
      }
      let menu = MainMenu.make()
      XCTAssertEqual(menu.count, 3, "the library's section, the style's, then the app's")
      // The views have their switcher, New its own menu: the main menu is short.
      let entries = menu.entries
      XCTAssertEqual(
        entries.map(\.label),
        [
          "Refresh", "Sync…", "Follow System", "Light", "Dark", "Preferences",
          "Keyboard Shortcuts", "About Recipes",
        ])
      XCTAssertEqual(
        entries.map(\.action),
        [
          "app.refresh", "app.sync", "app.style::follow-system", "app.style::light",
          "app.style::dark", "app.preferences", "app.shortcuts", "app.about",
        ])
      let new = MainMenu.makeNew().entries
      XCTAssertEqual(new.map(\.label), ["New Recipe", "Import Recipes…"])
      XCTAssertEqual(new.map(\.action), ["app.new-recipe", "app.import"])
      for entry in entries + new {
        let detailed = entry.action.split(separator: ":").first.map(String.init) ?? ""
        let name = String(detailed.dropFirst("app.".count))
        XCTAssertNotNil(application.action(named: name), "no action behind \(entry.action)")
      }
      _ = commands
    }
  }

  func testRefreshIsDisabledInOfflineModeAndItsButtonsFollow() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log, offline: true)
      let commands = installApplicationCommands(store)
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.status == .loaded })
      let refresh = GTKTestCase.application.action(named: "refresh")
      XCTAssertEqual(refresh?.isEnabled, false)
      XCTAssertFalse(window.banner.button.isSensitive, "Retry follows its action")
      // F5 (the accelerator's way in) does nothing either.
      XCTAssertFalse(log.actions.contains(.list(.refreshTapped)))
      window.parentWindow.activateAction(Command.refresh.detailedName)
      XCTAssertFalse(log.actions.contains(.list(.refreshTapped)))
      _ = commands
    }
  }

  func testRefreshIsDisabledWhileItRunsAndEnabledAfter() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let commands = installApplicationCommands(store)
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      store.send(.list(.onAppear))
      pump(until: { !store.state.list.isRefreshing && store.state.list.status == .loaded })
      XCTAssertTrue(window.banner.button.isSensitive)
      XCTAssertTrue(window.parentWindow.activateAction(Command.refresh.detailedName))
      XCTAssertTrue(store.state.list.isRefreshing)
      XCTAssertFalse(
        GTKTestCase.application.action(named: Command.refresh.name)?.isEnabled ?? true,
        "no second refresh while one runs")
      XCTAssertFalse(window.banner.button.isSensitive)
      pump(until: { window.banner.button.isSensitive }, "refresh never came back")
      _ = commands
    }
  }

  func testSearchMovesTheFocusToTheSearchBoxWithItsTextSelected() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      window.present()
      window.searchEntry.type("chicken")
      window.favoritesToggle.grabFocus()
      XCTAssertFalse(window.searchEntry.containsFocus)
      XCTAssertTrue(window.parentWindow.activateAction(Command.search.detailedName))
      XCTAssertTrue(window.searchEntry.containsFocus)
      XCTAssertEqual(window.searchEntry.selection, 0..<7, "what is typed would join the old search")
      window.parentWindow.destroy()
    }
  }

  func testARecipeWindowClosesOnItsCommandAndItsLinksFollowTheRecipe() throws {
    try MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Recipe.mockPasta.id))
      pump(until: { store.state.detail(Recipe.mockPasta.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      XCTAssertFalse(window.window.action(named: "open-source")?.isEnabled ?? true, "no source")
      XCTAssertTrue(window.window.activateAction(Command.close.detailedName))
      pump(until: { store.state.details.isEmpty }, "win.close did not close the window")
      XCTAssertTrue(log.actions.contains(.detailWindowClosed(Recipe.mockPasta.id)))
    }
  }
}
