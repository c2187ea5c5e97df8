import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The main window's search: the help beside the box, the count, "Did you mean…?".
final class SearchWindowTests: GTKTestCase {
  func testATypoOffersTheKnownWordAndClickingItSearchesItWithTheKeyboardInTheBox() {
    MainActor.assumeIsolated {
      let (store, window) = shownSearchWindow(application: nil)
      let suggestion = window.searchStatus.suggestionButton
      XCTAssertFalse(suggestion.isVisible, "no suggestion before a search")

      window.searchEntry.type("chiken")
      pump(until: { store.state.search.text == "chiken" })
      window.searchEntry.pressEnter()
      pump(until: { window.pages.visiblePage == .empty }, "the empty state never showed")
      pump(until: { suggestion.isVisible }, "no suggestion was offered")
      XCTAssertEqual(suggestion.label, "Did you mean “chicken”?")
      XCTAssertTrue(window.searchStatus.root.isVisible)

      // A click puts the keyboard on the button, which then goes.
      suggestion.grabFocus()
      suggestion.click()
      XCTAssertEqual(window.searchEntry.text, "chicken", "the box holds the suggestion")
      XCTAssertTrue(window.searchEntry.containsFocus, "the keyboard went with the button")
      pump(
        until: { window.cards?.loaded.map(\.id) == [Recipe.mock.id] },
        "the suggestion was not searched")
      XCTAssertFalse(suggestion.isVisible, "the suggestion goes once taken")
      XCTAssertEqual(window.searchStatus.count.text, "1 recipe")
      XCTAssertTrue(window.searchStatus.count.isVisible)
    }
  }

  func testEscapeAnywhereInTheRecipesViewClearsTheSearch() {
    MainActor.assumeIsolated {
      let (store, window) = shownSearchWindow(application: GTKTestCase.application)
      XCTAssertFalse(
        window.recipesPage.pressLocalShortcut("Escape"), "Escape taken with nothing to clear")
      window.searchEntry.type("pie")
      pump(until: { store.state.search.text == "pie" })
      // With the keyboard on the grid, not in the box: Escape is the Recipes view's.
      window.cardGrid.grabFocus()
      XCTAssertTrue(window.recipesPage.pressLocalShortcut("Escape"), "Escape did nothing")
      XCTAssertEqual(store.state.search.text, "")
      XCTAssertEqual(window.searchEntry.text, "")
    }
  }

  func testDownFromTheSearchGoesToTheFirstCardFound() {
    MainActor.assumeIsolated {
      let (_, window) = shownSearchWindow(application: nil)
      window.searchEntry.grabFocus()
      window.searchEntry.type("pasta")
      window.searchEntry.pressEnter()
      pump(
        until: { window.cards?.loaded.map(\.id) == [Recipe.mockPasta.id] },
        "the search found nothing")
      pump(until: { window.cardGrid.realizedCellCount > 0 }, "no card was drawn")
      XCTAssertTrue(window.searchEntry.pressDown(), "Down was not taken")
      XCTAssertEqual(window.cardGrid.focusedPosition, 0, "the keyboard is not on the first card")
      XCTAssertFalse(window.searchEntry.containsFocus)
      // With no card to go to, Down is left to GTK.
      window.searchEntry.type("zzzz")
      window.searchEntry.pressEnter()
      pump(until: { window.pages.visiblePage == .empty }, "the empty state never showed")
      window.searchEntry.grabFocus()
      XCTAssertFalse(window.searchEntry.pressDown(), "Down was taken with no card shown")
    }
  }

  /// Enter in the search box opens the first recipe found, as GNOME's searches do.
  func testEnterInTheSearchOpensTheFirstRecipeFound() throws {
    try MainActor.assumeIsolated {
      let (store, window) = shownSearchWindow(application: nil)
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      defer {
        for detail in store.state.details { store.send(.detailWindowClosed(detail.id)) }
        pump(until: { flow.openDetailIDs.isEmpty })
      }
      window.searchEntry.type("pasta")
      window.searchEntry.pressEnter()
      pump(until: { flow.detailWindow(Recipe.mockPasta.id) != nil }, "Enter opened no recipe")
      // Enter again, the search answered: the same window to the front, no second one.
      let sequence = try XCTUnwrap(store.state.focusRequest?.sequence)
      window.searchEntry.pressEnter()
      XCTAssertEqual(store.state.details.map(\.id), [Recipe.mockPasta.id])
      XCTAssertEqual(store.state.focusRequest?.sequence, sequence + 1)
    }
  }

  func testTheCountSaysHowManyRecipesTheSearchFound() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let window = RecipeListWindow(application: nil, store: store)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.status == .loaded })
      XCTAssertFalse(window.searchStatus.root.isVisible, "no count without a search")
      // The brownies and the crème brûlée.
      window.searchEntry.type("cat:dessert")
      pump(until: { store.state.search.text == "cat:dessert" })
      window.searchEntry.pressEnter()
      pump(until: { window.searchStatus.count.text == "2 recipes" }, "the count never showed")
      XCTAssertTrue(window.searchStatus.root.isVisible)
      XCTAssertFalse(window.searchStatus.suggestionButton.isVisible)

      window.searchEntry.type("")
      pump(until: { !window.searchStatus.root.isVisible }, "the count outlived the search")
    }
  }

  func testTheHelpBesideTheSearchListsTheFilters() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let window = RecipeListWindow(application: nil, store: store)
      window.present()
      let help = window.searchHelp
      XCTAssertEqual(help.button.accessibleLabel, "Search help")
      XCTAssertEqual(
        help.rows.map(\.example),
        [
          "pie chicken", "in:egg", "-in:nuts", "in:dairy", "cat:dessert", "area:italian",
          "rating:4", "area:\"south african\"",
        ])
      help.button.popup()
      pump(until: { help.button.isOpen }, "the help never opened")
      help.button.popdown()
    }
  }
}

/// The main window shown over the mock recipes, its list read.
@MainActor
private func shownSearchWindow(application: Application?) -> (
  Store<AppFeature.State, AppFeature.Action>, RecipeListWindow
) {
  let store = makeStore(clock: ManualClock(), log: ActionLog())
  let window = RecipeListWindow(application: application, store: store)
  window.present()
  store.send(.list(.onAppear))
  pump(until: { store.state.list.status == .loaded })
  return (store, window)
}
