import RecipesCore

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
    try container.encode(Self.number(line.quantity), forKey: .quantity)
    try container.encode(Self.number(line.quantityMax), forKey: .quantityMax)
    try container.encode(line.unit?.symbol, forKey: .unit)
    try container.encode(line.name, forKey: .name)
    try container.encode(line.note, forKey: .note)
    try container.encode(line.measure, forKey: .measure)
    try container.encodeIfPresent(group, forKey: .group)
  }

  /// The quantity as a finite decimal, to four places (a third is 0.3333).
  private static func number(_ quantity: Rational?) -> Double? {
    guard let rounded = quantity?.rounded(toDenominator: 10_000) else { return nil }
    let value = rounded.doubleValue
    return value.isFinite ? value : nil
  }
}
