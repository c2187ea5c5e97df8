/// An amount in US or counted units as a cook reads it: never more than 5 % from the exact
/// amount (`CookFraction.tolerance`).
///
/// In order: the amount in its own unit with a cook's fraction ("1 ⅓ cups", and "⅙ tsp"
/// for about a sixth of a teaspoon); else stepped
/// down the unit's ladder (`MeasureLadder`) to one measure or two, preferring the largest
/// measure and then the fewest parts (⅙ cup is "2 tbsp + 2 tsp", 1/16 cup "1 tbsp", 1 1/16
/// cups "1 cup + 1 tbsp"), the smaller measures read only in the fractions their cups and
/// spoons hold; else, with no ladder to step down (eggs, cloves, ounces) or none close
/// enough, a decimal of two significant digits ("1.1 eggs", "0.005 tsp").
struct WrittenAmount: Equatable {
  /// One number and its unit.
  struct Part: Equatable {
    /// The value written, exactly.
    let value: Rational
    let unit: CookingUnit?
    /// Whether the value is written as a decimal rather than a cook's fraction.
    var isDecimal = false

    /// "2 tbsp", "1 ½ cups", "0.2 egg"'s "0.2".
    var text: String { number + (unit.map { " " + $0.written(plural: value > .one) } ?? "") }

    var number: String {
      isDecimal
        ? QuantityRenderer.decimal(value, significantDigits: nil) : CookFraction.written(value)
    }
  }

  /// The parts, added up: "2 tbsp + 2 tsp"; for a range, its low end.
  let parts: [Part]
  /// The high end of a range, in the low end's unit.
  let high: Part?

  /// "2 tbsp + 2 tsp", "8–12 tsp".
  var text: String {
    guard let high, let low = parts.first else {
      return parts.map(\.text).joined(separator: " + ")
    }
    return low.number + "–" + high.text
  }

  /// Whether the amount reads as more than one ("1 ½", "1–2"; not "1" or "½").
  var readsAsPlural: Bool { (high ?? parts.first)?.value ?? .zero > .one }

  /// `quantity` of `unit` (nil for a plain count) as a cook reads it.
  init(_ quantity: Rational, unit: CookingUnit?) {
    if let shown = CookFraction.nearest(quantity, among: CookFraction.all), shown.isPositive,
      CookFraction.isClose(shown, to: quantity),
      !Self.isBetterStepped(shown, unit: unit)
    {
      parts = [Part(value: shown, unit: unit)]
    } else if unit == .teaspoon, CookFraction.isClose(CookFraction.sixth, to: quantity) {
      // Half a teaspoon divided by three, as recipes write it: no spoon holds it, and the
      // pinches below would say "2 ⅔ pinches".
      parts = [Part(value: CookFraction.sixth, unit: .teaspoon)]
    } else if let unit, let stepped = Self.stepped(quantity, unit: unit) {
      parts = stepped
    } else {
      parts = [Self.decimal(quantity, unit: unit)]
    }
    high = nil
  }

  /// The range `low`–`high` of `unit`, both ends in one measure: the unit itself with a
  /// cook's fraction, else the largest smaller measure that holds both ends ("8–12 tsp"),
  /// else decimals in the finest; one amount when both ends are written alike.
  init(_ low: Rational, _ high: Rational, unit: CookingUnit?) {
    let steps: [CookingUnit?] = [unit] + (unit.map(MeasureLadder.steps(below:)) ?? [])
    let size = unit.flatMap(MeasureLadder.size(of:))
    var ends: (Part, Part)?
    for (index, step) in steps.enumerated() {
      // The first step is the unit itself; the others are measures on its ladder.
      let ratio =
        index == 0
        ? .one : step.flatMap(MeasureLadder.size(of:)).flatMap { size?.divided(by: $0) }
      let fractions =
        index == 0 ? CookFraction.all : step.map(MeasureLadder.measuringFractions(of:)) ?? []
      guard let ratio, let lowIn = low.multiplied(by: ratio),
        let highIn = high.multiplied(by: ratio),
        let shownLow = CookFraction.nearest(lowIn, among: fractions),
        let shownHigh = CookFraction.nearest(highIn, among: fractions), shownLow.isPositive,
        CookFraction.isClose(shownLow, to: lowIn), CookFraction.isClose(shownHigh, to: highIn)
      else { continue }
      ends = (Part(value: shownLow, unit: step), Part(value: shownHigh, unit: step))
      break
    }
    let (lowPart, highPart) =
      ends ?? (Self.decimal(low, unit: unit), Self.decimal(high, unit: unit))
    parts = [lowPart]
    self.high = lowPart.number == highPart.number ? nil : highPart
  }

  // MARK: - Stepping down

