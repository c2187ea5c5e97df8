import CGtk
import Foundation
import GtkInterop
import RecipesLocalization
import XCTest

/// glibc's gettext over catalogs compiled from the project's `po/` files: no display needed.
///
/// XCTest runs one test at a time, so changing the process's locale here cannot change what
/// another test reads; each test puts the locale and the catalog back.
final class GettextTests: XCTestCase {
  private var compiled: URL!
  private var savedLocale: String?

  override func setUpWithError() throws {
    savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) }
    compiled = FileManager.default.temporaryDirectory
      .appendingPathComponent("gettext-\(UUID().uuidString)", isDirectory: true)
    let po = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("po")
    for language in ["de", "fr"] {
      let folder = compiled.appendingPathComponent("\(language)/LC_MESSAGES", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let msgfmt = Process()
      msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
      msgfmt.arguments = [
        "-o", folder.appendingPathComponent("recipes.mo").path,
        po.appendingPathComponent("\(language).po").path,
      ]
      try msgfmt.run()
      msgfmt.waitUntilExit()
      XCTAssertEqual(msgfmt.terminationStatus, 0, "msgfmt \(language).po")
    }
  }

  override func tearDownWithError() throws {
    Localization.install(.source)
    _ = setlocale(LC_ALL, savedLocale ?? "C.UTF-8")
    try? FileManager.default.removeItem(at: compiled)
  }

  private func catalog(_ locale: String) throws -> MessageCatalog {
    let catalog = Gettext.catalog(domain: "recipes", directory: compiled, localeName: locale)
    let active = setlocale(LC_MESSAGES, nil).map { String(cString: $0) }
    try XCTSkipUnless(
      active == locale, "\(locale) is not generated here (scripts/install-deps.sh --test does)")
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
    let english = Gettext.catalog(domain: "recipes", directory: compiled, localeName: "C.UTF-8")
    XCTAssertEqual(english.text("Time’s up", nil), "Time’s up")
    XCTAssertEqual(english.plural("{count} done", "{count} done", 1, nil), "{count} done")
    XCTAssertEqual(english.locale.decimalSeparator, ".")
  }
}
