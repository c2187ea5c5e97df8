import Foundation
import RecipesCore

/// What `recipes ingredient` prints: a line per ingredient for people, or a JSON array with
/// one object per line, every key present (`null` when unknown).
enum IngredientOutput {
  static func print(_ lines: [IngredientLine], json: Bool, to console: Console) throws {
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(lines.map(Row.init))
      console.print(String(decoding: data, as: UTF8.self))
      return
    }
    for line in lines {
      let described = [line.measure, line.name].filter { !$0.isEmpty }.joined(separator: "  ")
      console.print(described + (line.note.map { ", " + $0 } ?? ""))
    }
  }

  /// One line in JSON.
  private struct Row: Encodable {
    let line: IngredientLine

    init(_ line: IngredientLine) {
      self.line = line
    }

    private enum Key: String, CodingKey {
      case text, quantity, quantityMax, unit, name, note, measure
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(line.text, forKey: .text)
      try container.encode(line.quantity?.jsonNumber, forKey: .quantity)
      try container.encode(line.quantityMax?.jsonNumber, forKey: .quantityMax)
      try container.encode(line.unit?.symbol, forKey: .unit)
      try container.encode(line.name, forKey: .name)
      try container.encode(line.note, forKey: .note)
      try container.encode(line.measure, forKey: .measure)
    }
  }
}
