/// A US amount written with the measures a cook has: its own unit, one smaller measure, or
/// a sum of a measure and the next smaller one, each in the fractions its cups and spoons
/// hold (`MeasureLadder`).
///
/// In order of preference: the unit itself ("¾ cup", "⅓ tsp"); a larger measure for many of a
/// small one (18 tsp is "6 tbsp", 8 tbsp "½ cup"); "a pinch" below the smallest spoon;
/// else, ranked by the largest measure used, then the fewest parts, then exactness, a sum
/// whose second measure is the next smaller one ("¼ cup + 2 tbsp", "2 tbsp + 2 tsp",
/// "¼ tsp + ⅛ tsp", "1 tsp + a pinch") or a single smaller measure ("5 tbsp"). Every one of
/// them within 5 % of the exact amount; only under a teaspoon, where a pinch is the finest
/// step anyone measures, may none be, and the nearest is taken.
enum MeasureSum {
  typealias Part = WrittenAmount.Part

  /// `quantity` of `unit` in measures; nil for a unit with no smaller measures (ounces,
  /// counted units), which is written in cook's fractions or decimals instead.
  static func parts(_ quantity: Rational, unit: CookingUnit) -> [Part]? {
    let ladder = [unit] + MeasureLadder.steps(below: unit)
    guard ladder.count > 1, unit != .pinch, let size = MeasureLadder.size(of: unit),
      let exact = quantity.multiplied(by: size), exact.isPositive
    else { return nil }
    if let larger = larger(exact, than: unit) { return [larger] }
    // Written in the unit's own fractions already ("5 ¼ lb", "1 ½ tbsp"): as it is.
    if MeasureLadder.ownFractions(of: unit).contains(quantity.fractionalPart) {
      return [Part(value: quantity, unit: unit)]
    }
    let own = measured(exact, in: unit, among: MeasureLadder.ownFractions(of: unit))
    if let own, base(own) == exact { return [own] }
    if ladder.contains(.teaspoon), exact < MeasureLadder.smallestSpoon,
      !CookFraction.isClose(MeasureLadder.smallestSpoon, to: exact)
    {
      return [Part(value: .one, unit: .pinch)]
    }
    let sum = best(exact, ladder: ladder, strictly: true)
    // The unit's own fraction, unless a sum led by the unit is exact where it is only close
    // (4 ⅔ tbsp is "4 tbsp + 2 tsp", not "4 ½ tbsp").
    if let sum, sum.first?.unit == unit, sum.count == 2, total(sum) == exact { return sum }
    if let own { return [own] }
    if let sum { return sum }
    // Under a teaspoon no sum of spoons and pinches may come within 5 % (⅙ tsp): the
    // nearest one does. Larger amounts always find one; the guard is for odd ladders.
    guard ladder.contains(.teaspoon), exact < .one else { return nil }
    return best(exact, ladder: ladder, strictly: false)
  }

  /// Many teaspoons as tablespoons (from 2 tbsp, in halves), many tablespoons as cups (from
  /// ½ cup, in the measuring cups' fractions), when they are exactly that.
  private static func larger(_ exact: Rational, than unit: CookingUnit) -> Part? {
    let (larger, threshold): (CookingUnit, Rational) =
      switch unit {
      case .teaspoon: (.tablespoon, Rational(6))
      case .tablespoon: (.cup, Rational(24))
      default: (unit, .zero)
      }
    guard larger != unit, !(exact < threshold),
      let part = measured(exact, in: larger, among: MeasureLadder.measuringFractions(of: larger)),
      base(part) == exact
    else { return nil }
    return part
  }

  /// The best of the single smaller measures and the sums, by rank; with `strictly` false,
  /// the nearest whatever its distance.
  private static func best(_ exact: Rational, ladder: [CookingUnit], strictly: Bool)
    -> [Part]?
  {
    var best: (rank: [Rational], parts: [Part])?
    func consider(_ rank: [Int], _ parts: [Part]) {
      guard let total = total(parts), let error = total.subtracting(exact) else { return }
      let distance = CookFraction.magnitude(error)
      // Strictly: the largest measure, the fewest parts, then exact before close. Else the
      // nearest, then the same order.
      var ranked = rank.map { Rational($0) }
      ranked.insert(distance == .zero ? .zero : .one, at: 2)
      if !strictly { ranked.insert(distance, at: 0) }
      if let current = best, !ranked.lexicographicallyPrecedes(current.rank) { return }
      best = (ranked, parts)
    }
    // Not strictly, the unit's own nearest fraction may be the nearest of all.
    for (index, step) in ladder.enumerated() where step != .pinch && (index > 0 || !strictly) {
      let fractions = MeasureLadder.measuringFractions(of: step)
      if let part = measured(exact, in: step, among: fractions, strictly: strictly) {
        consider([index, 1], [part])
      }
    }
    for (index, lead) in ladder.enumerated() where lead != .pinch {
      // What is added stays under the lead's smallest measure: "⅓ cup + 8 tbsp" is no sum.
      // (A teaspoon adds only ⅛ tsp or a pinch.)
      let smallest =
        lead == .teaspoon
        ? nil : MeasureLadder.leadingFractions(of: lead).first(where: \.isPositive)
      let limit = smallest.flatMap { fraction in
        MeasureLadder.size(of: lead).flatMap { fraction.multiplied(by: $0) }
      }
      for first in leads(exact, in: lead) {
        guard let taken = base(first), let rest = exact.subtracting(taken), rest.isPositive,
          let second = addition(rest, to: first, of: exact, strictly: strictly),
          let added = base(second), limit.map({ added < $0 }) ?? true
        else { continue }
        consider([index, 2], [first, second])
      }
    }
    return best?.parts
  }

