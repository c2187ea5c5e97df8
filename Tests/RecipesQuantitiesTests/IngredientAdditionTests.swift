import RecipesQuantities
import Testing

/// "1 cup plus 2 tablespoons flour": the first measure is the quantity, as cooks label
/// lines; the second, added to it, is the line's addition, which the measure, scaling and
/// conversion count in — never a note left unscaled beside a doubled cup.
@Suite struct IngredientAdditionTests {
  @Test(
    arguments: [
      // Issue 40: one measure, never a sum; 2 ⅓ tbsp is no spoon's, 7 tsp is.
      ("1 cup plus 2 tablespoons flour", 2, CookingUnit.tablespoon, "1 ⅛ cups"),
      ("1 cup + 2 tbsp flour", 2, .tablespoon, "1 ⅛ cups"),
      ("2 tablespoons plus 1 teaspoon sugar", 1, .teaspoon, "7 tsp"),
      ("1 cup and 2 tablespoons milk", 2, .tablespoon, "1 ⅛ cups"),
      ("1 lb plus 4 oz beef mince", 4, .ounce, "1 ¼ lb"),
      ("1 kg plus 250 g potatoes", 250, .gram, "1.25 kg"),
    ] as [(String, Int, CookingUnit, String)])
  func aMeasureAddedToTheFirstIsCountedIn(
    _ text: String, added: Int, unit: CookingUnit, measure: String
  ) {
    let line = IngredientLineParser.parse(text)
    #expect(line.addition == IngredientLine.Addition(quantity: Rational(added), unit: unit))
    #expect(line.note == nil, "the addition is no note")
    #expect(line.measure == measure)
  }

  @Test func doubledBothMeasuresAreDoubled() throws {
    let line = IngredientLineParser.parse("1 cup plus 2 tablespoons flour")
    #expect(line.scaled(by: Rational(2)).measure == "2 ¼ cups")
    let spoons = IngredientLineParser.parse("2 tablespoons plus 1 teaspoon sugar")
    // 14 tsp is 4 ⅔ tbsp: 4 ½ is 3.6 % short. 3 ½ tsp exactly.
    #expect(spoons.scaled(by: Rational(2)).measure == "4 ½ tbsp")
    #expect(spoons.scaled(by: try #require(Rational(1, 2))).measure == "3 ½ tsp")
  }

  @Test func convertedTheSumIsConverted() {
    // 1 ⅛ US cups are 266 ml: not the 237 of the cup alone.
    let milk = UnitConversion.converted(
      IngredientLineParser.parse("1 cup plus 2 tablespoons milk"), to: .metric)
    #expect(milk.unit == .milliliter)
    #expect(milk.measure == "265 ml")
  }

  @Test(arguments: [
    "300g/10oz rice", "1 cup plus extra for dusting flour", "2-3 cups plus 1 tbsp stock",
    "1 cup plus 2 eggs", "1 tbsp plus 1 pinch salt", "250 ml plus 2 tbsp milk",
  ])
  func otherSecondMeasuresStayNotes(_ text: String) {
    #expect(IngredientLineParser.parse(text).addition == nil, "\(text)")
  }
}
