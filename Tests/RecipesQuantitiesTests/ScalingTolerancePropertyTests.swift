import RecipesFixtures
import RecipesQuantities
import Testing

/// Issue 24: whatever the unit, the amount and the factor, the measure written is within 5 %
/// of the exact scaled amount, where a measure can be.
///
/// Issues 32, 33 and 40 name where it
/// cannot: a measure is one spoon or cup, never a sum, so under 2 ½ tsp it is within 5 % or
/// the nearest spoon (⅛ tsp at most off), and in the narrow gaps about 4 ¾ tbsp and
/// between 1 and 1 ¼ cups within 6.25 %; counts are taken by halves (a clove, issue 40: within a quarter,
/// at least a half; a plain count: within a quarter).
///
/// "Written" is what the project's own parser reads back from the measure (a sum, which it
/// should never be, read part by part), in millilitres, grams or counts from a table of US and metric
/// definitions kept here, apart from the renderer's own ladder. A measure the parser cannot
/// read back, or reads in another unit, fails too.
@Suite struct ScalingTolerancePropertyTests {
  static let units: [CookingUnit?] = CookingUnit.measured + [.pinch, .counted("clove"), nil]

  /// Every n/d with n and d up to 12, then 200 more from the seeded generator.
  static let factors: [Rational] = {
    var factors = Set((1...12).flatMap { n in (1...12).compactMap { d in Rational(n, d) } })
    var random = SeededRandomNumberGenerator(seed: 24)
    while factors.count < 290 {
      if let factor = Rational(
        Int.random(in: 1...60, using: &random), Int.random(in: 1...60, using: &random))
      {
        factors.insert(factor)
      }
    }
    return factors.sorted()
  }()

  /// Amounts recipes write, then some that nobody would.
  static let quantities: [Rational] = {
    let written: [(Int, Int)] = [
      (1, 8), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4), (1, 1), (5, 4), (3, 2), (2, 1), (5, 2),
      (3, 1), (4, 1), (6, 1), (10, 1), (12, 1), (250, 1), (1000, 1),
    ]
    var quantities = written.compactMap { Rational($0.0, $0.1) }
    var random = SeededRandomNumberGenerator(seed: 5)
    for _ in 0..<8 {
      if let odd = Rational(
        Int.random(in: 1...500, using: &random), Int.random(in: 1...24, using: &random))
      {
        quantities.append(odd)
      }
    }
    return quantities
  }()

  /// Millilitres, grams or (counted) ones in one unit.
  static func base(_ unit: CookingUnit?) -> Double? {
    let teaspoon = 4.92892159375
    let table: [String: Double] = [
      "ml": 1, "l": 1000, "tsp": teaspoon, "tbsp": 3 * teaspoon, "fl oz": 29.5735295625,
      "cup": 236.5882365, "pt": 473.176473, "qt": 946.352946, "gal": 3785.411784,
      "pinch": teaspoon / 16, "mg": 0.001, "g": 1, "kg": 1000, "oz": 28.349523125,
      "lb": 453.59237, "clove": 1,
    ]
    guard let unit else { return 1 }
    return table[unit.symbol]
  }

  /// Volume (pinches among it), mass, or the counted word itself.
  static func family(_ unit: CookingUnit?) -> String {
    guard let unit else { return "" }
    if unit == .pinch { return "volume" }
    switch unit.kind {
    case .mass: return "mass"
    case .volume: return "volume"
    case .count: return unit.symbol
    }
  }

  /// What the parser reads back from `measure`, in the base of `unit`'s family; nil when a
  /// part is not read, or is read in a unit of another family.
  static func readBack(_ measure: String, as unit: CookingUnit?) -> (Double, Double)? {
    var low = 0.0
    var high = 0.0
    for part in measure.split(separator: " + ") {
      let line = IngredientLineParser.parse(part + " x")
      guard let quantity = line.quantity, family(line.unit) == family(unit),
        let size = base(line.unit)
      else { return nil }
      low += quantity.doubleValue * size
      high += (line.quantityMax ?? quantity).doubleValue * size
    }
    return (low, high)
  }

  static func isWithinFivePercent(_ written: Double, of exact: Double) -> Bool {
    abs(written - exact) <= 0.05 * exact * (1 + 1e-9)
  }

  /// Whether `written` is as close to `exact` (both in `unit`'s base) as a cook can measure.
  static func isCloseEnough(_ written: Double, to exact: Double, unit: CookingUnit?) -> Bool {
    let teaspoon = 4.92892159375
    let cup = 236.5882365
    let difference = abs(written - exact)
    switch family(unit) {
    case "": return difference <= 0.25 + 1e-9
    case "clove": return difference <= 0.25 + 1e-9 || (exact < 0.5 && written == 0.5)
    case "volume" where exact < 2.5 * teaspoon:
      // Issue 40: one spoon of a set, the nearest, never more than ⅛ tsp off.
      return isWithinFivePercent(written, of: exact) || difference <= teaspoon / 8 + 1e-9
    case "volume"
    where (exact > cup && exact < 1.25 * cup)
      || (exact > 14.1 * teaspoon && exact < 14.4 * teaspoon):
      // Narrow gaps no single measure reaches within 5 %: between 1 and 1 ¼ cups (17 and 19
      // tbsp) and about 4 ¾ tbsp (14 tsp), between half tablespoons. The nearest.
      return isWithinFivePercent(written, of: exact) || difference <= 0.0625 * exact * (1 + 1e-9)
    default: return isWithinFivePercent(written, of: exact)
    }
  }

  @Test(arguments: units.indices)
  func aScaledAmountIsWrittenWithinFivePercent(_ index: Int) throws {
    let unit = Self.units[index]
    let size = try #require(Self.base(unit))
    var failures: [String] = []
    for quantity in Self.quantities {
      for factor in Self.factors {
        guard let scaled = quantity.multiplied(by: factor) else { continue }
        let measure = QuantityRenderer.measure(quantity: scaled, quantityMax: nil, unit: unit)
        let exact = scaled.doubleValue * size
        guard !measure.contains(" + "), let (written, _) = Self.readBack(measure, as: unit),
          Self.isCloseEnough(written, to: exact, unit: unit)
        else {
          failures.append("\(quantity) × \(factor) \(unit?.symbol ?? "") → \"\(measure)\"")
          continue
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) amounts, e.g. \(failures.prefix(8))")
  }

  @Test(arguments: units.indices)
  func bothEndsOfAScaledRangeAreWithinFivePercent(_ index: Int) throws {
    let unit = Self.units[index]
    let size = try #require(Self.base(unit))
    let widths = [(4, 3), (3, 2), (2, 1), (5, 1)].compactMap { Rational($0.0, $0.1) }
    var failures: [String] = []
    for quantity in Self.quantities {
      for factor in Self.factors.prefix(120) {
        for width in widths {
          guard let low = quantity.multiplied(by: factor), let high = low.multiplied(by: width)
          else { continue }
          let measure = QuantityRenderer.measure(quantity: low, quantityMax: high, unit: unit)
          guard !measure.contains(" + "),
            let (writtenLow, writtenHigh) = Self.readBack(measure, as: unit),
            Self.isCloseEnough(writtenLow, to: low.doubleValue * size, unit: unit),
            Self.isCloseEnough(writtenHigh, to: high.doubleValue * size, unit: unit)
          else {
            failures.append("\(low)–\(high) \(unit?.symbol ?? "") → \"\(measure)\"")
            continue
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) ranges, e.g. \(failures.prefix(8))")
  }
}
