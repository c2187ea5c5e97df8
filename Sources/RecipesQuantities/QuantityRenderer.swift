/// Writes quantities as a cook reads them, from exact rationals: never float noise ("0.30000000000000004
/// cups"), never a quantity rounded away to zero, never a measure nobody has.
///
/// A US amount scaled, or summed on a shopping list, is one measure a cook has
/// (`ImperialMeasure.us`): "1 ½ cups", "6 tbsp" (never "¼ cup + 2 tbsp"), "⅓ tsp", "9 oz",
/// "a pinch" below the smallest spoon — within 5 % of the exact amount wherever a spoon or
/// a pinch can be; as the recipe wrote it, it stays as written. A scaled count is taken as
/// a cook takes it (`CountedAmount`): eggs, cloves and onions to the nearest half,
/// peppercorns and pinches whole. Metric units get decimals rounded as a kitchen scale
/// would (`MetricAmount`).
public enum QuantityRenderer {
  /// "1 ½ cups", "8 tsp", "2–3 cloves", "250 g", "1.5 kg", "a pinch"; the unit
  /// alone when there is no quantity ("pinch"); empty when there is neither.
  ///
  /// A count is rounded as one of something unknown (a shopping list's sum): halves, and
  /// whole ones of a counted unit taken whole ("a pinch", not "⅓ pinch").
  public static func measure(quantity: Rational?, quantityMax: Rational?, unit: CookingUnit?)
    -> String
  {
    measure(quantity: quantity, quantityMax: quantityMax, unit: unit, of: nil, asWritten: nil)
  }

  /// The measure of `quantity` (up to `quantityMax`) `unit` of `name`, which the recipe wrote
  /// as `asWritten` (its low end; nil when not known).
  ///
  /// A count as written stays as written ("½ clove"); a scaled one is taken as a cook takes
  /// `name`: "½" egg of 1 egg halved, "3 ½" onions of 3 ⅓.
  public static func measure(
    quantity: Rational?, quantityMax: Rational?, unit: CookingUnit?, of name: String?,
    asWritten: Rational?
  ) -> String {
    guard let quantity, quantity.isPositive else { return unit?.symbol ?? "" }
    let high = quantityMax.flatMap { $0 > quantity ? $0 : nil }
    if let unit, unit.isMetric { return MetricAmount.text(quantity, high, unit: unit) }
    return written(quantity, high, unit: unit, of: name, asWritten: asWritten).text
  }

  /// Whether a plain count ("2", "1 ½", "1–2") reads as more than one, so the thing
  /// counted takes its plural ("2 onions", "1 onion", "½ onion"); false without a quantity.
  public static func readsAsPlural(quantity: Rational?, quantityMax: Rational?) -> Bool {
    readsAsPlural(quantity: quantity, quantityMax: quantityMax, of: nil, asWritten: nil)
  }

  /// Whether a plain count of `name`, written by the recipe as `asWritten`, reads as more
  /// than one as `measure(quantity:quantityMax:unit:of:asWritten:)` writes it: one egg
  /// halved is "½ egg", three halved "1 ½ eggs".
  public static func readsAsPlural(
    quantity: Rational?, quantityMax: Rational?, of name: String?, asWritten: Rational?
  ) -> Bool {
    guard let quantity, quantity.isPositive else { return false }
    let high = quantityMax.flatMap { $0 > quantity ? $0 : nil }
    return written(quantity, high, unit: nil, of: name, asWritten: asWritten).readsAsPlural
  }

  /// The value a cook's fraction writes: the whole part and the nearest of halves, thirds,
  /// quarters and eighths (a value too small for eighths is its own rounding).
  static func cookRounded(_ value: Rational) -> Rational {
    guard let shown = CookFraction.nearest(value, among: CookFraction.all), shown != .zero
    else { return value }
    return shown
  }

  private static func written(
    _ quantity: Rational, _ high: Rational?, unit: CookingUnit?, of name: String?,
    asWritten: Rational?
  ) -> WrittenAmount {
    if unit == nil || unit?.kind == .count {
      return CountedAmount.written(
        quantity, high, unit: unit, thing: name, asWritten: asWritten)
    }
    guard let high else {
      return WrittenAmount(quantity, unit: unit, asWritten: asWritten == quantity)
    }
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
