import Foundation
import RecipesFixtures
import RecipesQuantities
import Testing

/// Metric amounts converted to US measures are amounts a cook measures, over thousands of
/// seeded random amounts: one measure (never "1 tbsp + 2 ½ tsp"), in the fractions cups and
/// spoons hold, within 5 % of the exact amount; and US amounts converted to metric are
/// within 5 %, in grams and millilitres, kilograms and litres from 1 000.
///
/// The written measure is read back by the tests' own rules (`WrittenMeasureReader`), and
/// the exact amounts come from the kitchen's constants, not from the code under test.
@Suite struct ImperialConversionPropertyTests {
  /// Millilitres in one of each US volume, grams in one of each US weight.
  static let milliliters: [String: Double] = [
    "tsp": 4.928_92, "tbsp": 14.786_8, "cup": 236.588, "cups": 236.588, "fl oz": 29.573_5,
    "pinch": 4.928_92 / 16, "a pinch": 4.928_92 / 16,
  ]
  static let grams: [String: Double] = ["oz": 28.349_5, "lb": 453.592]

  /// Names with and without a density, each with its grams per millilitre if known.
  static let names: [(String, Double?)] = [
    ("beef", nil), ("plain flour", 0.53), ("butter", 0.96), ("sugar", 0.845), ("milk", 1.03),
    ("salt", 1.2), ("ground cumin", 0.47), ("dried yeast", 0.63), ("cheddar", nil),
    ("stock", nil), ("honey", 1.42),
  ]

