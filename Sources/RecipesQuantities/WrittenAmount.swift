/// An amount in US or counted units as a cook reads it.
///
/// A US amount is one measure a cook has (`ImperialMeasure.us`): "¾ cup", "6 tbsp", "⅓
/// tsp", "9 oz", "a pinch" — never a sum such as "¼ cup + 2 tbsp", which nobody measures.
/// An amount as the recipe wrote it, in the fractions recipes write, stays as written ("⅜
/// tsp", "14 ½ oz"). Anything else — counted units, plain counts, a tiny weight — takes the
/// nearest cook's fraction within 5 % (`CookFraction.tolerance`), else a decimal of two
/// significant digits ("0.05 oz"). Counted things scaled for other servings are rounded
/// first (`CountedAmount`).
struct WrittenAmount: Equatable {
  /// One number and its unit.
  struct Part: Equatable {
    /// The value written, exactly.
    let value: Rational
    let unit: CookingUnit?
    /// Whether the value is written as a decimal rather than a cook's fraction.
    var isDecimal = false

    /// "2 tbsp", "1 ½ cups", "a pinch", "0.2 egg"'s "0.2".
    var text: String {
      if unit == .pinch, value == .one, !isDecimal { return "a pinch" }
      return number + (unit.map { " " + $0.written(plural: value > .one) } ?? "")
    }

    var number: String {
      isDecimal
        ? QuantityRenderer.decimal(value, significantDigits: nil) : CookFraction.written(value)
    }
  }

  /// The amount; for a range, its low end.
  let low: Part
  /// The high end of a range, in the low end's unit.
  let high: Part?

  /// "6 tbsp", "8–12 tsp".
  var text: String {
    guard let high else { return low.text }
    return low.number + "–" + high.text
  }

  /// Whether the amount reads as more than one ("1 ½", "1–2"; not "1" or "½").
  var readsAsPlural: Bool { (high ?? low).value > .one }

  /// `quantity` of `unit` (nil for a plain count) as a cook reads it; `asWritten` when the
  /// recipe wrote it so, unscaled.
  init(_ quantity: Rational, unit: CookingUnit?, asWritten: Bool = false) {
    if let unit, unit.system == .us, asWritten,
      CookFraction.all.contains(quantity.fractionalPart)
    {
      low = Part(value: quantity, unit: unit)
    } else if let unit, let choice = ImperialMeasure.us(quantity, unit: unit) {
      low = Part(value: choice.value, unit: choice.unit)
    } else if let shown = CookFraction.nearest(quantity, among: CookFraction.all),
      shown.isPositive, CookFraction.isClose(shown, to: quantity)
    {
      low = Part(value: shown, unit: unit)
    } else {
      low = Self.decimal(quantity, unit: unit)
    }
    high = nil
  }

  /// Amounts already rounded as a cook takes them (`CountedAmount`): written as they are.
  init(counted low: Rational, _ high: Rational?, unit: CookingUnit?) {
    self.low = Part(value: low, unit: unit)
    self.high = high.flatMap { $0 == low ? nil : Part(value: $0, unit: unit) }
  }

  /// The range `low`–`high` of `unit`, both ends in one measure: the unit itself in the
  /// fractions it is written in, else the largest smaller measure that holds both ends
  /// ("8–12 tsp"), else decimals in the finest; one amount when both ends are written alike.
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
        index == 0
        ? unit.map(MeasureLadder.ownFractions(of:)) ?? CookFraction.all
        : step.map(MeasureLadder.measuringFractions(of:)) ?? []
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
    self.low = lowPart
    self.high = lowPart.number == highPart.number ? nil : highPart
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
