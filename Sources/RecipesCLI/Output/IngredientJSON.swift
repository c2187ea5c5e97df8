import RecipesCore
import RecipesQuantities

/// One ingredient line in JSON, as `ingredient --json` and `show --json` print it: every key
/// present (`null` when unknown), and `group` only for a line under a heading.
struct IngredientJSON: Encodable {
  let line: IngredientLine
  /// The part of the recipe the line belongs to ("For the sauce"), when it has one.
  let group: String?

  init(_ line: IngredientLine, group: String? = nil) {
    self.line = line
    self.group = group
  }

  private enum Key: String, CodingKey {
    case text, quantity, quantityMax, unit, name, note, measure, group
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
    try container.encodeIfPresent(group, forKey: .group)
  }
}
