/// The fractions a cook reads, and the rule that says when one may stand for an amount.
///
/// Halves, thirds, quarters and eighths are what recipes write; a measure a quantity steps
/// down to is read only in the fractions its measuring cups or spoons hold
/// (`MeasureLadder.measuringFractions(of:)`). Whichever is written, it is never more than
/// `tolerance` away from the exact amount.
enum CookFraction {
  /// How far a written amount may be from the exact one, as a share of it: 5 %.
  static let tolerance = Rational(1, 20) ?? .zero

  /// The fractional parts recipes write, 0 and 1 included.
  static let all: [Rational] = [
    (0, 1), (1, 8), (1, 4), (1, 3), (3, 8), (1, 2), (5, 8), (2, 3), (3, 4), (7, 8), (1, 1),
  ].compactMap { Rational($0.0, $0.1) }

  private static let glyphs: [Rational: String] = Dictionary(
    uniqueKeysWithValues: zip(all[1..<10], ["⅛", "¼", "⅓", "⅜", "½", "⅝", "⅔", "¾", "⅞"]))

  /// The whole part of `value` and the nearest of `parts` (fractional parts, 0 and 1
  /// among them); nil when it cannot be held.
  static func nearest(_ value: Rational, among parts: [Rational]) -> Rational? {
    let fractional = value.fractionalPart
    var best: Rational?
    var bestDistance: Rational?
    for candidate in parts {
      guard let distance = fractional.subtracting(candidate).map(magnitude) else { continue }
      if let current = bestDistance, !(distance < current) { continue }
      best = candidate
      bestDistance = distance
    }
    return best.flatMap { Rational(value.wholePart).adding($0) }
  }

  /// Whether `shown` is within `tolerance` of `exact` (a positive amount).
  static func isClose(_ shown: Rational, to exact: Rational) -> Bool {
    guard exact.isPositive else { return shown == exact }
    if let difference = shown.subtracting(exact).map(magnitude),
      let allowed = exact.multiplied(by: tolerance)
    {
      return !(allowed < difference)
    }
    // Too large to hold exactly: doubles decide, with the boundary given to the amount.
    let difference = abs(shown.doubleValue - exact.doubleValue)
    return difference <= exact.doubleValue * tolerance.doubleValue * (1 + 1e-12)
  }

  /// A value made of a whole and one of `all`, written "½", "1 ⅓", "3".
  static func written(_ value: Rational) -> String {
    let whole = value.wholePart
    let part = value.fractionalPart
    if part == .zero { return String(whole) }
    let glyph = glyphs[part] ?? part.description
    return whole > 0 ? "\(whole) \(glyph)" : glyph
  }

  static func magnitude(_ value: Rational) -> Rational {
    value < .zero ? Rational(-value.numerator, value.denominator) ?? value : value
  }
}
