import Foundation

/// Converts quantities between units through Foundation's `Measurement`.
///
/// Mass and volume go through `UnitMass` and `UnitVolume`; volume and mass meet only where
/// `IngredientDensity` knows the ingredient. Counted units are never converted.
///
/// The cup is the US cup (236.6 ml): Foundation's `UnitVolume.cups` is the 240 ml metric
/// cup, so it is defined here.
public enum UnitConversion {
  /// `quantity` of `unit` expressed in `target`, exact to 1/10 000 of `target`.
  ///
  /// Nil when the kinds differ and no density is given, when either unit is counted, or
  /// when the result cannot be held.
  public static func convert(
    _ quantity: Rational, from unit: CookingUnit, to target: CookingUnit,
    density: IngredientDensity? = nil
  ) -> Rational? {
    if unit == target { return quantity }
    guard let from = dimension(of: unit), let to = dimension(of: target) else { return nil }
    var value = quantity.doubleValue
    var source = from
    if unit.kind != target.kind {
      guard let density else { return nil }
      let milliliters = UnitVolume.milliliters
      let grams = UnitMass.grams
      if unit.kind == .volume {
        value =
          Measurement(value: value, unit: from).converted(to: milliliters).value
          * density.gramsPerMilliliter
        source = grams
      } else {
        value =
          Measurement(value: value, unit: from).converted(to: grams).value
          / density.gramsPerMilliliter
        source = milliliters
      }
    }
    return approximation(Measurement(value: value, unit: source).converted(to: to).value)
  }

  /// The line with its quantity in `system`'s units, in the unit a cook would use.
  ///
  /// One measure a cook has in imperial, within 5 % (`ImperialMeasure`: "9 oz", "7 tbsp", "1 ⅔
  /// cups" of flour), grams for flour and millilitres for milk in metric, rounded as a
  /// kitchen scale shows them when rendered; lengths in centimetres or inches
  /// (`LengthConversion`). Lines already in `system`, counted ones and those without a
  /// quantity are returned as they are.
  public static func converted(_ written: IngredientLine, to system: UnitSystem)
    -> IngredientLine
  {
    // "1 cup plus 2 tbsp" is converted as the 1 ⅛ cups it is.
    let line = written.foldingAddition()
    if let length = LengthConversion.converted(line, to: system) { return length }
    guard let unit = line.unit, unit.kind != .count, let quantity = line.quantity else {
      return line
    }
    let density = IngredientDensity.of(line.name)
    if unit.isMetric != (system == .metric),
      let written = writtenEquivalent(of: line, in: system, density: density)
    {
      return written
    }
    switch system {
    case .metric:
      if unit.isMetric && !(unit.kind == .volume && density?.isWeighedInMetric == true) {
        return line
      }
      let target: CookingUnit =
        unit.kind == .mass || density?.isWeighedInMetric == true ? .gram : .milliliter
      guard let converted = convert(quantity, from: unit, to: target, density: density) else {
        return line
      }
      var result = line
      result.unit = target
      result.quantity = converted
      result.quantityMax = line.quantityMax.flatMap {
        convert($0, from: unit, to: target, density: density)
      }
      return result
    case .imperial:
      guard unit.isMetric else { return line }
      // One measure a cook has, chosen from the exact amount: never rounded again.
      return imperial(line, quantity: quantity, unit: unit, density: density).shownAsItIs()
    }
  }

