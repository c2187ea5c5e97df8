import Foundation
import RecipesCore
import RecipesQuantities

/// What `recipes ingredient` prints: a line per ingredient for people, or a JSON array with
/// one object per line, every key present (`null` when unknown).
enum IngredientOutput {
  /// Prints `lines` to `console`: as a JSON array, or one line of text each.
  static func printLines(_ lines: [IngredientLine], json: Bool, to console: Console) throws {
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(lines.map { IngredientJSON($0) })
      console.print(String(decoding: data, as: UTF8.self))
      return
    }
    for line in lines {
      let measure = MeasureDisplay.text(for: line.measure)
      let described = [measure, line.countedName].filter { !$0.isEmpty }.joined(
        separator: "  ")
      console.print(described + (line.note.map { ", " + $0 } ?? ""))
    }
  }
}
