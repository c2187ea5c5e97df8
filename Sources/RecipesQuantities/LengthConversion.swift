/// Lengths a recipe cuts things to ("3 cm ginger", "a 2-inch piece of ginger", "1 inch
/// cinnamon stick") in the other system's unit: centimetres for inches, inches for
/// centimetres and millimetres.
///
/// A length is a cook's guess, not a measure: it is written whole, or in halves below 10,
/// the nearest of those (2.54 cm is "2.5 cm", 3 cm "1 inch", 5 cm "2 inches"). Never a
/// weight: a length converts only to a length.
enum LengthConversion {
  /// `line` with its length in `system`'s unit; nil when its unit is not a length, and the
  /// line itself when it is already in `system`.
  static func converted(_ line: IngredientLine, to system: UnitSystem) -> IngredientLine? {
    guard let unit = line.unit, let from = centimetres[unit.symbol] else { return nil }
    let target: CookingUnit = system == .metric ? .counted("cm") : .counted("inch")
    guard let quantity = line.quantity else { return line }
    let isMetric = unit.symbol != "inch"
    if isMetric == (system == .metric) { return line }
    guard let to = centimetres[target.symbol] else { return line }
    func rounded(_ value: Rational) -> Rational? {
      let length = value.doubleValue * from / to
      guard length.isFinite, length > 0, length < 1e9 else { return nil }
      let halves = (length * 2).rounded()
      let whole = length.rounded()
      let steps = length < 10 ? max(halves, 1) : whole * 2
      return Rational(Int(steps), 2)
    }
    guard let low = rounded(quantity) else { return line }
    var result = line
    result.unit = target
    result.quantity = low
    result.quantityMax = line.quantityMax.flatMap(rounded).flatMap { $0 > low ? $0 : nil }
    return result
  }

  /// Centimetres in one of each length unit.
  private static let centimetres: [String: Double] = ["cm": 1, "mm": 0.1, "inch": 2.54]
}
