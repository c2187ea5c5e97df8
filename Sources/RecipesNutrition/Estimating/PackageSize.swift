import RecipesQuantities

/// The size a line gives its can or package in its note: "14 oz", "15-ounce", "400 g",
/// "6 oz each".
enum PackageSize {
  /// The grams of the first measure in `note`; a volume through `perMilliliter`.
  static func grams(in note: String?, perMilliliter: () -> Double) -> Double? {
    guard let note else { return nil }
    let words = decimalCommasAsPoints(note).split {
      $0 == " " || $0 == "-" || $0 == "(" || $0 == ")" || $0 == ","
    }
    var previous: Double?
    for word in words {
      var text = String(word)
      if let number = Double(text.replacingOccurrences(of: ",", with: ".")) {
        previous = number
        continue
      }
      // "1 1/2 lb", "1½ lb": a whole number and a fraction, or a fraction alone.
      if let fraction = Self.fraction(text) {
        previous = (previous ?? 0) + fraction
        continue
      }
      // "400g", "14oz": the number and its unit written together.
      if let split = text.firstIndex(where: { $0.isLetter }), split != text.startIndex,
        let number = Double(text[..<split])
      {
        previous = number
        text = String(text[split...])
      }
      defer { previous = nil }
      guard let number = previous, let unit = CookingUnit.spelled(text), unit.kind != .count else {
        continue
      }
      if unit.kind == .mass, let grams = UnitConversion.convert(.one, from: unit, to: .gram) {
        return number * grams.doubleValue
      }
      if let milliliters = UnitConversion.convert(.one, from: unit, to: .milliliter) {
        return number * milliliters.doubleValue * perMilliliter()
      }
    }
    return nil
  }

  /// The grams a note weighs a measure at when one of its parts is a weight and nothing
  /// else: "45g", "about 212 g" ("1/3 cup (45g) brown sugar", "1 cup/120 g flour"); nil
  /// for a volume, a count, or a weight said of something else ("from a 400 g can").
  static func statedMass(in note: String?) -> Double? {
    guard let note else { return nil }
    for part in note.split(separator: ",") {
      let words = part.lowercased().split { $0 == " " || $0 == "~" || $0 == "(" || $0 == ")" }
      let kept = words.filter { !approximately.contains(String($0)) }
      guard !kept.isEmpty, kept.count <= 2,
        let grams = Self.grams(in: String(part), perMilliliter: { 1 }),
        Self.grams(in: String(part), perMilliliter: { 2 }) == grams
      else { continue }
      return grams
    }
    return nil
  }

  /// Words that say a weight is not exact.
  private static let approximately: Set<String> = [
    "about", "approx", "approx.", "approximately", "around", "roughly", "ca", "ca.", "circa",
    "env.", "environ", "ungefär", "cirka",
  ]

  /// "à 0,5 g" as "à 0.5 g": a comma between digits is a decimal one, not a list's.
  private static func decimalCommasAsPoints(_ text: String) -> String {
    guard text.contains(",") else { return text }
    var characters = Array(text)
    for index in characters.indices.dropFirst().dropLast()
    where characters[index] == "," && characters[index - 1].isNumber
      && characters[index + 1].isNumber
    {
      characters[index] = "."
    }
    return String(characters)
  }

  /// "1/2" as 0.5, "½" as 0.5, "1½" as 1.5; nil for anything else.
  private static func fraction(_ text: String) -> Double? {
    let parts = text.split(separator: "/")
    if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 {
      return top / bottom
    }
    guard let last = text.last, let glyph = glyphs[last] else { return nil }
    let whole = text.dropLast()
    if whole.isEmpty { return glyph }
    return Double(whole).map { $0 + glyph }
  }

  private static let glyphs: [Character: Double] = [
    "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅛": 0.125,
  ]
}
