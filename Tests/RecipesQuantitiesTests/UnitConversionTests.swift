import Foundation
import RecipesQuantities
import Testing

/// Conversion through `Measurement`: within 1 % of the kitchen's equivalents, volume to mass
/// only for ingredients whose density is known, counted units untouched.
@Suite struct UnitConversionTests {
  /// One unit of the first, in the second, and what kitchens call it.
  static let equivalents: [(CookingUnit, CookingUnit, Double)] = [
    (.cup, .milliliter, 236.6), (.tablespoon, .milliliter, 14.8), (.teaspoon, .milliliter, 4.93),
    (.fluidOunce, .milliliter, 29.57), (.pint, .milliliter, 473.2), (.quart, .liter, 0.9464),
    (.gallon, .liter, 3.785), (.ounce, .gram, 28.35), (.pound, .gram, 453.6),
    (.kilogram, .pound, 2.2046), (.cup, .tablespoon, 16), (.tablespoon, .teaspoon, 3),
    (.liter, .cup, 4.227), (.gram, .milligram, 1000), (.pound, .ounce, 16),
  ]

  @Test(arguments: equivalents.indices)
  func oneUnitIsWithinOnePercent(_ index: Int) throws {
    let (from, to, expected) = Self.equivalents[index]
    let value = try #require(UnitConversion.convert(.one, from: from, to: to))
    #expect(abs(value.doubleValue - expected) / expected < 0.01, "\(from) → \(to): \(value)")
  }

