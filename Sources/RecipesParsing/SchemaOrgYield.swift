/// `recipeYield` as a number, a string or an array of both, read into how many it serves
/// and what it makes as written.
enum SchemaOrgYield {
  /// `servings` is the number when one is there; `text` is the yield as written when it
  /// says more than a bare number ("12 cookies", "Serves 4–6").
  static func read(_ value: JSONValue?) -> (servings: Int?, text: String?) {
    let entries = (value?.list ?? []).compactMap(\.text).map(SchemaOrgText.plain)
      .filter { !$0.isEmpty }
    let bare = entries.lazy.compactMap(bareNumber).first
    let text = entries.first(where: { bareNumber($0) == nil })
    return (bare ?? text.flatMap(firstNumber), text)
  }

  /// "4" or "4.0" → 4; nil for anything with words.
  static func bareNumber(_ text: String) -> Int? {
    guard let number = Double(text), number.isFinite, number >= 1, number < 10_000 else {
      return nil
    }
    return Int(number.rounded())
  }

  /// The first whole number in a text: "Serves 4-6" → 4, "12 cookies" → 12.
  private static func firstNumber(_ text: String) -> Int? {
    let digits = text.drop(while: { !($0.isASCII && $0.isNumber) })
      .prefix(while: { $0.isASCII && $0.isNumber })
    guard let number = Int(digits.prefix(5)), number > 0 else { return nil }
    return number
  }
}
