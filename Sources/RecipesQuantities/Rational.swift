/// An exact fraction of two integers, always reduced, with a positive denominator.
///
/// Ingredient quantities are rationals so that scaling by ⅓ and back by 3 gives the quantity
/// written, and thirds add up to wholes. Arithmetic never traps: a result whose numerator or
/// denominator would not fit in an `Int` is `nil`, and the caller drops the quantity.
///
/// ```swift
/// Rational(1, 3)?.adding(Rational(2, 3)!)  // 1
/// Rational(1, 0)                           // nil
/// ```
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The reduced numerator; negative only for a negative value.
  public let numerator: Int
  /// The reduced denominator; always at least 1.
  public let denominator: Int

  /// The fraction `numerator / denominator` in lowest terms; nil when the denominator is 0
  /// or the value cannot be held (`Int.min` has no positive counterpart).
  public init?(_ numerator: Int, _ denominator: Int) {
    guard denominator != 0, numerator != .min, denominator != .min else { return nil }
    let divisor = Self.gcd(numerator.magnitude, denominator.magnitude)
    let sign = denominator < 0 ? -1 : 1
    self.numerator = sign * numerator / Int(divisor)
    self.denominator = sign * denominator / Int(divisor)
  }

  /// The whole number `value`.
  public init(_ value: Int) {
    numerator = value == .min ? .min + 1 : value
    denominator = 1
  }

  /// Zero.
  public static let zero = Rational(0)
  /// One.
  public static let one = Rational(1)

  /// Whether the value has no fractional part.
  public var isInteger: Bool { denominator == 1 }
  /// Whether the value is above zero.
  public var isPositive: Bool { numerator > 0 }
  /// The nearest `Double`; only for display decisions and `Measurement`, never for storage.
  public var doubleValue: Double { Double(numerator) / Double(denominator) }
  /// The whole part, rounded toward zero (`7/2` → 3).
  public var wholePart: Int { numerator / denominator }
  /// What is left after the whole part (`7/2` → `1/2`).
  public var fractionalPart: Rational {
    Rational(numerator % denominator, denominator) ?? .zero
  }

  /// "3", "7/2" or "-1/4".
  public var description: String {
    denominator == 1 ? String(numerator) : "\(numerator)/\(denominator)"
  }

  /// The sum, or nil when it cannot be held.
  public func adding(_ other: Rational) -> Rational? {
    // Over the least common denominator, to keep intermediate values small.
    let divisor = Int(Self.gcd(denominator.magnitude, other.denominator.magnitude))
    let left = other.denominator / divisor
    let right = denominator / divisor
    guard let a = Self.multiply(numerator, left), let b = Self.multiply(other.numerator, right),
      let denominatorProduct = Self.multiply(denominator, left)
    else { return nil }
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? nil : Rational(sum, denominatorProduct)
  }

  /// The difference, or nil when it cannot be held.
  public func subtracting(_ other: Rational) -> Rational? {
    adding(Rational(uncheckedNumerator: -other.numerator, denominator: other.denominator))
  }

  /// The product, or nil when it cannot be held.
  public func multiplied(by other: Rational) -> Rational? {
    // Cross-reduce first: (a/b)(c/d) with gcd(a,d) and gcd(c,b) divided out stays reduced.
    let first = Int(Self.gcd(numerator.magnitude, other.denominator.magnitude))
    let second = Int(Self.gcd(other.numerator.magnitude, denominator.magnitude))
    guard
      let top = Self.multiply(numerator / max(first, 1), other.numerator / max(second, 1)),
      let bottom = Self.multiply(denominator / max(second, 1), other.denominator / max(first, 1))
    else { return nil }
    return Rational(top, bottom)
  }

  /// The quotient, or nil when `other` is zero or the result cannot be held.
  public func divided(by other: Rational) -> Rational? {
    guard let inverse = other.reciprocal else { return nil }
    return multiplied(by: inverse)
  }

  /// One over the value, or nil for zero.
  public var reciprocal: Rational? { Rational(denominator, numerator) }

  /// The nearest multiple of `1/steps` (halves rounded away from zero); nil when it
  /// cannot be held.
  public func rounded(toDenominator steps: Int) -> Rational? {
    guard steps > 0, let scaled = multiplied(by: Rational(steps)) else { return nil }
    let magnitude = scaled.numerator.magnitude
    let divisor = UInt(scaled.denominator)
    var whole = magnitude / divisor
    let remainder = magnitude % divisor
    // Compared as r ≥ d − r, which cannot overflow as 2r ≥ d could.
    if remainder >= divisor - remainder { whole += 1 }
    guard whole <= UInt(Int.max) else { return nil }
    return Rational(scaled.numerator < 0 ? -Int(whole) : Int(whole), steps)
  }

  /// Orders by value.
  public static func < (lhs: Rational, rhs: Rational) -> Bool {
    // Compare a/b < c/d as a·d < c·b in double width, which cannot overflow.
    let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    return (left.high, left.low) < (right.high, right.low)
  }

  private init(uncheckedNumerator: Int, denominator: Int) {
    self.numerator = uncheckedNumerator
    self.denominator = denominator
  }

  private static func multiply(_ a: Int, _ b: Int) -> Int? {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow || product == .min ? nil : product
  }

  static func gcd(_ a: UInt, _ b: UInt) -> UInt {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return max(a, 1)
  }
}
