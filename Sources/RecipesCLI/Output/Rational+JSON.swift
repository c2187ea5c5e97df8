import RecipesCore

extension Rational {
  /// The value as a finite decimal to four places (a third is 0.3333), for JSON; nil when it
  /// cannot be written so.
  var jsonNumber: Double? {
    guard let rounded = rounded(toDenominator: 10_000) else { return nil }
    let value = rounded.doubleValue
    return value.isFinite ? value : nil
  }
}