  /// Whether `shown` of `unit` is a fraction no measuring cup or spoon holds.
  ///
  /// The measures below then say it as a cook would: ⅓ tbsp is "1 tsp", ⅛ cup "2 tbsp",
  /// 1 ⅓ tbsp "1 tbsp + 1 tsp", 4 ⅜ lb "4 lb + 6 oz". Other units keep every cook's
  /// fraction ("⅓ tsp", "1 ⅓ eggs").
  private static func isBetterStepped(_ shown: Rational, unit: CookingUnit?) -> Bool {
    guard let unit, [.cup, .tablespoon, .pound].contains(unit) else { return false }
    return !MeasureLadder.measuringFractions(of: unit).contains(shown.fractionalPart)
  }

  /// The best rendering of `quantity` in `unit`'s smaller measures, one part or two; nil
  /// when none is close enough.
  private static func stepped(_ quantity: Rational, unit: CookingUnit) -> [Part]? {
    let ladder = [unit] + MeasureLadder.steps(below: unit)
    guard ladder.count > 1, let size = MeasureLadder.size(of: unit),
      let exact = quantity.multiplied(by: size)
    else { return nil }
    // Ranked by the ladder index of the first part, then the number of parts, then
    // exactness ("⅓ cup + 2 tsp" of ⅜ cup over "⅓ cup + ½ tbsp"), then the ladder index of
    // the second.
    var best: (rank: [Int], parts: [Part])?
    func consider(_ rank: [Int], _ parts: [Part]) {
      let total = parts.reduce(Rational.zero as Rational?) { sum, part in
        base(part).flatMap { sum?.adding($0) }
      }
      var rank = rank
      rank.insert(total == exact ? 0 : 1, at: 2)
      if let current = best, !rank.lexicographicallyPrecedes(current.rank) { return }
      best = (rank, parts)
    }
    for (index, step) in ladder.enumerated() where index > 0 {
      let fractions = MeasureLadder.measuringFractions(of: step)
      if let part = measured(exact, in: step, among: fractions, after: .zero, of: exact) {
        consider([index, 1], [part])
      }
    }
    for (first, large) in ladder.enumerated() {
      guard let taken = measuredBelow(exact, in: large), let takenTotal = base(taken),
        let rest = exact.subtracting(takenTotal), rest.isPositive
      else { continue }
      for (second, small) in ladder.enumerated() where second > first {
        // A pinch added to a spoon is a whole pinch.
        let fractions =
          small == .pinch ? [.zero, .one] : MeasureLadder.measuringFractions(of: small)
        if let part = measured(rest, in: small, among: fractions, after: takenTotal, of: exact) {
          consider([first, 2, second], [taken, part])
        }
      }
    }
    return best?.parts
  }

  /// `amount` (in the ladder's base) in `unit`, in the simplest fraction that will do.
  ///
  /// The simplest of `fractions` — wholes, then halves, then thirds and quarters, then
  /// eighths, the nearest of each — that brings `taken` plus it within 5 % of `exact`: 2.6 tsp is
  /// "2 ½ tsp" rather than "2 ⅝ tsp". Nil when none does.
  private static func measured(
    _ amount: Rational, in unit: CookingUnit, among fractions: [Rational],
    after taken: Rational, of exact: Rational
  ) -> Part? {
    guard let size = MeasureLadder.size(of: unit), let value = amount.divided(by: size) else {
      return nil
    }
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
        CookFraction.isClose(total, to: exact)
      else { continue }
      return Part(value: shown, unit: unit)
    }
    return nil
  }

  /// The most of `amount` that `unit` leads a sum with without going over ("½ cup" of
  /// 0.56 cup, "2 tbsp" of 2.67 tbsp); nil when that is nothing.
  private static func measuredBelow(_ amount: Rational, in unit: CookingUnit) -> Part? {
    guard let size = MeasureLadder.size(of: unit), let value = amount.divided(by: size)
    else { return nil }
    let fractional = value.fractionalPart
    let part = MeasureLadder.leadingFractions(of: unit).filter { !(fractional < $0) }.max()
    guard let part, let shown = Rational(value.wholePart).adding(part), shown.isPositive
    else { return nil }
    return Part(value: shown, unit: unit)
  }

  /// The part in its ladder's base.
  private static func base(_ part: Part) -> Rational? {
    part.unit.flatMap(MeasureLadder.size(of:)).flatMap { part.value.multiplied(by: $0) }
  }

  // MARK: - Decimals

  /// `quantity` as a decimal of two significant digits (never more than 4.8 % off), in the
  /// finest real measure of `unit`'s ladder.
  static func decimal(_ quantity: Rational, unit: CookingUnit?) -> Part {
    var target = unit
    var value = quantity
    if let unit {
      let finest = MeasureLadder.finest(below: unit)
      if let from = MeasureLadder.size(of: unit), let to = MeasureLadder.size(of: finest),
        let converted = quantity.multiplied(by: from)?.divided(by: to)
      {
        target = finest
        value = converted
      }
    }
    guard let rounded = QuantityRenderer.significant(value, digits: 2), rounded.isPositive else {
      // Too small for twelve decimal places: written exactly ("1/9223372036854775807 cup")
      // rather than as zero.
      return Part(value: quantity, unit: unit)
    }
    return Part(value: rounded, unit: target, isDecimal: true)
  }
}