  @Test func volumeAndMassOnlyMeetThroughADensity() throws {
    #expect(UnitConversion.convert(.one, from: .cup, to: .gram) == nil)
    let flour = try #require(IngredientDensity.of("plain flour"))
    let grams = try #require(UnitConversion.convert(.one, from: .cup, to: .gram, density: flour))
    #expect(abs(grams.doubleValue - 125) / 125 < 0.01)
    let sugar = try #require(IngredientDensity.of("Caster Sugar"))
    let cup = try #require(
      UnitConversion.convert(Rational(200), from: .gram, to: .cup, density: sugar))
    #expect(abs(cup.doubleValue - 1) < 0.01)
    #expect(IngredientDensity.of("gravel") == nil)
    #expect(
      IngredientDensity.of("brown sugar")?.gramsPerMilliliter
        != IngredientDensity.of("sugar")?.gramsPerMilliliter)
    #expect(UnitConversion.convert(.one, from: .counted("clove"), to: .gram) == nil)
  }

  /// A line, the system, the measure expected.
  static let lines: [(String, UnitSystem, String)] = [
    ("2 cups milk", .metric, "475 ml"),
    ("1 tsp vanilla extract", .metric, "5 ml"),
    ("3 tbsp olive oil", .metric, "45 ml"),
    ("2 ¼ tsp dried yeast", .metric, "7 g"),
    ("1 cup plain flour", .metric, "125 g"),
    ("1 cup sugar", .metric, "200 g"),
    ("1 tbsp butter", .metric, "14 g"),
    ("2-3 cups stock", .metric, "475–710 ml"),
    ("1 lb beef mince", .metric, "455 g"),
    ("3 lb potatoes", .metric, "1.36 kg"),
    ("8 oz cheddar", .metric, "225 g"),
    ("1 quart water", .metric, "945 ml"),
    // 1 lb would be 9 % less: ounces, never "1 lb + 2 oz".
    ("500 g beef", .imperial, "18 oz"),
    ("250 g beef", .imperial, "9 oz"),
    ("1 kg potatoes", .imperial, "2 ¼ lb"),
    ("1.5 kg chicken", .imperial, "3 ⅓ lb"),
    ("400 g tinned tomatoes", .imperial, "14 oz"),
    ("100 g cheese", .imperial, "3 ½ oz"),
    ("5 ml vanilla extract", .imperial, "1 tsp"),
    ("30 ml soy sauce", .imperial, "2 tbsp"),
    // 1 cup would be 5.4 % less, 1 ⅛ cups 6.4 % more: the fluid ounces of a jug.
    ("250 ml cream", .imperial, "8 ½ fl oz"),
    ("60 ml olive oil", .imperial, "¼ cup"),
    ("50 ml olive oil", .imperial, "3 ½ tbsp"),
    ("20 ml lemon juice", .imperial, "4 tsp"),
    // A packet of dried yeast; a ground spice measured by its density.
    ("7 g dried yeast", .imperial, "2 ¼ tsp"),
    ("5 g ground cumin", .imperial, "2 ¼ tsp"),
    ("300 g sugar", .imperial, "1 ½ cups"),
    // ½ cup would be 13 % more butter; 7 tbsp is within 1 %.
    ("100 g butter", .imperial, "7 tbsp"),
    ("120 g butter", .imperial, "8 ½ tbsp"),
    // No cup or spoon within 5 %: weighed in ounces, never "9 fl oz" of butter.
    ("250 g butter", .imperial, "9 oz"),
    // ⅓ cup would be 5.1 % more: 5 tbsp, never "¼ cup + 1 tbsp".
    ("75 ml cream", .imperial, "5 tbsp"),
    ("200-250 g flour", .imperial, "1 ⅔–2 cups"),
    // 1.6 cups: ⅔ cup is a measuring cup, 4 % more.
    ("200 g plain flour", .imperial, "1 ⅔ cups"),
    ("1 l milk", .imperial, "4 ¼ cups"),
    ("2 cloves garlic", .metric, "2 cloves"),
    ("2 cloves garlic", .imperial, "2 cloves"),
    ("250 g butter", .metric, "250 g"),
    ("2 cups flour", .imperial, "2 cups"),
    ("3 eggs", .metric, "3"),
    ("salt to taste", .imperial, ""),
  ]

  @Test(arguments: lines.indices)
  func linesConvertToTheUnitsACookWants(_ index: Int) {
    let (text, system, expected) = Self.lines[index]
    let line = IngredientLineParser.parse(text)
    let converted = UnitConversion.converted(line, to: system)
    #expect(converted.measure == expected)
    #expect(converted.text == text, "the original text stays")
    #expect(converted.name == line.name)
  }

  /// Lengths: a line, the system, the measure and name expected.
  static let lengths: [(String, UnitSystem, String)] = [
    ("3 cm ginger", .imperial, "1 inch"),
    ("5 cm piece of ginger", .imperial, "2 inches"),
    ("2-inch piece of ginger", .metric, "5 cm"),
    ("1 inch cinnamon stick", .metric, "2 ½ cm"),
    ("1 inch cinnamon stick", .imperial, "1 inch"),
    ("4 cm ginger", .metric, "4 cm"),
  ]

  @Test(arguments: lengths.indices)
  func lengthsConvertToTheOtherSystemsLength(_ index: Int) {
    let (text, system, expected) = Self.lengths[index]
    let line = IngredientLineParser.parse(text)
    let converted = UnitConversion.converted(line, to: system)
    #expect(converted.measure == expected, "\(text)")
    #expect(converted.name == line.name)
    #expect(converted.unit?.kind == .count, "a length is never a weight")
  }

  /// A line that gives the same amount in the other system, the system, the measure and the
  /// note expected: the writer's own measure, not a conversion.
  static let writtenEquivalents: [(String, UnitSystem, String, String?)] = [
    ("1 cup (120 g) flour", .metric, "120 g", nil),
    ("3/4 cup (150g) sugar", .metric, "150 g", nil),
    ("1 cup (240 ml) milk", .metric, "240 ml", nil),
    ("100 g (1 cup) parmesan, finely grated", .imperial, "1 cup", "finely grated"),
    ("125 g (4½oz) butter", .imperial, "4 ½ oz", nil),
    ("29g (2 tablespoons) unsalted butter, melted", .imperial, "2 tbsp", "melted"),
    // Flour is weighed in metric: a volume beside it is left in the note.
    ("1 cup (240 ml) flour", .metric, "125 g", "240 ml"),
    // Two weights that are not the same amount: the note is something else.
    ("1 lb (2 kg) beef", .metric, "455 g", "2 kg"),
  ]

  @Test(arguments: writtenEquivalents.indices)
  func aLineGivingTheOtherSystemsMeasureIsShownInIt(_ index: Int) {
    let (text, system, expected, note) = Self.writtenEquivalents[index]
    let converted = UnitConversion.converted(IngredientLineParser.parse(text), to: system)
    #expect(converted.measure == expected, "\(text)")
    #expect(converted.note == note, "\(text)")
  }

  @Test func theWrittenEquivalentScalesWithTheLine() throws {
    let factor = try #require(Rational(3, 2))
    let flour = IngredientLineParser.parse("1 cup (120 g) flour").scaled(by: factor)
    #expect(UnitConversion.converted(flour, to: .metric).measure == "180 g")
  }

  @Test func lengthsScaleAndThenConvert() {
    let ginger = IngredientLineParser.parse("3 cm ginger")
    #expect(ginger.scaled(by: Rational(2)).measure == "6 cm")
    let doubled = UnitConversion.converted(ginger.scaled(by: Rational(2)), to: .imperial)
    #expect(doubled.measure == "2 ½ inches")
    let piece = IngredientLineParser.parse("2-inch piece of ginger")
    #expect(piece.scaled(by: Rational(1, 2) ?? .one).measure == "1 inch")
  }

  @Test func foundationsCupIsNotTheUSCup() throws {
    // Why the US cup is defined here: Foundation's is the 240 ml metric cup.
    let foundationCup = Measurement(value: 1, unit: UnitVolume.cups).converted(to: .milliliters)
    let ours = try #require(UnitConversion.convert(.one, from: .cup, to: .milliliter))
    #expect(abs(ours.doubleValue - 236.59) < 0.01)
    #expect(abs(foundationCup.value - ours.doubleValue) > 1)
  }
}
