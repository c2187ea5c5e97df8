import Foundation
import XCTest

/// A recipe of `Corpus.txt`, with what each line was worked out by hand to be.
struct CorpusRecipe {
  /// A line and its hand-worked food and grams.
  struct Line {
    enum Expected: Equatable {
      /// This food, this many grams.
      case food(id: String, grams: Double)
      /// Not counted by a cook: to taste, water, for serving, optional.
      case notCounted
      /// A food the table does not have.
      case missingFromTable
    }

    let text: String
    let expected: Expected
  }

  let title: String
  let yield: String
  let servings: Int
  let lines: [Line]

  /// Every recipe of a corpus shipped with the tests: `Corpus` or `HoldOut`.
  static func all(_ corpus: String = "Corpus") throws -> [CorpusRecipe] {
    let path = try XCTUnwrap(Bundle.module.path(forResource: corpus, ofType: "txt"))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var recipes: [CorpusRecipe] = []
    var heading: [String]?
    var lines: [Line] = []
    func finish() throws {
      guard let heading else { return }
      recipes.append(
        CorpusRecipe(
          title: heading[0], yield: heading[1], servings: try XCTUnwrap(Int(heading[2])),
          lines: lines))
      lines = []
    }
    for row in text.split(separator: "\n") {
      let fields = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if row.hasPrefix("## ") {
        try finish()
        heading = [String(fields[0].dropFirst(3))] + fields.dropFirst()
        continue
      }
      guard !row.hasPrefix("#") else { continue }
      XCTAssertEqual(fields.count, 3, "\(row)")
      let expected: Line.Expected =
        switch fields[1] {
        case "-": .notCounted
        case "?": .missingFromTable
        default: .food(id: fields[1], grams: try XCTUnwrap(Double(fields[2])))
        }
      lines.append(Line(text: fields[0], expected: expected))
    }
    try finish()
    return recipes
  }
}