  /// The line in the measure of `system` its note gives for the same amount, as its writer
  /// measured it: "1 cup (120 g) flour" is 120 g in metric, "100 g (1 cup) parmesan" 1 cup
  /// in imperial, scaled as the line is; nil without one.
  ///
  /// A weight beside a weight must agree within 15 % ("125 g (4 oz)"), or it is not the
  /// same amount; in metric a volume is not taken for what is weighed there (flour).
  private static func writtenEquivalent(
    of line: IngredientLine, in system: UnitSystem, density: IngredientDensity?
  ) -> IngredientLine? {
    guard line.quantityMax == nil, let unit = line.unit, let quantity = line.quantity else {
      return nil
    }
    let found = line.noteMeasure { measure in
      guard measure.unit.isMetric == (system == .metric) else { return false }
      if system == .metric, measure.unit.kind == .volume, density?.isWeighedInMetric == true {
        return false
      }
      guard measure.unit.kind == unit.kind else { return true }
      guard let same = convert(measure.quantity, from: measure.unit, to: unit) else {
        return false
      }
      return abs(same.doubleValue - quantity.doubleValue) <= 0.15 * quantity.doubleValue
        * line.scale.doubleValue
    }
    guard let found, let scaled = found.measure.quantity.multiplied(by: line.scale) else {
      return nil
    }
    var result = line
    result.quantity = scaled
    result.unit = found.measure.unit
    result.note = found.rest
    return result
  }

  /// A metric line in one US measure: the high end of a range chooses it, the low end is
  /// written in the same unit.
  private static func imperial(
    _ line: IngredientLine, quantity: Rational, unit: CookingUnit, density: IngredientDensity?
  ) -> IngredientLine {
    func choice(_ amount: Rational) -> ImperialMeasure.Choice? {
      if unit.kind == .volume || density != nil {
        guard
          let milliliters = convert(amount, from: unit, to: .milliliter, density: density)
        else { return nil }
        let grams = unit.kind == .mass ? convert(amount, from: unit, to: .gram) : nil
        return ImperialMeasure.volume(
          milliliters: milliliters.doubleValue, grams: grams?.doubleValue)
      }
      return convert(amount, from: unit, to: .gram).flatMap {
        ImperialMeasure.mass(grams: $0.doubleValue)
      }
    }
    let high = line.quantityMax.flatMap { $0 > quantity ? $0 : nil }
    guard let chosen = choice(high ?? quantity) else { return line }
    var result = line
    result.unit = chosen.unit
    guard high != nil else {
      result.quantity = chosen.value
      result.quantityMax = nil
      return result
    }
    // The low end in the high end's unit, to the nearest of its fractions.
    let lowValue = measure(quantity, from: unit, in: chosen.unit, density: density).flatMap {
      ImperialMeasure.value($0, in: chosen.unit)
    }
    guard let lowValue, chosen.unit != .pinch else { return line }
    result.quantity = lowValue
    result.quantityMax = chosen.value
    return result
  }

  /// `quantity` of `unit` in `target`, through a density when the kinds differ.
  private static func measure(
    _ quantity: Rational, from unit: CookingUnit, in target: CookingUnit,
    density: IngredientDensity?
  ) -> Double? {
    convert(quantity, from: unit, to: target, density: density)?.doubleValue
  }

  /// The US cup, 236.5882365 ml.
  static var usCup: UnitVolume {
    UnitVolume(symbol: "cup", converter: UnitConverterLinear(coefficient: 0.2365882365))
  }

  /// The Foundation unit behind a measured unit; nil for a counted one.
  static func dimension(of unit: CookingUnit) -> Dimension? {
    switch unit {
    case .milligram: UnitMass.milligrams
    case .gram: UnitMass.grams
    case .kilogram: UnitMass.kilograms
    case .ounce: UnitMass.ounces
    case .pound: UnitMass.pounds
    case .milliliter: UnitVolume.milliliters
    case .liter: UnitVolume.liters
    case .teaspoon: UnitVolume.teaspoons
    case .tablespoon: UnitVolume.tablespoons
    case .cup: usCup
    case .fluidOunce: UnitVolume.fluidOunces
    case .pint: UnitVolume.pints
    case .quart: UnitVolume.quarts
    case .gallon: UnitVolume.gallons
    default: nil
    }
  }

  private static func approximation(_ value: Double) -> Rational? {
    guard value.isFinite, value > 0, value < 1e14 else { return nil }
    return Rational(Int((value * 10_000).rounded()), 10_000)
  }
}
