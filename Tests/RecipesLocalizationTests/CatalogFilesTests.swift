import Foundation
import Testing

/// The translation files in `po/`.
///
/// The template must be made from today's sources, and every language complete. These run
/// the project's own scripts, as `make lint` does.
@Suite("translation catalogs")
struct CatalogFilesTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `script` with Debian's Python and answers its exit status and standard error.
  private func run(_ script: String, _ arguments: [String] = []) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Self.root.appendingPathComponent("scripts/\(script)").path] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test("po/recipes.pot holds exactly the messages of the sources")
  func templateIsCurrent() throws {
    let (status, errors) = try run("update-pot.py", ["--check"])
    #expect(status == 0, "\(errors)")
  }

  @Test("German and French have every message, none fuzzy, placeholders kept")
  func languagesAreComplete() throws {
    for language in ["de", "fr"] {
      let po = Self.root.appendingPathComponent("po/\(language).po")
      #expect(FileManager.default.fileExists(atPath: po.path), "po/\(language).po")
    }
    let (status, errors) = try run("check-po.py")
    #expect(status == 0, "\(errors)")
  }

  @Test("the check finds a fuzzy, an untranslated and a renamed-placeholder message")
  func checkFindsProblems() throws {
    let german = try String(
      contentsOf: Self.root.appendingPathComponent("po/de.po"), encoding: .utf8)
    let broken =
      german
      .replacingOccurrences(
        of: "msgstr \"Schritt {number} von {count}\"",
        with: "msgstr \"Schritt {nummer} von {count}\""
      )
      .replacingOccurrences(of: "msgstr \"Keine Schritte\"", with: "msgstr \"\"")
      .replacingOccurrences(
        of: "#, python-brace-format\nmsgid \"Cooking: {recipe}\"",
        with: "#, fuzzy, python-brace-format\nmsgid \"Cooking: {recipe}\"")
    #expect(broken != german)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-\(UUID().uuidString).po")
    try broken.write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    let (status, errors) = try run("check-po.py", [path.path])
    #expect(status == 1)
    #expect(errors.contains("'Cooking: {recipe}' is fuzzy"))
    #expect(errors.contains("'No steps' is untranslated"))
    #expect(errors.contains("extra ['nummer']"))
  }
}
