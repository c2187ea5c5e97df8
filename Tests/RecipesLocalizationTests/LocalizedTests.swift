import Foundation
import XCTest

@testable import RecipesLocalization

/// The installed catalog is process-wide: XCTest runs these one at a time, never beside the
/// Swift Testing suites that read English text, and each test puts the source catalog back.
final class LocalizedTests: XCTestCase {
  private static let german = MessageCatalog.table(
    [
      "{name} was added to the shopping list": "{name} steht jetzt auf der Einkaufsliste",
      MessageCatalog.key("tbsp", context: "unit"): "EL",
    ],
    pluralForms: ["{count} serving": ["{count} Portion", "{count} Portionen"]],
    locale: Locale(identifier: "de_DE"))

  override func tearDown() {
    Localization.install(.source)
  }

  func testWithoutACatalogTheSourceTextIsReadWithEnglishPlurals() {
    Localization.install(.source)
    XCTAssertEqual(localized("{name} was added", ["name": "Soup"]), "Soup was added")
    XCTAssertEqual(localizedPlural("{count} serving", "{count} servings", count: 1), "1 serving")
    XCTAssertEqual(localizedPlural("{count} serving", "{count} servings", count: 0), "0 servings")
    XCTAssertEqual(LocalizedNumber.decimal("1.5"), "1.5")
  }

  func testAnInstalledCatalogTranslatesByContextAndWritesDecimalsItsWay() {
    Localization.install(Self.german)
    XCTAssertEqual(
      localized("{name} was added to the shopping list", ["name": "Linsensuppe"]),
      "Linsensuppe steht jetzt auf der Einkaufsliste")
    XCTAssertEqual(localized("tbsp", context: "unit"), "EL")
    XCTAssertEqual(localized("tbsp"), "tbsp")
    XCTAssertEqual(localizedPlural("{count} serving", "{count} servings", count: 4), "4 Portionen")
    XCTAssertEqual(localizedPlural("{count} serving", "{count} servings", count: 1), "1 Portion")
    XCTAssertEqual(localized("Not in the catalog"), "Not in the catalog")
    XCTAssertEqual(LocalizedNumber.decimal("1.5 kg"), "1,5 kg")
    XCTAssertEqual(localizable("tbsp").localized(), "tbsp")
  }
}
