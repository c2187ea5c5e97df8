/// The US measures an amount can step down to, and the fractions each is read in.
///
/// A cup steps down to tablespoons and teaspoons, a teaspoon to pinches (1/16 tsp); quarts,
/// pints and gallons step down to cups, fluid ounces to spoons, pounds to ounces. Sizes are
/// exact within each family: in teaspoons for volume (a tablespoon is 3, a cup 48), in
/// ounces for weight (a pound is 16).
enum MeasureLadder {
  /// How many of its family's base (teaspoons or ounces) one `unit` is; nil for a unit
  /// outside the ladders (metric and counted units, other than the pinch).
  static func size(of unit: CookingUnit) -> Rational? {
    if unit == .pinch { return Rational(1, 16) }
    return unit.isMetric ? nil : unit.sizeInFamilyBase
  }

  /// The measures below `unit`, largest first; empty for the smallest of a family and for
  /// counted units (a pinch a recipe counts stays a pinch).
  static func steps(below unit: CookingUnit) -> [CookingUnit] {
    switch unit {
    case .gallon: [.quart, .cup, .tablespoon, .teaspoon, .pinch]
    case .quart, .pint, .cup: [.cup, .tablespoon, .teaspoon, .pinch].filter { $0 != unit }
    case .fluidOunce: [.tablespoon, .teaspoon, .pinch]
    case .tablespoon: [.teaspoon, .pinch]
    case .teaspoon: [.pinch]
    case .pound: [.ounce]
    default: []
    }
  }

  /// The smallest real measure of `unit`'s ladder, which an amount too small for any
  /// fraction is written in as a decimal: teaspoons rather than pinches.
  static func finest(below unit: CookingUnit) -> CookingUnit {
    steps(below: unit).last { $0 != .pinch } ?? unit
  }

  /// The fractional parts a measure holds, 0 and 1 among them: the cups of a set of
  /// measuring cups, halves of a tablespoon, the spoons of a set (⅛ ¼ ⅓ ½ ⅔ ¾ of a
  /// teaspoon: no spoon holds ⅜ or ⅞), half ounces; a pinch whole, as a hand takes it;
  /// pounds in the quarters and thirds butchers weigh out; whole pints, quarts and gallons.
  static func measuringFractions(of unit: CookingUnit) -> [Rational] {
    let parts: [(Int, Int)] =
      switch unit {
      case .cup, .pound: [(1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]
      case .tablespoon, .ounce, .fluidOunce: [(1, 2)]
      case .teaspoon: [(1, 8), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4)]
      default: []
      }
    return [.zero] + parts.compactMap { Rational($0.0, $0.1) } + [.one]
  }

  /// The fractional parts `unit` is written in on its own: a measure's
  /// `measuringFractions` for the cup, spoons, pound and pinch; every cook's fraction for
  /// the rest (ounces, pints), which are weighed or poured rather than measured out.
  static func ownFractions(of unit: CookingUnit) -> [Rational] {
    [.cup, .tablespoon, .teaspoon, .pound, .pinch].contains(unit)
      ? measuringFractions(of: unit) : CookFraction.all
  }
}
