import Foundation
import RecipesCore
import RecipesLocalization
import XCTest

/// A card says how long its recipe takes, in the reader's language.
///
/// The message catalog is process-wide: XCTests, one at a time, putting the source one back.
final class CardTotalTimeTests: XCTestCase {
  override func tearDown() {
    Localization.install(.source)
  }

  func testACardShowsTheStatedTotal() {
    let stew = Recipe(
      id: "catalog-1", name: "Stew", prepMinutes: 25, cookMinutes: 180, totalMinutes: 205)
    XCTAssertEqual(stew.summary.totalMinutes, 205)
    XCTAssertEqual(
      RecipeListViewState.Card(stew.summary, isFavorite: false).totalTime, "Total 3 h 25 min")
  }

  func testWithoutATotalPreparationPlusCookingIsShownAndWithNeitherNothing() {
    let soup = Recipe(id: "mine-soup", name: "Soup", prepMinutes: 10, cookMinutes: 80)
    XCTAssertEqual(soup.minutesToTable, 90)
    XCTAssertEqual(
      RecipeListViewState.Card(soup.summary, isFavorite: false).totalTime, "Total 1 h 30 min")
    let onlyPrep = Recipe(id: "mine-salad", name: "Salad", prepMinutes: 10)
    XCTAssertNil(onlyPrep.summary.totalMinutes)
    XCTAssertEqual(RecipeListViewState.Card(onlyPrep.summary, isFavorite: false).totalTime, "")
    let remote = RecipeSummary(id: "52772", name: "Teriyaki Chicken Casserole")
    XCTAssertEqual(RecipeListViewState.Card(remote, isFavorite: true).totalTime, "")
    XCTAssertEqual(RecipeListViewState.totalTime(45), "Total 45 min")
    XCTAssertEqual(RecipeListViewState.totalTime(120), "Total 2 h")
  }

  func testTheTimeIsSaidInTheReadersLanguage() {
    Localization.install(
      .table(
        [
          MessageCatalog.key("Total {time}", context: nil): "Gesamt {time}",
          MessageCatalog.key("{hours} h {minutes} min", context: nil):
            "{hours} Std. {minutes} Min.",
        ], locale: Locale(identifier: "de_DE")))
    let summary = RecipeSummary(id: "catalog-6", name: "Brathähnchen", totalMinutes: 125)
    XCTAssertEqual(
      RecipeListViewState.Card(summary, isFavorite: false).totalTime, "Gesamt 2 Std. 5 Min.")
  }
}
