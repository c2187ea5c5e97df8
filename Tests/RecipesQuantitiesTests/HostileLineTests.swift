import RecipesQuantities
import Testing

/// Lines no recipe should have: the parser returns a sane line for each, never crashes,
/// and never makes up a quantity that is negative, zero-divided or infinite.
@Suite struct HostileLineTests {
  static let lines: [String] = [
    "", " ", "\t\n", "½½½", "1/0 cup", "0/0 g", "-3 cups", "--3 cups", "1e309 g",
    "99999999999999999999999 g flour", "9223372036854775807/1 cups",
    "1/9223372036854775807 tsp", "🍅🍅 3 🥚", "🍅", "(", ")", "((((", "1 (", "1 (14 oz",
    ",,,,", "- - -", "1 - - 2 cups", "to to to", "a", "an", "a a a", "half", "1 and", "1/",
    "/2", "1//2 cup", "1 1 1 1", "0 g salt", "0.000000001 g", "1,5,5 l", "1.2.3 kg",
    "1–", "–1", "1 to", "fl", "fl.", "fl oz", "1 fl", "T", "t", "x", "1 x", "×××",
    "\u{0}", "\u{FEFF}1 cup", "1\u{00A0}cup milk", "caf\u{00E9}", "\u{301}\u{301}",
    "1 cup \u{202E}reversed", "😀 1 ½ cups 😀 flour 😀, 😀", "\u{FFFD}\u{FFFD}",
    "1 (((((( 2 ))))) cup", "of of of", "plus plus 2", "1/2/3 cup",
    String(repeating: "1 ", count: 5_000),
    String(repeating: "a", count: 10_000),
    String(repeating: "½", count: 10_000),
    "2 cups " + String(repeating: "flour, ", count: 1_500),
    String(repeating: "(", count: 3_000) + "1 cup" + String(repeating: ")", count: 3_000),
  ]

  @Test(arguments: lines.indices)
  func aHostileLineGivesASaneObject(_ index: Int) {
    let text = Self.lines[index]
    let line = IngredientLineParser.parse(text)
    #expect(line.text == text)
    for quantity in [line.quantity, line.quantityMax].compactMap({ $0 }) {
      #expect(quantity.denominator > 0)
      #expect(quantity.numerator >= 0, "no negative quantity")
      #expect(quantity.doubleValue.isFinite)
    }
    if let low = line.quantity, let high = line.quantityMax { #expect(low < high) }
    #expect(line.quantity != nil || line.quantityMax == nil)
    _ = line.measure
    _ = line.scaled(by: Rational(1_000_000)).measure
    _ = UnitConversion.converted(line, to: .metric).measure
    _ = UnitConversion.converted(line, to: .imperial).measure
  }

  @Test func specificHostileLines() {
    #expect(IngredientLineParser.parse("1/0 cup").quantity == nil)
    #expect(IngredientLineParser.parse("1/0 cup").unit == .cup)
    #expect(IngredientLineParser.parse("-3 cups").quantity == Rational(3))
    #expect(IngredientLineParser.parse("1e309 g").quantity == Rational(1))
    #expect(IngredientLineParser.parse("99999999999999999999999 g flour").quantity == nil)
    #expect(IngredientLineParser.parse("99999999999999999999999 g flour").name == "flour")
    #expect(IngredientLineParser.parse("½½½").quantity == Rational(1, 2))
    #expect(IngredientLineParser.parse("").name == "")
    #expect(IngredientLineParser.parse("").measure == "")
  }

  @Test func mealDBPairsSurviveHostileFields() {
    for (measure, name) in [("", ""), ("½½½", "🍅"), ("1/0", "x"), (",,,", ",,,"), ("(", ")")] {
      let line = IngredientLineParser.parse(measure: measure, name: name)
      #expect(line.quantity.map { $0.numerator >= 0 } ?? true)
    }
  }
}
