/// How many of a counted thing a cook takes when a recipe is scaled: whole ones, or halves
/// where a half is usual.
///
/// Nobody takes ⅓ of a bay leaf or 3 ⅓ onions: "3 ⅓ onions" is "3 ½ onions", "6 ⅔ sprigs"
/// "7 sprigs", and one egg halved is still one egg — a thing taken whole is never rounded
/// below one when the recipe asked for at least one. A half is usual for what is cut
/// (an onion, a lemon, a can); a quarter too, below one ("¼ cabbage").
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
    let isWhole = CountedThing.isTakenWhole(unit: unit, name: thing)
    // At least one of what is taken whole when the recipe asked for at least one.
    let atLeastOne = isWhole && !(asWritten.map { $0 < .one } ?? false)
    func rounded(_ value: Rational) -> Rational {
      if value < .one {
        if atLeastOne { return .one }
        let parts = isWhole ? Self.partsOfOne : Self.partsOfOneCut
        return CookFraction.nearest(value, among: parts).flatMap { $0.isPositive ? $0 : nil }
          ?? parts[1]
      }
      return value.rounded(toDenominator: isWhole ? 1 : 2) ?? value
    }
    return WrittenAmount(counted: rounded(quantity), high.map(rounded), unit: unit)
  }

  /// Below one of what is taken whole but was written as part of one ("½ egg" scaled).
  private static let partsOfOne: [Rational] = [
    (0, 1), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4), (1, 1),
  ]
  .compactMap { Rational($0.0, $0.1) }

  /// Below one of what is cut: a quarter, a half or a whole one.
  private static let partsOfOneCut: [Rational] = [(0, 1), (1, 4), (1, 2), (1, 1)]
    .compactMap { Rational($0.0, $0.1) }
}
