/// Reads a written measure back ("1 ½ cups", "0.5 oz", "a pinch") by rules of its own, not
/// the renderer's: the property tests check what the renderer wrote against it.
enum WrittenMeasureReader {
  /// The fraction glyphs a measure may be written with.
  static let glyphs: [Character: (Int, Int)] = [
    "⅛": (1, 8), "¼": (1, 4), "⅓": (1, 3), "⅜": (3, 8), "½": (1, 2), "⅝": (5, 8), "⅔": (2, 3),
    "¾": (3, 4), "⅞": (7, 8),
  ]

  /// The measure's value, the denominator of its fraction (0 for a decimal, 1 for a whole
  /// number) and its unit; nil when it is not one measure.
  static func read(_ measure: String) -> (value: Double, denominator: Int, unit: String)? {
    if measure == "a pinch" { return (1, 1, "pinch") }
    var words = measure.split(separator: " ").map(String.init)
    var value = 0.0
    var denominator = 1
    if let first = words.first, first.contains("."), let decimal = Double(first) {
      value = decimal
      denominator = 0
      words.removeFirst()
    } else if let first = words.first, let whole = Int(first) {
      value = Double(whole)
      words.removeFirst()
    }
    if let first = words.first, first.count == 1, let glyph = first.first,
      let (top, bottom) = glyphs[glyph]
    {
      value += Double(top) / Double(bottom)
      denominator = bottom
      words.removeFirst()
    }
    guard value > 0, !words.isEmpty else { return nil }
    return (value, denominator, words.joined(separator: " "))
  }
}
