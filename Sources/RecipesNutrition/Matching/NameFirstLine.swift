import RecipesQuantities

/// Lines written name first, the amount after a colon or a comma.
///
/// "Sour cream: 2 tbsp", "Flatbreads, ~6", "Paprika, a sprinkle" are read again amount
/// first, so the amount is weighed and the name is the food's; the line keeps its text.
enum NameFirstLine {
  /// `line` read amount first when it was written name first and read without an amount;
  /// else `line` as it is.
  static func reread(_ line: IngredientLine) -> IngredientLine {
    // "Scant 2/3 cup (60g) (rolled oats)": the name was put in parentheses, and read as
    // the note; its last part that is no measure nor how one is filled is the name.
    if line.name.trimmingSpaces.isEmpty, let note = line.note {
      let parts = note.split(separator: ",").map(\.trimmingSpaces).filter { part in
        !part.isEmpty && !fillings.contains(part.lowercased())
          && !part.contains(where: \.isNumber)
      }
      if let name = parts.last {
        var named = line
        named.name = name
        named.note = note
        return named
      }
    }
    // "4 packed cups strawberries": how the cup is filled, between the number and the unit.
    if line.quantity != nil, line.unit == nil {
      let words = line.text.split(separator: " ", omittingEmptySubsequences: false)
      if let filling = words.prefix(4).firstIndex(where: { fillings.contains($0.lowercased()) }) {
        var rest = words
        rest.remove(at: filling)
        var reread = IngredientLineParser.parse(rest.joined(separator: " "))
        if reread.unit != nil {
          reread.text = line.text
          return reread
        }
      }
    }
    // A colon says name first even where a number after it was read as the amount.
    guard let split = line.text.firstIndex(where: { $0 == ":" || $0 == "," }),
      line.quantity == nil || (line.text[split] == ":" && line.unit == nil)
    else { return line }
    let name = line.text[..<split].trimmingSpaces
    var amount = line.text[line.text.index(after: split)...].trimmingSpaces
    guard !name.isEmpty, !name.contains(where: \.isNumber) else { return line }
    for approximate in approximations where amount.lowercased().hasPrefix(approximate) {
      amount = amount.dropFirst(approximate.count).trimmingSpaces
    }
    let words = amount.split(separator: " ")
    guard let first = words.first,
      first.first.map({ $0.isNumber || fractionGlyphs.contains($0) }) == true
        || (articles.contains(first.lowercased()) && words.count > 1)
    else { return line }
    var reread = IngredientLineParser.parse(amount + " " + name)
    guard reread.quantity != nil else { return line }
    reread.text = line.text
    return reread
  }

  /// How a measure is filled, written before its unit.
  private static let fillings: Set<String> = [
    "packed", "heaping", "heaped", "level", "scant", "rounded", "generous", "loosely",
    "firmly", "lightly", "tightly",
    // "1 ruime kilo", "2 gehäufte EL", "1 rågad msk": the same, in the other languages.
    "ruime", "ruim", "flinke", "royale", "gehäufte", "gehäufter", "gestrichene",
    "gestrichener", "rågad", "rågade", "struken", "strukna", "bombée", "rase",
  ]

  /// Words of an amount that say it is not exact.
  private static let approximations = ["~", "ca.", "approx.", "about", "circa", "etwa", "environ"]
  /// Words that are one of something: "a sprinkle".
  private static let articles: Set<String> = [
    "a", "an", "one", "ein", "eine", "un", "une", "una", "uno", "um", "uma", "een", "en", "ett",
  ]
  private static let fractionGlyphs: Set<Character> = ["½", "¼", "¾", "⅓", "⅔", "⅛"]
}

extension StringProtocol {
  /// Without spaces at the ends.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
