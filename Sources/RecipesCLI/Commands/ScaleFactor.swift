import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesQuantities

/// The `--scale` of `recipes ingredient`: a positive number, exact ("2", "0.5", "1/3",
/// "1.5/2"), so a third scaled back by three is a whole again.
///
/// A factor may enlarge or shrink at most `limit` (1000) times: the reach of the servings
/// spin button (1 to 1000 servings), where every quantity a line can hold stays exact and a
/// kitchen amount. Beyond it a factor of 10^15 overflowed the rational and printed a measure
/// with no quantity; `validate` makes it a usage error (exit status 2) instead.
struct ScaleFactor: ExpressibleByArgument, Sendable {
  /// How many times larger or smaller `--scale` may make a quantity.
  static let limit = Rational(1000)

  /// The factor.
  let value: Rational
  /// The factor as typed, for messages.
  let text: String

  /// Throws the usage error for a factor beyond `limit` either way; nil (not given) is fine.
  static func validate(_ factor: ScaleFactor?) throws {
    guard let factor else { return }
    let shrinks = factor.value.reciprocal ?? .zero
    guard factor.value > limit || shrinks > limit else { return }
    throw ValidationError(
      localized(
        "--scale must be from 1/{limit} to {limit}, not {factor}.",
        ["limit": String(describing: limit), "factor": factor.text]))
  }

  init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count <= 2, let top = Self.decimal(parts[0]) else { return nil }
    var value = top
    if parts.count == 2 {
      guard let bottom = Self.decimal(parts[1]), let quotient = top.divided(by: bottom) else {
        return nil
      }
      value = quotient
    }
    guard value.isPositive else { return nil }
    self.value = value
    text = argument
  }

  /// Digits with at most one decimal point, and nothing else (no sign, no exponent).
  private static func decimal(_ text: Substring) -> Rational? {
    var numerator = 0
    var denominator = 1
    var sawPoint = false
    var sawDigit = false
    for character in text {
      if character == ".", !sawPoint {
        sawPoint = true
        continue
      }
      guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
      let shifted = numerator.multipliedReportingOverflow(by: 10)
      let sum = shifted.partialValue.addingReportingOverflow(digit)
      guard !shifted.overflow, !sum.overflow else { return nil }
      numerator = sum.partialValue
      sawDigit = true
      if sawPoint {
        let (scaled, overflow) = denominator.multipliedReportingOverflow(by: 10)
        guard !overflow else { return nil }
        denominator = scaled
      }
    }
    return sawDigit ? Rational(numerator, denominator) : nil
  }
}
