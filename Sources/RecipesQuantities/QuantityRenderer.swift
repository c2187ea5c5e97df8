/// Writes quantities as a cook reads them, from exact rationals: never float noise ("0.30000000000000004
/// cups"), never a quantity rounded away to zero.
///
/// US and counted units get cook's fractions: halves, thirds, quarters and eighths, with
/// mixed numbers ("1 ½ cups"); under ⅛ tsp, pinches (a pinch is 1/16 tsp). Metric units get
/// decimals rounded as a kitchen scale would: 5 g steps from 100 g, whole grams from 10 g,
/// tenths below; kilograms and litres from 1 000 g or ml.
public enum QuantityRenderer {
  /// "1 ½ cups", "2–3 cloves", "250 g", "1.5 kg", "1 pinch"; the unit alone when there is no
  /// quantity ("pinch"); empty when there is neither.
  public static func measure(quantity: Rational?, quantityMax: Rational?, unit: CookingUnit?)
    -> String
  {
    guard let quantity, quantity.isPositive else { return unit?.symbol ?? "" }
    let high = quantityMax.flatMap { $0 > quantity ? $0 : nil }
    guard let unit else {
      return [quantity, high].compactMap { $0.map(fraction) }.joined(separator: "–")
    }
    if unit.isMetric { return metric(quantity, high, unit) }
    if unit == .teaspoon, (high ?? quantity) < Rational(1, 8) ?? .zero {
      return pinches(quantity, high)
    }
    let numbers = [quantity, high].compactMap { $0.map(fraction) }.joined(separator: "–")
    // "1 cup" also for 1.05 cups, which is written "1".
    return numbers + " " + unit.written(plural: (high ?? quantity) > .one && numbers != "1")
  }

  /// A cook's fraction: "½", "1 ⅓", "3"; a value too small for eighths is written exactly
  /// ("1/16") or, failing that, as a short decimal.
  public static func fraction(_ value: Rational) -> String {
    let whole = value.wholePart
    let part = nearestCookFraction(value.fractionalPart)
    if part == .one { return String(whole + 1) }
    if part == .zero {
      if whole > 0 { return String(whole) }
      if value.denominator <= 64 { return value.description }
      return decimal(value, significantDigits: 2)
    }
    let glyph = glyphs[part] ?? part.description
    return whole > 0 ? "\(whole) \(glyph)" : glyph
  }

  /// The value `fraction(_:)` writes: the whole part and the nearest cook's fraction (a
  /// value too small for eighths is written exactly, so it is its own rounding).
  static func cookRounded(_ value: Rational) -> Rational {
    let part = nearestCookFraction(value.fractionalPart)
    if part == .zero, value.wholePart == 0 { return value }
    return Rational(value.wholePart).adding(part) ?? value
  }

  // MARK: - US and counted

  private static let cookFractions: [Rational] = [
    (0, 1), (1, 8), (1, 4), (1, 3), (3, 8), (1, 2), (5, 8), (2, 3), (3, 4), (7, 8), (1, 1),
  ].compactMap { Rational($0.0, $0.1) }

  private static let glyphs: [Rational: String] = Dictionary(
    uniqueKeysWithValues: zip(cookFractions[1..<10], ["⅛", "¼", "⅓", "⅜", "½", "⅝", "⅔", "¾", "⅞"]))

  private static func nearestCookFraction(_ part: Rational) -> Rational {
    var best = Rational.zero
    var bestDistance: Rational?
    for candidate in cookFractions {
      guard let difference = part.subtracting(candidate) else { continue }
      let distance =
        difference < .zero ? Rational(-difference.numerator, difference.denominator) : difference
      if let current = bestDistance, let distance, !(distance < current) { continue }
      best = candidate
      bestDistance = distance
    }
    return best
  }

  private static func pinches(_ quantity: Rational, _ high: Rational?) -> String {
    func count(_ value: Rational) -> Int {
      max(
        1,
        value.multiplied(by: Rational(16)).flatMap { $0.rounded(toDenominator: 1) }?.numerator ?? 1)
    }
    let low = count(quantity)
    let top = high.map(count).flatMap { $0 > low ? $0 : nil }
    let numbers = [low, top].compactMap { $0.map(String.init) }.joined(separator: "–")
    return numbers + " " + CookingUnit.pinch.written(plural: (top ?? low) > 1)
  }

  // MARK: - Metric

  private static func metric(_ quantity: Rational, _ high: Rational?, _ unit: CookingUnit) -> String
  {
    let isMass = unit.kind == .mass
    let toBase: Rational =
      switch unit {
      case .kilogram, .liter: Rational(1000)
      case .milligram: Rational(1, 1000) ?? .one
      default: .one
      }
    guard let low = quantity.multiplied(by: toBase) else { return fraction(quantity) }
    let top = high.flatMap { $0.multiplied(by: toBase) }
    let largest = top ?? low
    let thousand = Rational(1000)
    if largest >= thousand, let lowLarge = low.divided(by: thousand) {
      let topLarge = top.flatMap { $0.divided(by: thousand) }
      let step = largest >= Rational(10_000) ? Rational(1, 10) : Rational(1, 100)
      return written(lowLarge, topLarge, step: step) + (isMass ? " kg" : " l")
    }
    if unit == .milligram, largest < .one {
      return written(quantity, high, step: .one) + " mg"
    }
    let step =
      largest >= Rational(100) ? Rational(5) : largest >= Rational(10) ? .one : Rational(1, 10)
    return written(low, top, step: step) + (isMass ? " g" : " ml")
  }

  private static func written(_ low: Rational, _ high: Rational?, step: Rational?) -> String {
    [low, high].compactMap { $0.map { rounded($0, toMultipleOf: step ?? .one) } }
      .joined(separator: "–")
  }

  /// `value` to the nearest multiple of `step`, as a decimal; a value that would round to
  /// zero gets finer steps until it does not.
  private static func rounded(_ value: Rational, toMultipleOf step: Rational) -> String {
    var step = step
    while let steps = value.divided(by: step)?.rounded(toDenominator: 1),
      let result = steps.multiplied(by: step)
    {
      if result != .zero { return decimal(result, significantDigits: nil) }
      guard let finer = step.divided(by: Rational(10)), finer.denominator <= 1_000_000 else {
        break
      }
      step = finer
    }
    return decimal(value, significantDigits: 2)
  }

  /// A rational whose denominator divides a power of ten, as "12.25"; with
  /// `significantDigits`, any rational rounded to that many significant digits.
  static func decimal(_ value: Rational, significantDigits: Int?) -> String {
    var places = 0
    var scaled = value
    if let significantDigits {
      var magnitude = Rational.one
      while value < magnitude, places < 12 {
        magnitude = magnitude.divided(by: Rational(10)) ?? magnitude
        places += 1
      }
      places += significantDigits - 1
      scaled = value.rounded(toDenominator: power(places)) ?? value
    } else {
      while !(scaled.multiplied(by: Rational(power(places)))?.isInteger ?? true), places < 9 {
        places += 1
      }
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
