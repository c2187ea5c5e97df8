import RecipesQuantities

/// One thing a recipe needs, as the pantry compares it: the food (or foods, any of which
/// will do: "butter or margarine"), the name it shows when missing, and whether the recipe
/// can do without it ("optional", "for garnish").
public struct PantryNeed: Equatable, Hashable, Sendable {
  /// The keys of the foods any of which will do (`PantryFood.key`), never empty.
  public var alternatives: [String]
  /// The name as the recipe writes it ("red onions"), for the list of what is missing.
  public var name: String
  /// Whether the recipe can be made without it.
  public var isOptional: Bool

  /// Creates a need.
  public init(alternatives: [String], name: String, isOptional: Bool = false) {
    self.alternatives = alternatives
    self.name = name
    self.isOptional = isOptional
  }

  /// What one ingredient line needs: usually one thing; "salt and pepper to taste" two;
  /// nothing for a line that names no food.
  public static func needs(of line: IngredientLine) -> [PantryNeed] {
    let optional = isOptional(line)
    return PantryNames.parts(of: line.name, listing: line.quantity == nil).compactMap { part in
      let keys = PantryNames.alternatives(of: part).map(PantryFood.key).filter { !$0.isEmpty }
      guard !keys.isEmpty else { return nil }
      var unique: [String] = []
      for key in keys where !unique.contains(key) { unique.append(key) }
      return PantryNeed(alternatives: unique, name: part, isOptional: optional)
    }
  }

  /// Whether the line says the recipe can do without it.
  private static func isOptional(_ line: IngredientLine) -> Bool {
    // Byte by byte: Foundation's `contains` cost more than reading the line (a profile of
    // the first ranking of 10 000 recipes).
    let said = Array(((line.note ?? "") + " " + line.text).lowercased().utf8)
    return optionalPhrases.contains { contains(said, $0) }
  }

  /// Whether `bytes` holds `phrase` anywhere.
  private static func contains(_ bytes: [UInt8], _ phrase: [UInt8]) -> Bool {
    guard let first = phrase.first, bytes.count >= phrase.count else { return false }
    var start = 0
    while start + phrase.count <= bytes.count {
      if bytes[start] == first {
        var offset = 1
        while offset < phrase.count, bytes[start + offset] == phrase[offset] { offset += 1 }
        if offset == phrase.count { return true }
      }
      start += 1
    }
    return false
  }

  private static let optionalPhrases: [[UInt8]] = [
    "optional", "for garnish", "to garnish", "garnish", "for serving", "to serve",
    "for decoration", "to decorate", "if desired", "if you like", "if you wish",
    "if using", "as desired",
  ].map { Array($0.utf8) }
}
