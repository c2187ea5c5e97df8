/// How many of a counted thing a cook takes when a recipe is scaled: the nearest half, or
/// whole ones of what nobody halves (`CountedThing`).
///
/// Nobody takes ⅓ of a clove or 3 ⅓ onions: "3 ⅓ onions" is "3 ½ onions", three eggs
/// halved "1 ½ eggs", one clove halved "½ clove", "6 ⅔ sprigs" "6 ½ sprigs". What is taken
/// whole (a pinch, a peppercorn) is never rounded below one when the recipe asked for at
/// least one; what is halved never below a half. What is cut (an onion, a lemon, a can)
/// may be a quarter too, below one ("¼ cabbage").
///
/// An amount as the recipe wrote it is left as written ("½ clove" stays); only a scaled one
/// is rounded, or one whose writing is not known (a shopping list's sum).
enum CountedAmount {
  /// `quantity` (up to `high`) of `unit` (nil for a plain count) of `thing`, written as a
  /// cook takes it; `asWritten` is the low end as the recipe wrote it, nil when not known.
  static func written(
    _ quantity: Rational, _ high: Rational?, unit: CookingUnit?, thing: String?,
    asWritten: Rational?
  ) -> WrittenAmount {
    if let asWritten, asWritten == quantity {
      guard let high else { return WrittenAmount(quantity, unit: unit) }
      return WrittenAmount(quantity, high, unit: unit)
    }
    let taking = CountedThing.taking(unit: unit, name: thing)
    // At least one of what is taken whole when the recipe asked for at least one.
    let atLeastOne = taking == .whole && !(asWritten.map { $0 < .one } ?? false)
    // Below one of what was written as part of one ("½ egg" scaled), any part of one.
    let partOfOne = taking != .cut && (asWritten.map { $0 < .one } ?? false)
    func rounded(_ value: Rational) -> Rational {
      if value < .one {
        if atLeastOne { return .one }
        let parts =
          partOfOne ? Self.partsOfOne : taking == .cut ? Self.partsOfOneCut : Self.halfOrOne
        return CookFraction.nearest(value, among: parts).flatMap { $0.isPositive ? $0 : nil }
          ?? parts[1]
      }
      return value.rounded(toDenominator: taking == .whole ? 1 : 2) ?? value
    }
    return WrittenAmount(counted: rounded(quantity), high.map(rounded), unit: unit)
  }

  /// Below one of what is taken whole but was written as part of one ("½ egg" scaled).
  private static let partsOfOne: [Rational] = [
    (0, 1), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4), (1, 1),
  ]
  .compactMap { Rational($0.0, $0.1) }

  /// Below one of what is halved: a half or a whole one.
  private static let halfOrOne: [Rational] = [(0, 1), (1, 2), (1, 1)]
    .compactMap { Rational($0.0, $0.1) }

  /// Below one of what is cut: a quarter, a half or a whole one.
  private static let partsOfOneCut: [Rational] = [(0, 1), (1, 4), (1, 2), (1, 1)]
    .compactMap { Rational($0.0, $0.1) }
}
