/// Metric amounts as a kitchen scale and a jug show them: 5 g steps from 100 g (5 ml
/// from 20 ml: 3 tbsp is "45 ml"), whole grams from 2 g (a teaspoon is "5 ml", not
/// "4.9 ml"), tenths below; kilograms and litres from 1 000 g or ml (a litre jug's 50 ml
/// marks: 5 cups is "1.2 l", not "1.18 l"), milligrams below a gram of a line written in
/// them.
///
/// A step that would move the amount more than 5 % (`CookFraction.tolerance`) — 0.25 g is
/// not 0.3 g, 1.5 mg is not 2 mg — gives way to one ten times finer (a whole unit to a half
/// first: 1 ½ tsp is "7.5 ml"), as does one that would round it to nothing.
enum MetricAmount {
  /// "250 g", "1.25 kg", "200–250 g", "0.25 g".
  static func text(_ quantity: Rational, _ high: Rational?, unit: CookingUnit) -> String {
    let isMass = unit.kind == .mass
    let toBase = unit.sizeInFamilyBase ?? .one
    guard let low = quantity.multiplied(by: toBase) else {
      return QuantityRenderer.decimal(quantity, significantDigits: 2) + " " + unit.symbol
    }
    let top = high.flatMap { $0.multiplied(by: toBase) }
    let largest = top ?? low
    let thousand = Rational(1000)
    if largest >= thousand, let lowLarge = low.divided(by: thousand) {
      let topLarge = top.flatMap { $0.divided(by: thousand) }
      let step =
        largest >= Rational(10_000) ? Rational(1, 10) : isMass ? Rational(1, 100) : Rational(1, 20)
      return written(lowLarge, topLarge, step: step) + (isMass ? " kg" : " l")
    }
    if unit == .milligram, largest < .one {
      return written(quantity, high, step: .one) + " mg"
    }
    let step =
      largest >= Rational(100) || (!isMass && largest >= Rational(20))
      ? Rational(5) : largest >= Rational(2) ? .one : Rational(1, 10)
    return written(low, top, step: step) + (isMass ? " g" : " ml")
  }

  private static func written(_ low: Rational, _ high: Rational?, step: Rational?) -> String {
    let ends = [low, high].compactMap { $0.map { rounded($0, toMultipleOf: step ?? .one) } }
    return ends.count == 2 && ends[0] == ends[1] ? ends[1] : ends.joined(separator: "–")
  }

  /// `value` to the nearest multiple of `step`, as a decimal; finer steps while that is
  /// zero or more than 5 % off.
  private static func rounded(_ value: Rational, toMultipleOf step: Rational) -> String {
    var step = step
    while let steps = value.divided(by: step)?.rounded(toDenominator: 1),
      let result = steps.multiplied(by: step)
    {
      if result.isPositive, CookFraction.isClose(result, to: value) {
        return QuantityRenderer.decimal(result, significantDigits: nil)
      }
      // A whole unit gives way to a half first, as measuring spoons are marked (1 ½ tsp is
      // "7.5 ml", not "7.4 ml"), then to tenths.
      let finer =
        step == .one
        ? Rational(1, 2) : step == Rational(1, 2) ? Rational(1, 10) : step.divided(by: Rational(10))
      guard let finer, finer.denominator <= 1_000_000 else { break }
      step = finer
    }
    return QuantityRenderer.decimal(value, significantDigits: 2)
  }
}