  @Test func metricAmountsAreOneMeasureACookHasWithinFivePercent() throws {
    var random = SeededRandomNumberGenerator(seed: 40)
    let units = ["g", "kg", "ml", "l"]
    var checked = 0
    var keptInGrams = 0
    for _ in 0..<4_000 {
      let unit = units.randomElement(using: &random) ?? "g"
      let (name, density) = Self.names.randomElement(using: &random) ?? ("beef", nil)
      // Amounts a page writes, from a gram to 5 kg, in tenths for the large units.
      let base = Int.random(in: 1...5_000, using: &random)
      let amount = unit == "kg" || unit == "l" ? Double(base) / 1_000 : Double(base)
      if (unit == "ml" || unit == "l"), density == nil, name == "beef" || name == "cheddar" {
        continue  // nobody pours beef
      }
      let text = "\(amount) \(unit) \(name)"
      let line = UnitConversion.converted(IngredientLineParser.parse(text), to: .imperial)
      let measure = line.measure
      #expect(!measure.contains("+"), "\(text) → \(measure)")
      let inGrams = unit == "g" || unit == "kg" ? amount * (unit == "kg" ? 1_000 : 1) : nil
      let inMilliliters = unit == "ml" || unit == "l" ? amount * (unit == "l" ? 1_000 : 1) : nil
      let read = WrittenMeasureReader.read(measure)
      guard let (value, denominator, word) = read, word != "g" else {
        // Only a weight under ½ oz with no density stays in grams.
        #expect(
          measure.hasSuffix(" g") && density == nil && (inGrams ?? 99) < 14.18,
          "\(text) → \(measure)")
        keptInGrams += 1
        continue
      }
      let allowed = word == "tsp" ? [1, 2, 3, 4, 8] : [1, 2, 3, 4]
      #expect(allowed.contains(denominator), "\(text) → \(measure)")
      if let perUnit = Self.milliliters[word] {
        let exact = try #require(inMilliliters ?? inGrams.flatMap { g in density.map { g / $0 } })
        let shown = value * perUnit
        let teaspoons = exact / 4.928_92
        // Under 2 tsp the nearest spoon or a pinch: never more than ⅛ tsp off.
        let close =
          abs(shown - exact) <= exact * 0.05
          || (teaspoons < 2.5 && abs(shown - exact) <= 4.928_92 / 8 + 1e-9)
        #expect(close, "\(text) → \(measure)")
      } else {
        let perUnit = try #require(Self.grams[word], "\(text) → \(measure)")
        let exact = try #require(inGrams ?? inMilliliters.flatMap { ml in density.map { ml * $0 } })
        let shown = value * perUnit
        // Under 2 ½ oz with no measure for it, the nearest quarter ounce.
        let close =
          abs(shown - exact) <= exact * 0.05
          || (exact < 71 && abs(shown - exact) <= 28.349_5 / 8 + 1e-9)
        #expect(close, "\(text) → \(measure)")
      }
      checked += 1
    }
    #expect(checked > 3_000)
    #expect(keptInGrams < 40)
  }

  /// A recipe scaled and then shown in imperial reads as the scaled metric amount written
  /// so would: the one measure chosen from the exact amount, never rounded a second time
  /// for the scaling ("50 g butter" halved is "5 ¼ tsp", as "25 g butter" is, not "5 tsp",
  /// 5.3 % short).
  @Test func aScaledMetricAmountIsConvertedOnce() throws {
    var random = SeededRandomNumberGenerator(seed: 42)
    let units: [CookingUnit] = [.gram, .kilogram, .milliliter, .liter]
    var differing: [String] = []
    for _ in 0..<2_000 {
      let unit = units.randomElement(using: &random) ?? .gram
      let (name, _) = Self.names.randomElement(using: &random) ?? ("beef", nil)
      let amount = try #require(Rational(Int.random(in: 1...1_000, using: &random), 1))
      let factor = try #require(
        Rational(Int.random(in: 1...8, using: &random), Int.random(in: 1...8, using: &random)))
      let scaled = IngredientLine(text: "", quantity: amount, unit: unit, name: name)
        .scaled(by: factor)
      let written = IngredientLine(
        text: "", quantity: try #require(amount.multiplied(by: factor)), unit: unit, name: name)
      let viaScaling = UnitConversion.converted(scaled, to: .imperial).measure
      let direct = UnitConversion.converted(written, to: .imperial).measure
      if viaScaling != direct {
        differing.append("\(amount) \(unit) \(name) × \(factor): \(viaScaling), not \(direct)")
      }
    }
    #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(8))")
    let butter = IngredientLineParser.parse("50 g butter").scaled(by: try #require(Rational(1, 2)))
    #expect(UnitConversion.converted(butter, to: .imperial).measure == "5 ¼ tsp")
  }

  @Test func usAmountsAreMetricWithinFivePercent() throws {
    var random = SeededRandomNumberGenerator(seed: 41)
    let units: [(String, CookingUnit)] = [
      ("tsp", .teaspoon), ("tbsp", .tablespoon), ("cup", .cup), ("oz", .ounce), ("lb", .pound),
      ("fl oz", .fluidOunce),
    ]
    for _ in 0..<2_000 {
      let (word, unit) = units.randomElement(using: &random) ?? ("cup", .cup)
      let (name, density) = Self.names.randomElement(using: &random) ?? ("beef", nil)
      let quarters = Int.random(in: 1...64, using: &random)
      let amount = Double(quarters) / 4
      let line = IngredientLine(
        text: "", quantity: Rational(quarters, 4), unit: unit, name: name)
      let converted = UnitConversion.converted(line, to: .metric)
      let parts = converted.measure.split(separator: " ")
      let number = try #require(parts.first.flatMap { Double($0) }, "\(converted.measure)")
      let metric = String(parts.last ?? "")
      let size = ["g": 1.0, "kg": 1_000, "ml": 1, "l": 1_000][metric]
      let shown = try #require(size) * number
      // What the amount is in grams or millilitres, as the metric unit says.
      var exact: Double
      if let perUnit = Self.milliliters[word] {
        exact = amount * perUnit
        if metric == "g" || metric == "kg" { exact *= try #require(density) }
      } else {
        exact = amount * (Self.grams[word] ?? 0)
        #expect(metric == "g" || metric == "kg", "\(word) \(name) → \(converted.measure)")
      }
      #expect(
        abs(shown - exact) <= exact * 0.05, "\(amount) \(word) \(name) → \(converted.measure)")
      let isLarge = metric == "kg" || metric == "l"
      #expect(exact < 995 ? !isLarge : exact >= 1_005 ? isLarge : true, "\(converted.measure)")
    }
  }
}
