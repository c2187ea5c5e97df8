import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The main window's views in real GTK: four pages named in the switcher, not built for the
/// first frame but once the window settles (or when first shown), switched by Alt+1…4 and
/// by the switcher itself, opened on the view the state says; a recipe window's "On the
/// shopping list" shows the Shopping view.
final class HomeViewsTests: GTKTestCase {
  func testTheFourViewsAreNamedAndOnlyTheRecipesAreBuiltAtFirst() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      list.present()
      pump(until: { list.isShown })
      XCTAssertEqual(list.home.visibleView, .recipes)
      XCTAssertEqual(HomeView.allCases.map(\.title), ["Recipes", "Plan", "Shopping", "Pantry"])
      XCTAssertNil(list.home.plan.view, "the planner was built for the first frame")
      XCTAssertNil(list.home.shopping.view, "the shopping list was built for the first frame")
      XCTAssertNil(list.home.pantry.view, "the pantry was built for the first frame")
      XCTAssertFalse(store.state.plan.isOpen)
      // The switcher offers the four views by name.
      let names = Set(list.header.subtree.compactMap(\.shownText))
      for view in HomeView.allCases {
        XCTAssertTrue(names.contains(view.title), "the switcher has no \(view.title): \(names)")
      }
    }
  }

  func testASettledWindowBuildsTheOtherViewsAndStaysWhereItIs() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      list.present()
      pump(until: { list.isShown })
      list.searchEntry.grabFocus()
      pump(until: { list.searchEntry.containsFocus }, "the search never had the keyboard")
      list.home.settle()
      pump(until: { list.home.isSettled }, "the views were not built")
      XCTAssertNotNil(list.home.plan.view?.dayView(store.state.plan.days[0]), "no days")
      XCTAssertFalse(store.state.pantry.isOpen, "the pantry was read unseen")
      XCTAssertEqual(list.home.visibleView, .recipes)
      XCTAssertEqual(store.state.view, .recipes)
      XCTAssertTrue(list.searchEntry.containsFocus, "building the views took the keyboard")
      // Shown now, the pantry opens and renders in the view built before.
      let pantry = list.home.pantry.view
      store.send(.viewSelected(.pantry))
      XCTAssertTrue(list.home.pantry.view === pantry)
      XCTAssertTrue(store.state.pantry.isOpen)
    }
  }

  func testAPlannerBuiltOffScreenPutsTheKeyboardOnTodayWhenFirstShown() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      list.present()
      pump(until: { list.isShown })
      list.home.settle()
      pump(until: { list.home.isSettled }, "the views were not built")
      let planner = try XCTUnwrap(list.home.plan.view)
      let today = try XCTUnwrap(planner.dayViews.first { $0.day.isToday })
      pumpUntilStill(list.parentWindow, { 0 }, frames: 10)
      XCTAssertFalse(today.slots[0].addButton.containsFocus, "the hidden planner took the keyboard")
      store.send(.viewSelected(.plan))
      pump(until: { today.slots[0].addButton.containsFocus }, "the keyboard is not on today")
    }
  }

  func testAltOneToFourSwitchViewsAndTheSwitcherTellsTheStore() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let commands = installApplicationCommands(store)
      defer { withExtendedLifetime(commands) {} }
      let list = makeHome(store)
      list.present()
      let keys: [(String, HomeView)] = [
        ("<Alt>2", .plan), ("<Alt>3", .shopping), ("<Alt>4", .pantry), ("<Alt>1", .recipes),
      ]
      for (key, view) in keys {
        let command = try XCTUnwrap(Command.allCases.first { $0.accelerators.contains(key) })
        XCTAssertEqual(
          GTKTestCase.application.accelerators(for: command.detailedName), command.accelerators)
        XCTAssertTrue(list.parentWindow.activateAction(command.detailedName))
        XCTAssertEqual(store.state.view, view, key)
        XCTAssertEqual(list.home.visibleView, view, key)
      }
      XCTAssertNotNil(list.home.plan.view)
      // The switcher's own button (the stack shown another page): the store follows.
      list.home.stack.visiblePage = .shopping
      XCTAssertEqual(store.state.view, .shopping)
    }
  }

  func testTheWindowOpensOnTheViewTheStateRemembers() {
    MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let store = Store(
        initialState: AppFeature.State(view: .pantry),
        reducer: AppFeature(
          api: .offline, library: library.client, importer: .failing, clock: ManualClock(),
          opener: .failing, now: { testNow }))
      store.send(.launched)
      let list = makeHome(store)
      list.present()
      pump(until: { list.home.pantry.view?.root.isMapped == true }, "not opened on the pantry")
      XCTAssertEqual(list.home.visibleView, .pantry)
      XCTAssertFalse(list.showsRecipes)
    }
  }

  func testOnTheShoppingListInARecipeWindowShowsTheShoppingView() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      store.send(.shoppingList(.addTapped(Recipe.mockPasta.id, servings: nil)))
      pump(until: { !store.state.shoppingList.list.isEmpty })
      store.send(.recipeActivated(Recipe.mockPasta.id))
      pump(until: { store.state.detail(Recipe.mockPasta.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      pump(until: { window.scalingBar.shoppingLabel.text == "On the shopping list" })
      window.scalingBar.addToShoppingListButton.click()
      XCTAssertEqual(store.state.view, .shopping)
      pump(until: { list.isShown }, "the main window was not presented")
      pump(
        until: { list.home.shopping.view?.checkBoxes.isEmpty == false }, "the list never showed")
      XCTAssertEqual(list.home.visibleView, .shopping)
      XCTAssertEqual(store.state.shoppingList.list.entries.count, 1, "added a second time")
      // The switcher's Shopping button counts what is left to buy; a tick takes one off.
      XCTAssertEqual(list.home.stack.badge(on: .shopping), 4)
      let view = try XCTUnwrap(list.home.shopping.view)
      try XCTUnwrap(view.checkBoxes.values.first).click()
      pump(until: { list.home.stack.badge(on: .shopping) == 3 }, "the badge did not follow")
    }
  }

  func testTheBenchmarksSwitchesVisitEveryViewOnceARoundAndTimeEach() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      list.present()
      pump(until: { list.isShown })
      var visited: [HomeView] = []
      let observation = store.observe({ $0.view }) { visited.append($0) }
      defer { observation.cancel() }
      var samples: [Double]?
      let timing = ViewSwitchTiming(window: list, store: store, count: 8) { samples = $0 }
      timing.start()
      pump(until: { samples != nil }, "the switches never finished")
      let times = try XCTUnwrap(samples)
      XCTAssertEqual(times.count, 8)
      XCTAssertTrue(times.allSatisfy { $0 > 0 && $0.isFinite }, "\(times)")
      XCTAssertEqual(
        visited, [.plan, .shopping, .pantry, .recipes, .plan, .shopping, .pantry, .recipes])
      XCTAssertEqual(list.home.visibleView, .recipes, "the round ends on the grid")
    }
  }

  func testThePercentileIsTheNearestRank() {
    XCTAssertNil(ViewSwitchTiming.percentile95([]))
    XCTAssertEqual(ViewSwitchTiming.percentile95([4]), 4)
    XCTAssertEqual(ViewSwitchTiming.percentile95((1...20).map(Double.init).shuffled()), 19)
    XCTAssertEqual(ViewSwitchTiming.percentile95((1...40).map(Double.init)), 38)
  }

  func testShownEmptyTheShoppingViewKeepsTheKeyboardInItsFieldAfterAnItemIsAdded() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      list.present()
      pump(until: { list.isShown })
      XCTAssertEqual(list.home.switcherTitle.title, "Recipes")
      store.send(.viewSelected(.shopping))
      // A phone's header, the switcher being at the bottom, names the view shown.
      XCTAssertEqual(list.home.switcherTitle.title, "Shopping")
      let view = try XCTUnwrap(list.home.shopping.view)
      pump(
        until: { !store.state.shoppingList.isLoading && view.ownItemEntry.containsFocus },
        "the empty list's field did not take the keyboard")
      view.ownItemEntry.type("2 l milk")
      view.ownItemEntry.pressEnter()
      pump(until: { view.checkBoxes.count == 1 }, "the item never showed")
      XCTAssertTrue(view.ownItemEntry.containsFocus, "the keyboard left the field for the item")
    }
  }
}
