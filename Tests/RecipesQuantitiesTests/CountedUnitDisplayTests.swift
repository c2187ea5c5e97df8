import Foundation
import RecipesLocalization
import XCTest

@testable import RecipesQuantities

/// Counted units ("3 cloves", "2 sprigs") as a German or French cook reads them.
///
/// The catalog is process-wide: XCTests, one at a time, putting the source catalog back.
final class CountedUnitDisplayTests: XCTestCase {
  override func tearDown() {
    Localization.install(.source)
  }

  func testGermanCountedUnitsAgreeWithTheAmountAsEnglishDoes() {
    var table: [String: String] = [:]
    for (english, german) in [
      ("clove", "Zehe"), ("cloves", "Zehen"), ("sprig", "Zweig"), ("sprigs", "Zweige"),
      ("stick", "Stange"), ("sticks", "Stangen"), ("tbsp", "EL"),
    ] {
      table[MessageCatalog.key(english, context: "unit")] = german
    }
    Localization.install(.table(table, locale: Locale(identifier: "de_DE")))
    XCTAssertEqual(MeasureDisplay.text(for: "3 cloves"), "3 Zehen")
    XCTAssertEqual(MeasureDisplay.text(for: "1 clove"), "1 Zehe")
    XCTAssertEqual(MeasureDisplay.text(for: "½ clove"), "½ Zehe")
    XCTAssertEqual(MeasureDisplay.text(for: "1 ½ sticks"), "1 ½ Stangen")
    XCTAssertEqual(MeasureDisplay.text(for: "6 sprigs"), "6 Zweige")
    XCTAssertEqual(MeasureDisplay.text(for: "2 tbsp + 1 clove"), "2 EL + 1 Zehe")
    // Not a unit: a word the catalog does not know stays as written.
    XCTAssertEqual(MeasureDisplay.text(for: "2 onions"), "2 onions")
  }

  func testEveryCountedUnitInBothFormsIsAMessageOfTheCatalog() {
    // A catalog that marks every unit it is asked for: a form missing from the table of
    // messages would come through unmarked.
    Localization.install(
      MessageCatalog(
        locale: Locale(identifier: "en_US_POSIX"),
        text: { message, context in context == "unit" ? "<\(message)>" : message },
        plural: { singular, plural, count, _ in count == 1 ? singular : plural }))
    for word in CookingUnit.countedWords + ["inch"] {
      let unit = CookingUnit.counted(word)
      let plural = unit.written(plural: true)
      XCTAssertEqual(MeasureDisplay.text(for: "1 \(word)"), "1 <\(word)>")
      XCTAssertEqual(MeasureDisplay.text(for: "2 \(plural)"), "2 <\(plural)>")
    }
    // Abbreviations are the same in every language.
    XCTAssertEqual(MeasureDisplay.text(for: "2 cm"), "2 cm")
  }
}
