import Foundation

/// Multiplies the amount at the start of a measure ("1½ cups", "200 g", "2-3 cloves") for
/// a printed page at another number of servings; the rest of the measure stays as written.
///
/// Deliberately small: a measure it cannot read is kept unscaled rather than guessed at.
public enum MeasureScaling {
  /// `measure` with its leading amount (or range of amounts) times `factor`.
  ///
  /// ```swift
  /// MeasureScaling.scale("1½ cups", by: 2)  // "3 cups"
  /// MeasureScaling.scale("200 g", by: 0.5)  // "100 g"
  /// ```
  public static func scale(_ measure: String, by factor: Double) -> String {
    guard factor != 1, factor > 0 else { return measure }
    let tokens = DurationTokenizer.tokens(of: measure)
    let parser = DurationParser(tokens: tokens)
    guard let first = parser.amount(at: 0), !first.isArticle, tokens.first?.number != nil else {
      return measure
    }
    var end = first.next
    var text = written(first.value * factor)
    // "2-3 cloves", "2 to 3 cloves": a range scales at both ends.
    if parser.isDash(at: end) || parser.word(at: end) == "to",
      let second = parser.amount(at: end + 1), !second.isArticle
    {
      text += (parser.isDash(at: end) ? "–" : " to ") + written(second.value * factor)
      end = second.next
    }
    let rest = end < tokens.count ? measure[tokens[end - 1].range.upperBound...] : ""
    return text + rest
  }

  /// A number as a cook writes it: whole, with a common fraction, or to two decimals.
  static func written(_ value: Double) -> String {
    let whole = value.rounded(.down)
    let part = value - whole
    for (fraction, glyph) in fractions where abs(part - fraction) < 0.02 {
      return (whole > 0 ? String(Int(whole)) : "") + glyph
    }
    if part < 0.02 || part > 0.98 { return String(Int(value.rounded())) }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  private static let fractions: [(Double, String)] = [
    (1 / 2, "½"), (1 / 3, "⅓"), (2 / 3, "⅔"), (1 / 4, "¼"), (3 / 4, "¾"), (1 / 8, "⅛"),
  ]
}
