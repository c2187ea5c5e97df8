import Foundation
import RecipesFixtures
import Testing

/// The built `recipes` program in German and French: its help, its usage errors and its
/// measures, from catalogs compiled from `po/` for the test; the same command lines in the C
/// locale stay English.
///
/// Each run is a process of its own, so the locale is the program's (gettext's `setlocale`
/// reads `LANG`) and nothing in this process changes. The locales must be generated
/// (`scripts/install-deps.sh --test` does); without them the suite is skipped.
@Suite(
  "translated command line",
  .enabled(if: TranslatedRun.localesAreGenerated, "de_DE.UTF-8 and fr_FR.UTF-8 not generated"))
struct TranslatedOutputTests {
  private let run: TranslatedRun

  init() throws {
    run = try TranslatedRun()
  }

  // MARK: - Help and usage errors

  @Test func helpShowsTheGermanAbstract() throws {
    let german = try run(["--help"], language: "de_DE.UTF-8")
    #expect(german.status == 0, "\(german.errors)")
    #expect(german.output.contains("Rezepte durchstöbern und durchsuchen, zuerst offline."))
    #expect(!german.output.contains("Browse and search recipes"))

    let english = try run(["--help"], language: "C.UTF-8")
    #expect(english.output.contains("Browse and search recipes, offline first."))
  }

  @Test func badServingsIsAGermanUsageError() throws {
    let german = try run(["show", "52772", "--servings", "0"], language: "de_DE.UTF-8")
    #expect(german.status == 2)
    #expect(german.errors.contains("--servings muss eine ganze Zahl von 1 bis 1000 sein, nicht 0."))

    let english = try run(["show", "52772", "--servings", "0"], language: "C.UTF-8")
    #expect(english.status == 2)
    #expect(english.errors.contains("--servings must be a whole number from 1 to 1000, not 0."))
  }

  // MARK: - The meal plan

  @Test func thePlanNamesMealsInTheCooksLanguage() throws {
    let added = try run(
      ["plan", "add", "catalog-76", "--date", "2026-11-30", "--meal", "dinner"],
      language: "de_DE.UTF-8")
    #expect(added.status == 0, "\(added.errors)")
    let id = added.output.trimmingCharacters(in: .whitespacesAndNewlines)

    let week = try run(
      ["plan", "--from", "2026-11-30", "--to", "2026-11-30"], language: "de_DE.UTF-8")
    #expect(week.output.contains("  Abendessen"), "\(week.output)")
    #expect(!week.output.contains("Dinner"))

    let moved = try run(
      ["plan", "move", id, "--date", "2026-12-01", "--meal", "lunch"], language: "fr_FR.UTF-8")
    #expect(moved.status == 0, "\(moved.errors)")
    #expect(moved.output == "Déplacé\u{A0}: 2026-12-01, Déjeuner.\n")

    let removed = try run(["plan", "remove", id], language: "C.UTF-8")
    #expect(removed.output == "Removed: 2026-12-01, Lunch.\n")
  }

  // MARK: - Measures

  @Test func germanMeasuresUseELAndADecimalComma() throws {
    let german = try run(
      ["ingredient", "--scale", "2", "1 tbsp sugar", "750 g flour"], language: "de_DE.UTF-8")
    #expect(german.status == 0, "\(german.errors)")
    #expect(german.output == "2 EL  sugar\n1,5 kg  flour\n")
  }

  @Test func frenchMeasuresUseCASAndADecimalComma() throws {
    let french = try run(
      ["ingredient", "--scale", "2", "1 tbsp sugar", "750 g flour"], language: "fr_FR.UTF-8")
    #expect(french.status == 0, "\(french.errors)")
    // "c. à s." with no-break spaces, as the French catalog writes it.
    #expect(french.output == "2 c.\u{A0}à\u{A0}s.  sugar\n1,5 kg  flour\n")
  }

  @Test func theCLocaleKeepsEnglishMeasures() throws {
    let english = try run(
      ["ingredient", "--scale", "2", "1 tbsp sugar", "750 g flour"], language: "C.UTF-8")
    #expect(english.status == 0, "\(english.errors)")
    #expect(english.output == "2 tbsp  sugar\n1.5 kg  flour\n")
  }

  @Test func jsonKeepsTheCanonicalEnglishMeasure() throws {
    let german = try run(
      ["ingredient", "--json", "--scale", "2", "1 tbsp sugar", "750 g flour"],
      language: "de_DE.UTF-8")
    #expect(german.status == 0, "\(german.errors)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(german.output.utf8)) as? [[String: Any]])
    #expect(rows.map { $0["measure"] as? String } == ["2 tbsp", "1.5 kg"])
  }
}

/// Runs the built `recipes` program in a language, with catalogs compiled from `po/` into a
/// folder of the test's own (`RECIPES_LOCALE_DIR`).
struct TranslatedRun {
  /// What one run did.
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Whether glibc has the German and French locales the runs ask for.
  static let localesAreGenerated: Bool = {
    guard let listing = try? output(of: "/usr/bin/locale", ["-a"]) else { return false }
    let names = Set(listing.split(whereSeparator: \.isNewline).map { $0.lowercased() })
    return names.contains("de_de.utf8") && names.contains("fr_fr.utf8")
  }()

  private let directory: TemporaryDirectory
  private let catalogs: CompiledCatalogs
  private let program: URL

  /// Compiles `po/de.po` and `po/fr.po` with msgfmt and finds the built program.
  init() throws {
    directory = try TemporaryDirectory(label: "translated-cli")
    catalogs = try CompiledCatalogs()
    program = try #require(Self.builtProgram(), "the `recipes` program is not built")
  }

  /// Runs `recipes arguments` with `LANG=language` and nothing else choosing the language.
  func callAsFunction(_ arguments: [String], language: String) throws -> Result {
    let home = directory.url.path
    return try Self.launch(
      program.path, arguments,
      environment: [
        "LANG": language, "LANGUAGE": "", "LC_ALL": "",
        "RECIPES_LOCALE_DIR": catalogs.directory.path,
        "HOME": home, "XDG_DATA_HOME": home + "/xdg-data", "XDG_CACHE_HOME": home + "/xdg-cache",
        "PATH": "/usr/bin:/bin",
      ])
  }

  /// `recipes` beside the test bundle (`.build/debug`), where `swift build --build-tests`
  /// puts it.
  private static func builtProgram() -> URL? {
    let candidates =
      [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      .compactMap { $0?.deletingLastPathComponent().appendingPathComponent("recipes") }
      + [root.appendingPathComponent(".build/debug/recipes")]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private static func output(of tool: String, _ arguments: [String]) throws -> String {
    try launch(tool, arguments, environment: ["PATH": "/usr/bin:/bin"]).output
  }

  private static func launch(
    _ tool: String, _ arguments: [String], environment: [String: String]
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: written, as: UTF8.self),
      errors: String(decoding: said, as: UTF8.self))
  }
}
