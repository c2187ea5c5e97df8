import Foundation
import GtkInterop
import RecipesCore
import XCTest

@testable import RecipesGTK

/// A card says how long its recipe takes, and says nothing for a recipe that does not.
final class RecipeCardViewTests: GTKTestCase {
  func testACardShowsItsRecipesTotalTimeAndARecycledCardForgetsIt() {
    MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Card", width: 240, height: 320)
      let card = RecipeCardView()
      window.setContent(card.root)
      window.present()
      let stew = RecipeSummary(
        id: "catalog-1", name: "Beef and Guinness Stew", category: "Beef", area: "Irish",
        totalMinutes: 205)
      card.show(RecipeListViewState.Card(stew, isFavorite: false))
      XCTAssertEqual(card.footnote.text, "Total 3 h 25 min")
      XCTAssertTrue(card.footnote.isVisible)
      pump(until: { card.footnote.allocatedHeight > 0 }, "the time was never laid out")

      // The grid recycles cards: one for a recipe without times shows none, nor does a blank.
      let remote = RecipeSummary(id: "52772", name: "Teriyaki Chicken Casserole")
      card.show(RecipeListViewState.Card(remote, isFavorite: false))
      XCTAssertEqual(card.footnote.text, "")
      XCTAssertFalse(card.footnote.isVisible)
      card.show(RecipeListViewState.Card(stew, isFavorite: true))
      XCTAssertTrue(card.footnote.isVisible)
      card.show(nil)
      XCTAssertFalse(card.footnote.isVisible)

      // The cook's version says so, to the eye and to a screen reader.
      let version = RecipeSummary(
        id: "mine-stew", name: "Beef and Guinness Stew", totalMinutes: 205, basedOn: "catalog-1")
      card.show(RecipeListViewState.Card(version, isFavorite: true))
      XCTAssertEqual(card.footnote.text, "Your version · Total 3 h 25 min")
      XCTAssertEqual(
        card.root.accessibleLabel, "Beef and Guinness Stew, your version, favorite")
    }
  }
}
