import Foundation
import RecipesCatalog
import Testing

/// `recipes print`: the PDF's text (read back with poppler's `pdftotext`, which `make test`
/// installs) holds the whole recipe, servings scale it, and failures exit 1.
@MainActor
@Suite(.enabled(if: PDFText.isAvailable, "needs pdftotext (poppler-utils)"))
struct PrintCommandTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func pdf(named name: String) -> String {
    recipes.directory.url.appendingPathComponent(name).path
  }

  @Test func thePDFHoldsTheNameEveryIngredientAndEveryStep() async throws {
    let meal = try CatalogMeal(named: "Beef and Guinness Stew")
    let path = pdf(named: "stew.pdf")
    let run = await recipes(
      ["print", meal.id, "--offline", "--output", path] + recipes.dataDirectory)
    #expect(run.status == 0, "\(run.errors)")
    let text = try PDFText.read(path)
    #expect(text.contains(meal.name))
    for (measure, name) in meal.ingredients {
      #expect(text.contains(name), "missing ingredient \(measure) \(name)")
    }
    // The amounts as the recipe window shows them: "440ml" is read and written "440 ml".
    #expect(text.contains("1 kg Beef chuck"))
    #expect(text.contains("440 ml Guinness"))
    #expect(text.contains("½ tsp Black pepper"))
    #expect(meal.steps.count >= 5)
    for step in meal.steps {
      #expect(text.contains(PDFText.collapsed(step)), "missing step: \(step)")
    }
    #expect(text.contains("\(meal.name) — page 1 of"))
  }

  @Test func servingsScaleTheAmounts() async throws {
    let meal = try CatalogMeal(named: "Beef and Guinness Stew")
    let path = pdf(named: "stew-12.pdf")
    let run = await recipes(
      ["print", meal.id, "--servings", "12", "--offline", "--output", path]
        + recipes.dataDirectory)
    #expect(run.status == 0, "\(run.errors)")
    let text = try PDFText.read(path)
    // Written as "1 kg Beef chuck", "½ tsp Black pepper", "440ml Guinness" for 6 (the
    // catalog says so); the amounts are read and written by the Quantities parser and
    // renderer.
    #expect(text.contains("Serves 12 (written for 6)"))
    #expect(text.contains("2 kg Beef chuck"))
    #expect(text.contains("1 tsp Black pepper"))
    #expect(text.contains("880 ml Guinness"))
    #expect(!text.contains("1 kg Beef chuck"))
  }

  @Test func anUnknownRecipeOrAnUnwritablePathIsStatus1() async throws {
    let unknown = await recipes(
      ["print", "catalog-0", "--offline", "--output", pdf(named: "none.pdf")]
        + recipes.dataDirectory)
    #expect(unknown.status == 1)
    #expect(unknown.errors.contains("catalog-0"))
    #expect(!FileManager.default.fileExists(atPath: pdf(named: "none.pdf")))

    let meal = try CatalogMeal(named: "Beef and Guinness Stew")
    let unwritable = await recipes(
      ["print", meal.id, "--offline", "--output", "/nonexistent-folder/stew.pdf"]
        + recipes.dataDirectory)
    #expect(unwritable.status == 1)
    #expect(unwritable.errors.contains("cannot write /nonexistent-folder/stew.pdf"))
  }

  @Test func usageErrorsAreStatus2() async {
    let noOutput = await recipes(["print", "catalog-1", "--offline"] + recipes.dataDirectory)
    #expect(noOutput.status == 2)
    let noServings = await recipes(
      ["print", "catalog-1", "--servings", "0", "--output", pdf(named: "x.pdf")]
        + recipes.dataDirectory)
    #expect(noServings.status == 2)
    let tooMany = await recipes(
      ["print", "catalog-1", "--servings", "1001", "--output", pdf(named: "x.pdf")]
        + recipes.dataDirectory)
    #expect(tooMany.status == 2)
    #expect(tooMany.errors.contains("--servings must be a whole number from 1 to 1000"))
  }
}

/// One catalog recipe read straight from the shipped JSON: the test's oracle.
struct CatalogMeal {
  let id: String
  let name: String
  let ingredients: [(measure: String, name: String)]
  let steps: [String]

  init(named wanted: String) throws {
    let root = try JSONSerialization.jsonObject(with: RecipesCatalog.data())
    let meals = try #require((root as? [String: Any])?["meals"] as? [[String: Any]])
    let meal = try #require(meals.first { $0["strMeal"] as? String == wanted })
    id = try #require(meal["idMeal"] as? String)
    name = wanted
    ingredients = (1...20).compactMap { index in
      let name = (meal["strIngredient\(index)"] as? String ?? "").trimmingCharacters(
        in: .whitespaces)
      let measure = (meal["strMeasure\(index)"] as? String ?? "").trimmingCharacters(
        in: .whitespaces)
      return name.isEmpty ? nil : (measure, name)
    }
    steps = (meal["strInstructions"] as? String ?? "")
      .components(separatedBy: .newlines)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}

/// Poppler's `pdftotext`, with white space collapsed so wrapped lines read as written.
enum PDFText {
  static let tool = "/usr/bin/pdftotext"

  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: tool) }

  /// The text of the PDF at `path`, its pages in order, white space collapsed.
  static func read(_ path: String, page: Int? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    let pages = page.map { ["-f", "\($0)", "-l", "\($0)"] } ?? []
    process.arguments = pages + [path, "-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "pdftotext failed on \(path)")
    return collapsed(String(decoding: data, as: UTF8.self))
  }

  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
