/// A metric amount in US measures as a cook writes it: one measure, in the fractions its
/// cups and spoons hold, within 5 % of the exact amount.
///
/// A US amount scaled or added up is chosen by the same rules (`us(_:unit:)`).
///
/// "250 g beef" is "9 oz", not "8 ⅞ oz"; "25 g butter" is "5 ¼ tsp", never "1 tbsp + 2 ¼
/// tsp". The measures, from the one a cook reaches for first: cups in the fractions of a set
/// of measuring cups (¼ ⅓ ½ ⅔ ¾); whole tablespoons (up to a cup); tablespoons in halves
/// (up to ¾ cup) and whole teaspoons (up to ¼ cup); teaspoons in the fractions of a set of spoons (⅛ tsp
/// last); fluid ounces, in halves, for a liquid no cup or spoon measures closely. Weights
/// are pounds in quarters and thirds from a pound, else ounces, whole, then halves, then
/// quarters. An ingredient weighed in metric and measured by volume in US kitchens (flour,
/// sugar, butter) is weighed in ounces when no cup or spoon comes within 5 %.
///
/// Only a small amount may be further off, and only by the smallest step a cook measures:
/// under 2 ½ tsp, the nearest spoon or a pinch (never more than ⅛ tsp off); under 2 ½ oz
/// with no cup or spoon for it, the nearest quarter ounce. A weight under ½ oz with no
/// density to measure it in spoons is left in grams: "¼ oz" of basil would be 10 g or 5.
enum ImperialMeasure {
  /// One amount in one unit: `value` is exact in the cook's fractions of `unit`.
  struct Choice: Equatable, Sendable {
    /// The amount, whole or a cook's fraction.
    let value: Rational
    /// The unit it is measured in.
    let unit: CookingUnit
  }

  /// The measure for `milliliters`; `grams`, when the amount was weighed and its density
  /// is known, lets a weight in ounces stand in for a volume no measure comes close to.
  static func volume(milliliters: Double, grams: Double? = nil) -> Choice? {
    guard milliliters.isFinite, milliliters > 0 else { return nil }
    let teaspoons = milliliters / teaspoon
    var candidates = volumeCandidates(teaspoons: teaspoons)
    if let grams, grams.isFinite, grams > 0 {
      // Weighed: ounces of weight, never fluid ounces of butter.
      candidates.removeAll { $0.unit == .fluidOunce }
      candidates += massCandidates(ounces: grams / ounce).map {
        ($0.error, $0.unit, $0.value, $0.cost + 4.5)
      }
    }
    if let chosen = best(candidates) { return chosen }
    guard teaspoons < 2.5 else { return nearest(candidates) }
    // Under 2 tsp: the nearest spoon, or a pinch under half of ⅛ tsp and a pinch.
    guard teaspoons >= 0.09375, let spoon = cookValue(teaspoons, among: spoonFractions),
      spoon.isPositive
    else { return Choice(value: .one, unit: .pinch) }
    return Choice(value: spoon, unit: .teaspoon)
  }

  /// The measure for `grams` weighed, with no density known; nil under ½ oz.
  static func mass(grams: Double) -> Choice? {
    guard grams.isFinite, grams > 0 else { return nil }
    let ounces = grams / ounce
    guard ounces >= 0.5 * 0.95 else { return nil }
    let candidates = massCandidates(ounces: ounces)
    return best(candidates) ?? nearest(candidates)
  }

