import RecipesQuantities

/// `recipeYield` as a number, a string or an array of both, read into how many it serves
/// and what it makes as written.
enum SchemaOrgYield {
  /// `servings` is the number when one is there; `text` is the yield as written when it
  /// says more than a bare number ("12 cookies", "Serves 4–6").
  ///
  /// A yield measured by weight or volume ("250 grams", "1 quart", "4 cups") counts no
  /// servings: its number is grams or cups, and the servings are worked out from the
  /// measure where they are needed (`YieldServings`), unless the page states them apart.
  static func read(_ value: JSONValue?) -> (servings: Int?, text: String?) {
    let entries = (value?.list ?? []).compactMap(\.text).map(SchemaOrgText.plain)
      .filter { !$0.isEmpty }
    let bare = entries.lazy.compactMap(bareNumber).first
    let text = entries.first(where: { bareNumber($0) == nil })
    let counted = text.flatMap { isMeasured($0) ? nil : firstNumber($0) }
    return (bare ?? text.flatMap(portions) ?? counted, text)
  }

  /// Whether `text` yields a weight or a volume rather than a number of things.
  private static func isMeasured(_ text: String) -> Bool {
    guard let unit = RecipeYield.read(text)?.unit, let measure = CookingUnit.spelled(unit)
    else { return false }
    return measure.kind != .count
  }

  /// Words that count portions: "12 slices", "serves 4", "6 portions".
  private static let portionWords: Set<String> = [
    "serving", "servings", "serves", "serve", "portion", "portions", "people", "persons",
    "person", "slices", "slice", "pieces", "piece", "feeds",
  ]

  /// The number of portions a yield names when it also names what it makes: "1 loaf (12
  /// slices)" → 12, "Makes 2 tarts, serves 8" → 8; a range counts its lower end ("4-6
  /// servings", "serves 4 to 6" → 4).
  private static func portions(_ text: String) -> Int? {
    let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map(String.init)
    for (index, word) in words.enumerated() where portionWords.contains(word) {
      if index + 1 < words.count, let number = bareNumber(words[index + 1]) { return number }
      var start = index - 1
      guard start >= 0, bareNumber(words[start]) != nil else { continue }
      // Back over "4 6" ("4-6") and "4 to 6" to the range's lower end.
      while start >= 1, bareNumber(words[start - 1]) != nil { start -= 1 }
      if start >= 2, words[start - 1] == "to" || words[start - 1] == "or",
        bareNumber(words[start - 2]) != nil
      {
        start -= 2
      }
      return bareNumber(words[start])
    }
    return nil
  }

  /// "4" or "4.0" → 4; nil for anything with words.
  static func bareNumber(_ text: String) -> Int? {
    guard let number = Double(text), number.isFinite, number >= 1, number < 10_000 else {
      return nil
    }
    return Int(number.rounded())
  }

  /// The first whole number in a text: "Serves 4-6" → 4, "12 cookies" → 12, "2 dozen" → 24.
  private static func firstNumber(_ text: String) -> Int? {
    let start = text.drop(while: { !($0.isASCII && $0.isNumber) })
    let digits = start.prefix(while: { $0.isASCII && $0.isNumber })
    guard let number = Int(digits.prefix(5)), number > 0 else { return nil }
    let next = start.dropFirst(digits.count).drop(while: { $0 == " " }).prefix(5).lowercased()
    return next == "dozen" && number < 100 ? number * 12 : number
  }
}
