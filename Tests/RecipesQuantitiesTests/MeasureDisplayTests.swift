import Foundation
import RecipesLocalization
import RecipesQuantities
import XCTest

/// Measures as a German or French cook reads them.
///
/// The catalog is process-wide, so these are XCTests (one at a time, never beside the Swift Testing suites reading English) and put the
/// source catalog back.
final class MeasureDisplayTests: XCTestCase {
  private func install(_ units: [String: String], locale: String) {
    var table: [String: String] = [:]
    for (english, translated) in units {
      table[MessageCatalog.key(english, context: "unit")] = translated
    }
    Localization.install(.table(table, locale: Locale(identifier: locale)))
  }

  override func tearDown() {
    Localization.install(.source)
  }

  func testEnglishIsTheRenderersOwnText() {
    for measure in ["2 tbsp + 2 tsp", "1.5 kg", "1 ½ cups", "2–3 fl oz", "3 cloves", "a pinch", ""]
    {
      XCTAssertEqual(MeasureDisplay.text(for: measure), measure)
    }
  }

  func testGermanUnitsAndDecimalCommas() {
    install(
      ["tbsp": "EL", "tsp": "TL", "cups": "Tassen", "cup": "Tasse", "fl oz": "fl. oz"],
      locale: "de_DE")
    XCTAssertEqual(MeasureDisplay.text(for: "2 tbsp + 2 tsp"), "2 EL + 2 TL")
    XCTAssertEqual(MeasureDisplay.text(for: "1.5 kg"), "1,5 kg")
    XCTAssertEqual(MeasureDisplay.text(for: "0.25 l"), "0,25 l")
    XCTAssertEqual(MeasureDisplay.text(for: "1 ½ cups"), "1 ½ Tassen")
    XCTAssertEqual(MeasureDisplay.text(for: "½ cup"), "½ Tasse")
    XCTAssertEqual(MeasureDisplay.text(for: "2–3 fl oz"), "2–3 fl. oz")
    // A unit the catalog lacks stays as written.
    XCTAssertEqual(MeasureDisplay.text(for: "3 cloves"), "3 cloves")
    XCTAssertEqual(MeasureDisplay.text(for: "1 lb"), "1 lb")
  }

  func testFrenchSpoonsKeepTheirSpaces() {
    install(
      ["tbsp": "c.\u{a0}à\u{a0}s.", "pinch": "pincée", "a pinch": "une pincée"], locale: "fr_FR")
    XCTAssertEqual(MeasureDisplay.text(for: "1 ½ tbsp"), "1 ½ c.\u{a0}à\u{a0}s.")
    XCTAssertEqual(MeasureDisplay.text(for: "1 pinch"), "1 pincée")
    XCTAssertEqual(MeasureDisplay.text(for: "a pinch"), "une pincée")
    XCTAssertEqual(MeasureDisplay.text(for: "1 tsp + a pinch"), "1 tsp + une pincée")
    XCTAssertEqual(MeasureDisplay.text(for: "12.5 g"), "12,5 g")
  }
}
