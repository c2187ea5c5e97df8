import RecipesQuantities
import Testing

/// How quantities are written: cook's fractions for US and counted units, kitchen-scale
/// rounding for metric, pinches for the tiniest spoons, and never a zero.
@Suite struct QuantityRendererTests {
  /// `numerator/denominator`, `max` (0 for none), unit symbol ("" for none), expected.
  static let table: [(Int, Int, Int, String, String)] = [
    (1, 2, 0, "cup", "½ cup"),
    (3, 2, 0, "cup", "1 ½ cups"),
    (1, 1, 0, "cup", "1 cup"),
    (2, 1, 0, "cup", "2 cups"),
    (1, 3, 0, "tsp", "⅓ tsp"),
    (2, 3, 0, "tbsp", "⅔ tbsp"),
    (1, 4, 0, "tsp", "¼ tsp"),
    (3, 4, 0, "cup", "¾ cup"),
    (1, 8, 0, "tsp", "⅛ tsp"),
    (3, 8, 0, "cup", "⅜ cup"),
    (5, 8, 0, "cup", "⅝ cup"),
    (7, 8, 0, "cup", "⅞ cup"),
    (9, 4, 0, "tsp", "2 ¼ tsp"),
    (1, 16, 0, "tsp", "1 pinch"),
    (1, 32, 0, "tsp", "½ pinch"),
    (3, 32, 0, "tsp", "1 ½ pinches"),
    (1, 16, 0, "cup", "1 tbsp"),
    (1, 100, 0, "cup", "½ tsp"),
    (3, 10, 0, "cup", "¼ cup + 1 tbsp"),
    (99, 100, 0, "cup", "1 cup"),
    (7, 3, 0, "", "2 ⅓"),
    (3, 1, 0, "", "3"),
    (1, 2, 0, "", "½"),
    (2, 1, 3, "clove", "2–3 cloves"),
    (1, 1, 0, "clove", "1 clove"),
    (1, 2, 0, "clove", "½ clove"),
    (2, 1, 0, "pinch", "2 pinches"),
    (2, 1, 0, "leaf", "2 leaves"),
    (3, 2, 0, "lb", "1 ½ lb"),
    (8, 1, 0, "oz", "8 oz"),
    (14, 1, 0, "fl oz", "14 fl oz"),
    (250, 1, 0, "g", "250 g"),
    (253, 1, 0, "g", "255 g"),
    (1250, 1, 0, "g", "1.25 kg"),
    (62, 5, 0, "g", "12 g"),
    (5, 2, 0, "g", "2.5 g"),
    (1, 4, 0, "g", "0.25 g"),
    (1, 25, 0, "g", "0.04 g"),
    (3, 2, 0, "kg", "1.5 kg"),
    (1, 2, 0, "kg", "500 g"),
    (25, 2, 0, "kg", "12.5 kg"),
    (1000, 1, 0, "ml", "1 l"),
    (1000, 3, 0, "ml", "335 ml"),
    (2, 3, 0, "l", "665 ml"),
    (200, 1, 250, "g", "200–250 g"),
    (900, 1, 1200, "g", "0.9–1.2 kg"),
    (500, 1, 0, "mg", "500 mg"),
    (2000, 1, 0, "mg", "2 g"),
    (1, 1, 0, "l", "1 l"),
    (15, 1, 0, "ml", "15 ml"),
  ]

  static func unit(_ symbol: String) -> CookingUnit? {
    if symbol.isEmpty { return nil }
    return CookingUnit.measured.first { $0.symbol == symbol } ?? .counted(symbol)
  }

  @Test(arguments: table.indices)
  func rendersAsACookWrites(_ index: Int) throws {
    let (numerator, denominator, high, symbol, expected) = Self.table[index]
    let quantity = try #require(Rational(numerator, denominator))
    let measure = QuantityRenderer.measure(
      quantity: quantity, quantityMax: high == 0 ? nil : Rational(high), unit: Self.unit(symbol))
    #expect(measure == expected)
  }

  @Test func withoutAQuantityOnlyTheUnitIsWritten() {
    #expect(QuantityRenderer.measure(quantity: nil, quantityMax: nil, unit: .pinch) == "pinch")
    #expect(QuantityRenderer.measure(quantity: nil, quantityMax: nil, unit: nil) == "")
  }

  @Test func anEighthOfATeaspoonHalvedIsAPinchNotZero() throws {
    let line = IngredientLineParser.parse("⅛ tsp cayenne")
    #expect(line.scaled(by: try #require(Rational(1, 2))).measure == "1 pinch")
  }

  @Test func thirdsScaledByThreeAreWholes() throws {
    let line = IngredientLineParser.parse("⅓ cup sugar")
    #expect(line.scaled(by: Rational(3)).measure == "1 cup")
    #expect(line.scaled(by: Rational(6)).measure == "2 cups")
  }

  @Test func doublingNeverShowsFloatNoise() throws {
    let tenth = try #require(Rational(1, 10))
    let line = IngredientLine(text: "", quantity: tenth, unit: .liter, name: "stock")
    #expect(line.scaled(by: Rational(3)).measure == "300 ml")
  }
}