  /// `quantity` of the US `unit` as one measure, by the same rules.
  ///
  /// For a scaled amount or a shopping list's sum. Nil for a unit outside the US measures, and for a weight under
  /// 2 ½ oz that no fraction of an ounce comes within 5 % of (written as a decimal instead).
  ///
  /// Three measures join those above, each for a reason. A pint, quart, gallon or fluid
  /// ounce the recipe wrote stays that unit when it comes out whole or a half ("1 ½ qt"),
  /// since a cook pours it; pounds it wrote stay pounds below one ("⅓ lb"), as a butcher
  /// weighs them. From a cup up, where the cups of a set step by a quarter and no
  /// spoon is counted any more, a cup is taken in eighths too ("1 ⅛ cups", 18 tbsp): the
  /// alternative would be a sum, which is no measure. Fluid ounces are never offered for a
  /// cup or spoon scaled: flour measured in them would not be flour measured.
  ///
  /// A small volume no spoon comes within 5 % of is the nearest spoon (never more than
  /// ⅛ tsp off), below ⅛ tsp a pinch. Larger, three narrow gaps are left — about 4 ¾ tbsp,
  /// 17 tbsp and 19 tbsp, between half spoons and between a cup's eighths — where the
  /// nearest measure is taken, at most 6.25 % off: 14 tsp or 17 tbsp is what a cook would
  /// not count out.
  static func us(_ quantity: Rational, unit: CookingUnit) -> Choice? {
    guard unit.system == .us, let size = unit.sizeInFamilyBase,
      let exact = quantity.multiplied(by: size), exact.isPositive
    else { return nil }
    let amount = exact.doubleValue
    guard amount.isFinite, amount < 1e9 else { return nil }
    if unit.kind == .mass {
      var candidates = massCandidates(ounces: amount)
      if unit == .pound {
        // Pounds the recipe wrote stay pounds below one too ("⅓ lb", "¾ lb").
        candidates += options(amount / 16, .pound, [(cupFractions, -1)])
      }
      if let chosen = best(candidates) { return chosen }
      guard amount < 2.5 else { return nearest(candidates) }
      // Under 2 ½ oz no quarter ounce may be close: an ounce in the fractions recipes write
      // ("1 ⅞ oz") when one is, else none (a decimal, "0.05 oz").
      guard let value = cookValue(amount, among: CookFraction.all), value.isPositive,
        abs(value.doubleValue - amount) <= amount * tolerance
      else { return nil }
      return Choice(value: value, unit: .ounce)
    }
    var candidates = volumeCandidates(teaspoons: amount).filter { $0.unit != .fluidOunce }
    if [.pint, .quart, .gallon, .fluidOunce].contains(unit), quantity.doubleValue >= 0.95 {
      candidates += options(quantity.doubleValue, unit, [(halves, -1)])
    }
    if amount / 48 >= 1 { candidates += options(amount / 48, .cup, [(cupEighths, 6)]) }
    if let chosen = best(candidates) { return chosen }
    guard amount < 2.5 else { return nearest(candidates) }  // the gaps above
    // Below ⅛ tsp (and not within 5 % of it) a pinch, as a hand takes it.
    guard amount >= 0.125 / 1.05, let spoon = cookValue(amount, among: spoonFractions),
      spoon.isPositive
    else { return Choice(value: .one, unit: .pinch) }
    return Choice(value: spoon, unit: .teaspoon)
  }

  /// `exact` (in `unit`'s own amount) in `unit`, to the nearest of the fractions the unit
  /// is written in here: the low end of a range whose unit its high end chose.
  static func value(_ exact: Double, in unit: CookingUnit) -> Rational? {
    let fractions =
      switch unit {
      case .cup, .pound: cupFractions
      case .teaspoon: spoonFractions
      case .ounce: quarters
      default: halves
      }
    return cookValue(exact, among: fractions).flatMap { $0.isPositive ? $0 : nil }
  }

  // MARK: - Candidates

  /// (relative error, unit, value, cost): the lower the cost, the sooner a cook reaches
  /// for it.
  private typealias Candidate = (error: Double, unit: CookingUnit, value: Rational, cost: Double)

