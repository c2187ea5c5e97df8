import RecipesQuantities

/// The size a line gives its can or package in its note: "14 oz", "15-ounce", "400 g",
/// "6 oz each".
enum PackageSize {
  /// The grams of the first measure in `note`; a volume through `perMilliliter`.
  static func grams(in note: String?, perMilliliter: () -> Double) -> Double? {
    guard let note else { return nil }
    let words = note.split { $0 == " " || $0 == "-" || $0 == "(" || $0 == ")" || $0 == "," }
    var previous: Double?
    for word in words {
      var text = String(word)
      if let number = Double(text.replacingOccurrences(of: ",", with: ".")) {
        previous = number
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
}
