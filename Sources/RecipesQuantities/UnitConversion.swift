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

  /// The line with its quantity in `system`'s units, choosing the unit a cook would
  /// (tablespoons rather than 0.06 cups, grams for flour in metric, cups for it in
  /// imperial); lines already in `system`, counted ones and those without a quantity are
  /// returned as they are.
  public static func converted(_ written: IngredientLine, to system: UnitSystem)
    -> IngredientLine
  {
    // "1 cup plus 2 tbsp" is converted as the 1 ⅛ cups it is.
    let line = written.foldingAddition()
    guard let unit = line.unit, unit.kind != .count, let quantity = line.quantity else {
      return line
    }
    let density = IngredientDensity.of(line.name)
    let target: CookingUnit
    switch system {
    case .metric:
      if unit.isMetric && !(unit.kind == .volume && density?.isWeighedInMetric == true) {
        return line
      }
      target = unit.kind == .mass || density?.isWeighedInMetric == true ? .gram : .milliliter
    case .imperial:
      guard unit.isMetric else { return line }
      let largest = line.quantityMax ?? quantity
      let candidates: [CookingUnit]
      if unit.kind == .volume || density != nil {
        let milliliters = convert(largest, from: unit, to: .milliliter, density: density)
        candidates = imperialVolumes(for: milliliters?.doubleValue ?? 0)
      } else {
        let grams = convert(largest, from: unit, to: .gram)?.doubleValue ?? 0
        candidates = grams >= 453.59 ? [.pound, .ounce] : [.ounce]
      }
      target = closest(largest, from: unit, among: candidates, density: density)
    }
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
  }

  /// The spoons and cup a cook could measure `milliliters` with, largest first: cups from a
  /// quarter cup, tablespoons up to three quarters of a cup, teaspoons up to a tablespoon
  /// and a half.
  private static func imperialVolumes(for milliliters: Double) -> [CookingUnit] {
    let candidates: [(CookingUnit, ClosedRange<Double>)] = [
      (.cup, 59...Double.infinity), (.tablespoon, 14...178), (.teaspoon, 0...22),
    ]
    let fitting = candidates.filter { $0.1.contains(milliliters) }.map(\.0)
    return fitting.isEmpty ? [.teaspoon] : fitting
  }

  /// The unit a cook would measure `quantity` in: the first of `candidates` (largest
  /// first), unless a smaller one measures it with a spoon's plain fraction and much
  /// closer — 100 g of butter is 7 tbsp rather than ½ cup (13 % more).
  private static func closest(
    _ quantity: Rational, from unit: CookingUnit, among candidates: [CookingUnit],
    density: IngredientDensity?
  ) -> CookingUnit {
    for (index, candidate) in candidates.enumerated() {
      guard let exact = convert(quantity, from: unit, to: candidate, density: density) else {
        continue
      }
      let shown = QuantityRenderer.cookRounded(exact)
      let error = abs(shown.doubleValue - exact.doubleValue) / exact.doubleValue
      let isPlain =
        index == 0 || MeasureLadder.measuringFractions(of: candidate).contains(shown.fractionalPart)
      if error <= 0.025, isPlain { return candidate }
    }
    return candidates[0]
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
