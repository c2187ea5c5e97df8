import Foundation
import GtkInterop
import RecipesFixtures
import RecipesLocalization
import XCTest

/// glibc's gettext over catalogs compiled from the project's `po/` files: no display needed.
///
/// XCTest runs one test at a time, so changing the process's locale here cannot change what
/// another test reads; each test puts the locale and the catalog back.
final class GettextTests: XCTestCase {
  private var catalogs: CompiledCatalogs!
  private var savedLocale: String?

  override func setUpWithError() throws {
    savedLocale = Gettext.currentLocale()
    catalogs = try CompiledCatalogs()
  }

  override func tearDownWithError() throws {
    Localization.install(.source)
    Gettext.restoreLocale(savedLocale)
    catalogs = nil
  }

  private func catalog(_ locale: String) throws -> MessageCatalog {
    let catalog = Gettext.catalog(
      domain: "recipes", directory: catalogs.directory, localeName: locale)
    try XCTSkipUnless(
      Gettext.messagesLocaleName == locale,
      "\(locale) is not generated here (scripts/install-deps.sh --test does)")
    return catalog
  }

  func testGermanTextsPluralsAndNumbers() throws {
    let german = try catalog("de_DE.UTF-8")
    XCTAssertEqual(german.text("Step {number} of {count}", nil), "Schritt {number} von {count}")
    XCTAssertEqual(german.plural("{count} done", "{count} done", 2, nil), "{count} fertig")
    XCTAssertEqual(german.text("A message no catalog has", nil), "A message no catalog has")
    XCTAssertEqual(german.locale.decimalSeparator, ",")
    Localization.install(german)
    XCTAssertEqual(LocalizedNumber.decimal("1.5 kg"), "1,5 kg")
  }

  func testFrenchPluralRuleCountsZeroAsOne() throws {
    let french = try catalog("fr_FR.UTF-8")
    XCTAssertEqual(french.plural("{count} done", "{count} done", 0, nil), "{count} terminé")
    XCTAssertEqual(french.plural("{count} done", "{count} done", 1, nil), "{count} terminé")
    XCTAssertEqual(french.plural("{count} done", "{count} done", 2, nil), "{count} terminés")
    XCTAssertEqual(french.text("Time’s up", nil), "C’est l’heure")
  }

  func testTheCLocaleLeavesEverythingInEnglish() throws {
    let english = Gettext.catalog(
      domain: "recipes", directory: catalogs.directory, localeName: "C.UTF-8")
    XCTAssertEqual(english.text("Time’s up", nil), "Time’s up")
    XCTAssertEqual(english.plural("{count} done", "{count} done", 1, nil), "{count} done")
    XCTAssertEqual(english.locale.decimalSeparator, ".")
  }
}
