import Foundation
import RecipesCore
import RecipesLocalization
import RecipesNutrition
import XCTest

@testable import RecipesCLI

/// What the recipe window's Nutrition section says of a line it could not weigh names the
/// line's unit in the reader's language ("no weight known for “Stück”"), as measures are
/// shown everywhere else, never the English symbol.
///
/// XCTest, not Swift Testing: the catalog is the process's, and XCTest runs one test at a
/// time, before the Swift Testing suites.
final class NutritionReasonTranslationTests: XCTestCase {
  override func tearDown() {
    Localization.install(.source)
    super.tearDown()
  }

  func testAnUnweighedUnitIsNamedInTheReadersLanguage() {
    Localization.install(
      .table(
        [
          MessageCatalog.key("square", context: "unit"): "Stück",
          MessageCatalog.key("cups", context: "unit"): "Tassen",
          "no weight known for “{unit}”": "kein Gewicht für „{unit}“ bekannt",
          "no weight known for one": "kein Gewicht für ein Stück bekannt",
          "left out by you": "von Ihnen weggelassen",
        ], locale: Locale(identifier: "de_DE")))
    XCTAssertEqual(
      NutritionFacts.reason(.noWeight(unit: "square")), "kein Gewicht für „Stück“ bekannt")
    XCTAssertEqual(
      NutritionFacts.reason(.noWeight(unit: "cups")), "kein Gewicht für „Tassen“ bekannt")
    XCTAssertEqual(
      NutritionFacts.reason(.noWeight(unit: "one")), "kein Gewicht für ein Stück bekannt")
    XCTAssertEqual(NutritionFacts.said(.leftOut), "von Ihnen weggelassen")
  }

  func testInEnglishTheUnitIsAsWritten() {
    XCTAssertEqual(NutritionFacts.reason(.noWeight(unit: "square")), "no weight known for “square”")
  }
}
