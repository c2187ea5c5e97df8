/// Writes quantities as a cook reads them, from exact rationals: never float noise ("0.30000000000000004
/// cups"), never a quantity rounded away to zero, never one moved more than 5 % from the
/// exact amount.
///
/// US and counted units get cook's fractions: halves, thirds, quarters and eighths, with
/// mixed numbers ("1 ½ cups"). Where no fraction of the unit is within 5 %, a US amount
/// steps down to smaller measures — ⅙ cup is "2 tbsp + 2 tsp", 1/16 tsp "1 pinch" (a pinch
/// is 1/16 tsp) — and a count is written as a decimal ("1.1 eggs"); `WrittenAmount` says
/// how. Metric units get decimals rounded as a kitchen scale would (`MetricAmount`).
public enum QuantityRenderer {
  /// "1 ½ cups", "2 tbsp + 2 tsp", "2–3 cloves", "250 g", "1.5 kg", "1 pinch"; the unit
  /// alone when there is no quantity ("pinch"); empty when there is neither.
  public static func measure(quantity: Rational?, quantityMax: Rational?, unit: CookingUnit?)
    -> String
  {
    guard let quantity, quantity.isPositive else { return unit?.symbol ?? "" }
    let high = quantityMax.flatMap { $0 > quantity ? $0 : nil }
    if let unit, unit.isMetric { return MetricAmount.text(quantity, high, unit: unit) }
    return written(quantity, high, unit: unit).text
  }

  /// Whether a plain count ("2", "1 ½", "1–2") reads as more than one, so the thing
  /// counted takes its plural ("2 onions", "1 onion", "½ onion"); false without a quantity.
  public static func readsAsPlural(quantity: Rational?, quantityMax: Rational?) -> Bool {
    guard let quantity, quantity.isPositive else { return false }
    return written(quantity, quantityMax.flatMap { $0 > quantity ? $0 : nil }, unit: nil)
      .readsAsPlural
  }

  /// The value a cook's fraction writes: the whole part and the nearest of halves, thirds,
  /// quarters and eighths (a value too small for eighths is its own rounding).
  static func cookRounded(_ value: Rational) -> Rational {
    guard let shown = CookFraction.nearest(value, among: CookFraction.all), shown != .zero
    else { return value }
    return shown
  }

  private static func written(_ quantity: Rational, _ high: Rational?, unit: CookingUnit?)
    -> WrittenAmount
  {
    guard let high else { return WrittenAmount(quantity, unit: unit) }
    return WrittenAmount(quantity, high, unit: unit)
  }

  // MARK: - Decimals

  /// `value` rounded to `digits` significant digits (never more than 4.8 % off for two);
  /// nil when it cannot be held.
  static func significant(_ value: Rational, digits: Int) -> Rational? {
    var places = 0
    var magnitude = Rational.one
    while value < magnitude, places < 12 {
      magnitude = magnitude.divided(by: Rational(10)) ?? magnitude
      places += 1
    }
    return value.rounded(toDenominator: power(places + digits - 1))
  }

  /// A rational whose denominator divides a power of ten, as "12.25"; with
  /// `significantDigits`, any rational rounded to that many significant digits.
  static func decimal(_ value: Rational, significantDigits: Int?) -> String {
    var places = 0
    var scaled = value
    if let significantDigits {
      scaled = significant(value, digits: significantDigits) ?? value
    }
    while !(scaled.multiplied(by: Rational(power(places)))?.isInteger ?? true), places < 13 {
      places += 1
    }
    guard let integer = scaled.multiplied(by: Rational(power(places)))?.rounded(toDenominator: 1)
    else { return value.description }
    var digits = String(integer.numerator.magnitude)
    if places > 0 {
      if digits.count <= places {
        digits = String(repeating: "0", count: places - digits.count + 1) + digits
      }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
      while digits.hasSuffix("0") { digits.removeLast() }
      if digits.hasSuffix(".") { digits.removeLast() }
    }
    return (integer.numerator < 0 ? "-" : "") + digits
  }

  private static func power(_ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { result, _ in result * 10 }
  }
}