  /// The second part of a sum led by `first`: the next smaller measure in its measuring
  /// fractions; after teaspoons, ⅛ tsp or a pinch, whichever comes nearer.
  private static func addition(
    _ rest: Rational, to first: Part, of exact: Rational, strictly: Bool
  ) -> Part? {
    guard let unit = first.unit, let next = MeasureLadder.addition(to: unit),
      let taken = base(first)
    else { return nil }
    if unit == .teaspoon {
      // ⅛ tsp after a whole or an eighth would make a single spoon ("1 ⅛ tsp", "¼ tsp").
      let eighth = MeasureLadder.smallestSpoon
      let part = first.value.fractionalPart
      var options = [Part(value: .one, unit: .pinch)]
      if part != .zero, part != eighth { options.append(Part(value: eighth, unit: .teaspoon)) }
      let scored = options.compactMap { option -> (Rational, Part)? in
        guard let total = base(option).flatMap(taken.adding),
          let error = total.subtracting(exact)
        else { return nil }
        return (CookFraction.magnitude(error), option)
      }
      guard let nearest = scored.min(by: { $0.0 < $1.0 }),
        let total = base(nearest.1).flatMap(taken.adding),
        !strictly || CookFraction.isClose(total, to: exact)
      else { return nil }
      return nearest.1
    }
    let fractions = MeasureLadder.measuringFractions(of: next)
    return measured(rest, in: next, among: fractions, after: taken, of: exact, strictly: strictly)
  }

  /// The amounts `unit` may lead a sum with, largest first: whole ones and the fractions of
  /// its set that do not go over `exact`.
  private static func leads(_ exact: Rational, in unit: CookingUnit) -> [Part] {
    guard let size = MeasureLadder.size(of: unit), let value = exact.divided(by: size) else {
      return []
    }
    let fractional = value.fractionalPart
    return MeasureLadder.leadingFractions(of: unit).filter { !(fractional < $0) }
      .sorted(by: >)
      .compactMap { Rational(value.wholePart).adding($0) }
      .filter(\.isPositive)
      .map { Part(value: $0, unit: unit) }
  }

  /// `amount` (in the ladder's base) in `unit`, in the simplest of `fractions` that will do.
  ///
  /// Wholes, then halves, then thirds and quarters, then eighths, the nearest of each; the
  /// first that brings `taken` plus it within 5 % of `exact` (2.6 tsp is "2 ½ tsp" rather
  /// than "2 ⅔ tsp"). Not `strictly`: the nearest of all. Nil when none does, or when the
  /// nearest is nothing.
  static func measured(
    _ amount: Rational, in unit: CookingUnit, among fractions: [Rational],
    after taken: Rational = .zero, of exact: Rational? = nil, strictly: Bool = true
  ) -> Part? {
    guard let size = MeasureLadder.size(of: unit), let value = amount.divided(by: size) else {
      return nil
    }
    let target = exact ?? amount
    // Thirds and quarters are equally plain: ¼ cup is not written ⅓ cup because thirds
    // come first.
    func plainness(_ fraction: Rational) -> Int {
      fraction.denominator <= 2 ? fraction.denominator : fraction.denominator <= 4 ? 3 : 4
    }
    var allowed: [Rational] = []
    for level in Set(fractions.map(plainness)).sorted() {
      allowed += fractions.filter { plainness($0) == level }
      guard let shown = CookFraction.nearest(value, among: allowed), shown.isPositive,
        let total = shown.multiplied(by: size).flatMap(taken.adding),
        CookFraction.isClose(total, to: target)
      else { continue }
      return Part(value: shown, unit: unit)
    }
    guard !strictly, let shown = CookFraction.nearest(value, among: fractions), shown.isPositive
    else { return nil }
    return Part(value: shown, unit: unit)
  }

  private static func total(_ parts: [Part]) -> Rational? {
    parts.reduce(Rational.zero as Rational?) { sum, part in base(part).flatMap { sum?.adding($0) } }
  }

  /// The part in its ladder's base.
  static func base(_ part: Part) -> Rational? {
    part.unit.flatMap(MeasureLadder.size(of:)).flatMap { part.value.multiplied(by: $0) }
  }
}
