import Foundation
import RecipesCore
import RecipesFixtures
import RecipesPrinting
import Testing

/// The printed layout over several pages: every step whole on one page, a footer on each.
@MainActor
@Suite(.enabled(if: PDFText.isAvailable, "needs pdftotext (poppler-utils)"))
struct PageLayoutTests {
  /// Steps long enough, and numerous enough, to fill three pages or more.
  private let steps = (1...36).map { number in
    "Marker \(number): stir the pot slowly and evenly for a while, scraping the bottom "
      + "so nothing catches, then taste, season and keep it at a gentle simmer until the "
      + "sauce coats the back of a spoon; this is filler text for step \(number)."
  }

  @Test func noStepIsCutAcrossPagesAndEveryPageHasItsFooter() throws {
    let recipe = Recipe(
      id: "mine-long", name: "A Very Long Braise", instructions: steps.joined(separator: "\n"),
      ingredients: [Ingredient(name: "Beef", measure: "1 kg")])
    let directory = try TemporaryDirectory(label: "print")
    let path = directory.url.appendingPathComponent("long.pdf").path
    try RecipePageLayout(PrintedRecipe(recipe)).writePDF(to: path)
    let whole = try PDFText.read(path)
    let count = try #require(pageCount(in: whole))
    #expect(count >= 3, "36 long steps fit on \(count) pages")
    var pageOfStep: [Int: Int] = [:]
    for page in 1...count {
      let text = try PDFText.read(path, page: page)
      #expect(text.contains("A Very Long Braise — page \(page) of \(count)"), "page \(page)")
      for (index, step) in steps.enumerated() where text.contains(step) {
        pageOfStep[index] = page
      }
    }
    #expect(pageOfStep.count == steps.count, "steps not whole on one page: \(missing(pageOfStep))")
    #expect(pageOfStep.sorted { $0.key < $1.key }.map(\.value) == pageOfStep.values.sorted())
  }

  /// The cook's notes close the page, under their heading, a paragraph each.
  @Test func theNotesArePrintedAfterTheSteps() throws {
    let recipe = Recipe(
      id: "mine-notes", name: "Noted Soup", instructions: "Simmer the stock.",
      notes: "Freezes well for a month.\n\nTry it with barley.")
    let directory = try TemporaryDirectory(label: "print")
    let path = directory.url.appendingPathComponent("notes.pdf").path
    try RecipePageLayout(PrintedRecipe(recipe)).writePDF(to: path)
    let text = try PDFText.read(path)
    let step = try #require(text.range(of: "Simmer the stock."))
    let heading = try #require(text.range(of: "Notes"), "no Notes heading: \(text)")
    let first = try #require(text.range(of: "Freezes well for a month."))
    #expect(step.upperBound <= heading.lowerBound && heading.upperBound <= first.lowerBound)
    #expect(text.contains("Try it with barley."))
  }

  private func pageCount(in text: String) -> Int? {
    guard let range = text.range(of: "page 1 of ") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  private func missing(_ found: [Int: Int]) -> [Int] {
    steps.indices.filter { found[$0] == nil }.map { $0 + 1 }
  }
}