  private static func volumeCandidates(teaspoons: Double) -> [Candidate] {
    var list: [Candidate] = []
    let cups = teaspoons / 48
    let tablespoons = teaspoons / 3
    if cups >= 0.25 * 0.95 { list += options(cups, .cup, [(cupFractions, 0)]) }
    if tablespoons >= 0.95, tablespoons <= 16.5 {
      list += options(tablespoons, .tablespoon, [([], 1)])
    }
    // "1 ½ tbsp" (up to ¾ cup, where no cup is close) and "4 tsp" (under ¼ cup);
    // "1 ½ tsp" rather than "½ tbsp".
    if tablespoons >= 0.95, tablespoons <= 12.5 {
      list += options(tablespoons, .tablespoon, [(halves, 2)])
    }
    if teaspoons >= 0.95, tablespoons <= 4.2 {
      list += options(teaspoons, .teaspoon, [([], 2.5)])
    } else if tablespoons <= 4.5 {
      // Just over ¼ cup, where neither a cup nor a half spoon comes within 5 %.
      list += options(teaspoons, .teaspoon, [([], 7)])
    }
    if teaspoons <= 12.5 {
      list += options(teaspoons, .teaspoon, [(cupFractions, 3), (eighths, 4)])
    }
    if teaspoons >= 6 * 0.95 {
      list += options(teaspoons / 6, .fluidOunce, [([], 5), (halves, 5.5)])
    }
    return list
  }

  private static func massCandidates(ounces: Double) -> [Candidate] {
    var list: [Candidate] = []
    if ounces >= 16 * 0.95 { list += options(ounces / 16, .pound, [(cupFractions, 0)]) }
    list += options(ounces, .ounce, [([], 1), (halves, 2), (quarters, 3)])
    return list
  }

  /// The nearest value of `unit` in each level of fractions, with its cost.
  private static func options(
    _ exact: Double, _ unit: CookingUnit, _ levels: [([Rational], Double)]
  ) -> [Candidate] {
    levels.compactMap { fractions, cost in
      guard let value = cookValue(exact, among: fractions + [.zero, .one]), value.isPositive
      else { return nil }
      return (abs(value.doubleValue - exact) / exact, unit, value, cost)
    }
  }

  /// The whole part of `exact` and the nearest of `fractions` (0 and 1 among them).
  private static func cookValue(_ exact: Double, among fractions: [Rational]) -> Rational? {
    guard exact.isFinite, exact >= 0, exact < 1e9,
      let approximate = Rational(Int((exact * 100_000).rounded()), 100_000)
    else { return nil }
    return CookFraction.nearest(approximate, among: fractions + [.zero, .one])
  }

  /// The cheapest candidate within 5 %, the nearest among equals.
  private static func best(_ candidates: [Candidate]) -> Choice? {
    let close = candidates.filter { $0.error <= tolerance }
    return close.min { ($0.cost, $0.error) < ($1.cost, $1.error) }
      .map { Choice(value: $0.value, unit: $0.unit) }
  }

  private static func nearest(_ candidates: [Candidate]) -> Choice? {
    candidates.min { ($0.error, $0.cost) < ($1.error, $1.cost) }
      .map { Choice(value: $0.value, unit: $0.unit) }
  }

  // MARK: - Fractions and sizes

  /// 5 %, less a hair: what is chosen here stays within 5 % when converted back exactly.
  private static let tolerance = CookFraction.tolerance.doubleValue * 0.998
  /// Millilitres in a US teaspoon, grams in an ounce.
  private static let teaspoon = 4.92892159375
  private static let ounce = 28.349523125

  private static func parts(_ pairs: [(Int, Int)]) -> [Rational] {
    pairs.compactMap { Rational($0.0, $0.1) }
  }
  private static let halves = parts([(1, 2)])
  private static let quarters = parts([(1, 4), (1, 2), (3, 4)])
  private static let eighths = parts([(1, 8), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4)])
  /// The cups of a set of measuring cups (and the quarters and thirds of a pound).
  private static let cupFractions = parts([(1, 4), (1, 3), (1, 2), (2, 3), (3, 4)])
  /// Eighths of a cup (2 tbsp each), from a cup up only.
  private static let cupEighths = CookFraction.all
  /// The spoons of a set, ⅛ tsp among them.
  private static let spoonFractions = [Rational.zero] + eighths + [.one]
}
