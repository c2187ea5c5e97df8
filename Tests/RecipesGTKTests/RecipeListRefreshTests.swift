import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The main window following changes to the library whatever it shows: a search, a
/// filter, a grid scrolled down.
final class RecipeListRefreshTests: GTKTestCase {
  private static let scones = Recipe(id: "mine-scones", name: "Scones", category: "Baking")

  func testUndoingADeletionDuringASearchShowsTheRecipeAgain() {
    MainActor.assumeIsolated {
      let (store, window) = presentedList(of: Recipe.mocks + [Self.scones])
      pump(until: { store.state.list.status == .loaded })
      window.searchEntry.type("scones")
      pump(until: { store.state.search.text == "scones" })
      window.searchEntry.pressEnter()
      pump(until: { window.shownIDs == [Self.scones.id] }, "the search never found the scones")

      store.send(.deleteTapped(Self.scones.id))
      pump(until: { window.pages.visiblePage == .empty }, "the deleted recipe stayed")

      store.send(.deletion(.undoTapped))
      pump(
        until: { window.pages.visiblePage == .results && window.shownIDs == [Self.scones.id] },
        "the restored recipe never came back into the search results")
      XCTAssertEqual(store.state.search.text, "scones", "the search was kept")
    }
  }

  func testAChangeKeepsTheSearchResultsWhereTheyWereScrolled() {
    MainActor.assumeIsolated {
      let (store, window) = presentedList(of: dishes(90, named: "Dish %02d"))
      pump(until: { store.state.list.status == .loaded })
      window.searchEntry.type("dish")
      pump(until: { store.state.search.text == "dish" })
      window.searchEntry.pressEnter()
      pump(until: { window.cards?.count == 90 && window.pages.visiblePage == .results })
      pump(until: { window.cardGrid.canScroll }, "the results were never laid out")
      // All 90 cards are bound (GTK keeps 30 rows): the scroll bar says where the screen is.
      pump(
        until: {
          window.cardGrid.scrollToEnd()
          return window.cardGrid.scrollOffset > 0
        },
        "the results never scrolled")
      window.settle()
      let scrolled = window.cardGrid.scrollOffset

      // A favorite toggled in a recipe's window: the star shows on its card, in place.
      let favorite: Recipe.ID = "mine-p88"
      store.send(.recipeActivated(favorite))
      store.send(.detail(favorite, .favoriteToggled))
      pump(until: { window.card(favorite)?.isFavorite == true }, "the star never showed")
      XCTAssertEqual(window.cardGrid.scrollOffset, scrolled, "the favorite moved the results")

      // A recipe deleted above the screen: one card fewer, the screen where it was.
      store.send(.deleteTapped("mine-p3"))
      pump(until: { window.cards?.count == 89 }, "the deleted recipe stayed in the results")
      window.settle()
      XCTAssertGreaterThan(
        window.cardGrid.scrollOffset, scrolled / 2, "the deletion scrolled the results up")
      XCTAssertEqual(window.pages.visiblePage, .results)
    }
  }

  func testAChangeKeepsTheListWhereItWasScrolled() {
    MainActor.assumeIsolated {
      let (store, window) = presentedList(of: dishes(600, named: "Dish %03d"))
      pump(until: { window.cards?.count == 600 })
      pump(until: { window.cardGrid.canScroll }, "the grid was never laid out")
      pump(
        until: {
          window.cardGrid.scrollToEnd()
          return window.namesOnScreen.contains("Dish 599") && !window.namesOnScreen.contains("")
        },
        "the last card never showed after scrolling to the end")

      store.send(.deleteTapped("mine-p2"))
      pump(until: { window.cards?.count == 599 }, "the deleted recipe stayed in the list")
      pump(until: { !window.namesOnScreen.contains("") }, "blank cards stayed blank")
      XCTAssertTrue(
        window.namesOnScreen.contains("Dish 599"), "the list jumped: \(window.namesOnScreen)")
      XCTAssertNotEqual(window.pages.visiblePage, .loading, "no spinner for a change")

      store.send(.deletion(.undoTapped))
      pump(until: { window.cards?.count == 600 }, "the restored recipe never came back")
      pump(until: { !window.namesOnScreen.contains("") }, "blank cards stayed blank")
      XCTAssertTrue(
        window.namesOnScreen.contains("Dish 599"), "the list jumped: \(window.namesOnScreen)")
    }
  }
}

/// The main window presented over a library of `recipes`, the list asked for.
@MainActor
private func presentedList(
  of recipes: [Recipe]
) -> (Store<AppFeature.State, AppFeature.Action>, RecipeListWindow) {
  let store = makeStore(recipes: recipes, clock: ManualClock(), log: ActionLog())
  let window = RecipeListWindow(application: nil, store: store)
  window.present()
  store.send(.list(.onAppear))
  return (store, window)
}

/// `count` of the cook's recipes, "mine-p0" on, named by `format` from their number.
private func dishes(_ count: Int, named format: String) -> [Recipe] {
  (0..<count).map {
    Recipe(id: Recipe.ID(rawValue: "mine-p\($0)"), name: String(format: format, $0))
  }
}

extension RecipeListWindow {
  /// Runs the GLib loop until the grid on screen has stopped moving: GTK has laid out and
  /// drawn what changed.
  fileprivate func settle() {
    let grid = cardGrid
    pumpUntilStill(grid, { grid.scrollOffset })
  }
}

extension RecipeListWindow {
  /// The card of `id` on the grid on screen, if it has one.
  fileprivate func card(_ id: Recipe.ID) -> RecipeListViewState.Card? {
    cards?.loaded.first { $0.id == id }
  }

  /// The recipes of the bound cells of the grid on screen, by position.
  fileprivate var shownIDs: [Recipe.ID] {
    cardGrid.shownItems.compactMap { $0.item?.id }
  }

  /// The names on the cells of the largest run of bound positions: those on screen
  /// ("" while a card is blank).
  fileprivate var namesOnScreen: [String] {
    let shown = cardGrid.shownItems
    let run = GridView<RecipeListViewState.Card, RecipeCardView>.largestRun(
      of: shown.map(\.position))
    return shown.filter { run.contains($0.position) }.map { $0.item?.title ?? "" }
  }
}
