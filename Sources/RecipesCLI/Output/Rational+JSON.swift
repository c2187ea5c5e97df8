import RecipesCore
import RecipesQuantities

extension Rational {
  /// The value as a decimal to four places (a third is 0.3333), for JSON.
  ///
  /// A value too large to be counted in ten-thousandths, or so small that four places would
  /// make it 0, is written as the nearest double instead: a measure is never printed beside
  /// a null or zero quantity.
  var jsonNumber: Double {
    if let rounded = rounded(toDenominator: 10_000), rounded != .zero || self == .zero {
      return rounded.doubleValue
    }
    return doubleValue
  }
}
