import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The pantry view in real GTK: a line written and added with Enter, the recipes ranked
/// with what they miss, a removal and its Undo toast, a recipe opened from its card, the
/// search narrowing the recipes, and the shopping list dimming what is at home.
final class PantryWindowTests: GTKTestCase {
  func testALineAddedRanksTheRecipesAndARemovalCanBeUndone() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow: PantryFlow = makeHome(store).home.pantry
      store.send(.viewSelected(.pantry))
      let window = try XCTUnwrap(flow.view)
      pump(until: { !store.state.pantry.isLoading })
      XCTAssertEqual(store.state.view, .pantry)
      XCTAssertEqual(window.itemEntry.accessibleLabel, "Something you have at home")
      XCTAssertEqual(
        window.itemsSummary.text,
        "Nothing in the pantry yet: write what you have at home, such as “2 onions”.")

      window.itemEntry.type("250 g butter")
      window.itemEntry.pressEnter()
      XCTAssertEqual(window.itemEntry.text, "", "the field empties for the next line")
      pump(until: { window.removeButtons.count == 1 }, "the line never showed")
      XCTAssertEqual(store.state.pantry.items.map(\.text), ["250 g butter"])
      pump(until: { !window.recipeButtons.isEmpty }, "no recipe was ranked")
      let best = try XCTUnwrap(store.state.pantry.cookable.first)
      let card = try XCTUnwrap(window.recipeButtons[best.id])
      XCTAssertTrue(
        card.accessibleLabel?.hasPrefix(best.name) == true, "\(card.accessibleLabel ?? "")")
      let brownies = try XCTUnwrap(
        store.state.pantry.cookable.first { $0.id == Recipe.mockDessert.id })
      XCTAssertFalse(
        brownies.missing.contains { $0.lowercased().contains("butter") },
        "butter is at home: \(brownies.missing)")

      let id = try XCTUnwrap(store.state.pantry.items.first?.id)
      let remove = try XCTUnwrap(window.removeButtons[id])
      XCTAssertEqual(remove.accessibleLabel, "Remove 250 g butter")
      remove.click()
      pump(until: { window.toasts.pendingToasts.count == 1 }, "no Undo was offered")
      let toast = try XCTUnwrap(window.toasts.pendingToasts.first)
      XCTAssertEqual(toast.title, "“250 g butter” was taken out of the pantry.")
      XCTAssertEqual(toast.buttonLabel, "Undo")
      XCTAssertTrue(store.state.pantry.items.isEmpty)
      window.toasts.clickButton(of: toast)
      pump(until: { store.state.pantry.items.count == 1 }, "Undo did not put it back")
      pump(until: { window.removeButtons.count == 1 })

      card.click()
      XCTAssertNotNil(store.state.detail(best.id), "the card did not open its recipe")
    }
  }

  func testItsOwnSearchNarrowsTheRecipesAndTheRecipesViewsSearchDoesNot() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow: PantryFlow = makeHome(store).home.pantry
      store.send(.search(.queryChanged("zzzz")))
      store.send(.viewSelected(.pantry))
      let window = try XCTUnwrap(flow.view)
      XCTAssertEqual(window.searchEntry.text, "", "the pantry took the Recipes view's search")
      pump(until: { !store.state.pantry.isLoading && !window.recipeButtons.isEmpty })
      XCTAssertEqual(window.recipeButtons.count, Recipe.mocks.count)
      window.searchEntry.type("zzzz")
      pump(until: { window.recipeButtons.isEmpty }, "its search narrowed nothing")
      XCTAssertEqual(window.recipesSummary.text, "No recipe matches “zzzz”.")
      window.searchEntry.type("")
      pump(until: { !window.recipeButtons.isEmpty }, "clearing the search showed nothing")
      XCTAssertEqual(window.recipeButtons.count, Recipe.mocks.count)
      XCTAssertEqual(store.state.search.text, "zzzz", "the Recipes view's search was changed")
    }
  }

  func testTakingALineOffNearTheBottomKeepsThePageWhereItWas() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = makeHome(store)
      list.parentWindow.setDefaultSize(width: 560, height: 720)
      list.present()
      store.send(.viewSelected(.pantry))
      let window = try XCTUnwrap(list.home.pantry.view)
      store.send(.pantry(.itemsAdded((1...60).map { "spice number \($0)" })))
      pump(until: { window.removeButtons.count == 60 }, "the lines never showed")
      let scroller = try XCTUnwrap(window.scroller)
      pump(until: { scroller.maximumVerticalOffset > 400 }, "the page never grew tall")
      pump(until: { scroller.scroll(to: scroller.maximumVerticalOffset) }, "never scrolled")
      let offset = scroller.verticalOffset
      let last = try XCTUnwrap(store.state.pantry.items.last)
      let remove = try XCTUnwrap(window.removeButtons[last.id])
      // As a click leaves it: the × has the focus, and goes with its line.
      remove.grabFocus()
      remove.click()
      pump(until: { window.removeButtons.count == 59 }, "not removed")
      // The focus moves to the line now in its place (the new last one); GTK's scroll to it,
      // if any, animates.
      let newLast = try XCTUnwrap(store.state.pantry.items.last)
      pump(
        until: { window.removeButtons[newLast.id]?.containsFocus == true },
        "the focus is not on the line now in the removed one's place")
      pumpUntilStill(scroller)
      XCTAssertGreaterThan(
        scroller.verticalOffset, offset - 200, "the page jumped to \(scroller.verticalOffset)")
    }
  }
}
