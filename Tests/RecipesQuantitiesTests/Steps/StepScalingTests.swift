import RecipesQuantities
import Testing

/// Issue 33 §3: the steps follow the scale, and nothing else in them moves.
///
/// Amounts named in a step are scaled as the list is, temperatures written in the chosen
/// scale. Sentences written for this project, expectations worked out by hand.
@Suite struct StepScalingTests {
  static let ingredients = [
    "5 tbsp olive oil", "200 g plain flour", "3 eggs", "2 onions, chopped", "4 cloves garlic",
    "1 tsp salt", "400 g can chopped tomatoes", "2 bay leaves", "250 ml milk", "½ cup sugar",
    "8 oz cream cheese",
  ].map(IngredientLineParser.parse)

  /// A step, the factor as numerator and denominator, and the step expected.
  @Test(
    arguments: [
      ("Heat 2 tbsp of the oil in a large pan.", 5, 2, "Heat 5 tbsp of the oil in a large pan."),
      ("Add 200 g flour and mix.", 2, 1, "Add 400 g flour and mix."),
      ("Sift 200g flour into a bowl.", 1, 2, "Sift 100 g flour into a bowl."),
      ("Add 2-3 tbsp water if dry.", 2, 1, "Add 4–6 tbsp water if dry."),
      ("Stir in ½ cup sugar.", 1, 2, "Stir in ¼ cup sugar."),
      ("Add 1 ½ cups flour.", 2, 1, "Add 3 cups flour."),
      ("Stir in 2 tablespoons of the oil.", 5, 2, "Stir in 5 tablespoons of the oil."),
      ("Stir in 2 tablespoons of the oil.", 1, 2, "Stir in 1 tablespoon of the oil."),
      ("Whisk 2 eggs and 250 ml milk.", 2, 1, "Whisk 4 eggs and 500 ml milk."),
      ("Beat the 3 eggs with the milk.", 1, 3, "Beat the 1 egg with the milk."),
      ("Beat the 3 eggs with the milk.", 1, 2, "Beat the 1 ½ eggs with the milk."),
      ("Add 2 onions and fry.", 5, 4, "Add 2 ½ onions and fry."),
      ("Add 2 large onions.", 1, 2, "Add 1 large onion."),
      ("Crush 2 cloves garlic.", 3, 2, "Crush 3 cloves garlic."),
      ("Add the 2 bay leaves.", 1, 4, "Add the ½ bay leaf."),
      ("Add 1 tsp salt.", 1, 10, "Add a pinch salt."),
      ("Pour into a 2 l pot with 250 ml milk.", 2, 1, "Pour into a 2 l pot with 500 ml milk."),
    ] as [(String, Int, Int, String)])
  func amountsFollowTheScale(
    _ step: String, _ numerator: Int, _ denominator: Int, _ expected: String
  )
    throws
  {
    let factor = try #require(Rational(numerator, denominator))
    let scaled = StepScaling.scaled(step, by: factor, ingredients: Self.ingredients, units: nil)
    #expect(scaled.text == expected)
  }

  /// Numbers that are no amounts stay, whatever the factor.
  @Test(
    arguments: [
      "Cook 10 minutes, stirring.", "Bake in 2 pans for 25 minutes.", "Work in 2 batches.",
      "Repeat 3 times.", "See step 3.", "Cut into 8 pieces.", "Add a 400 g can of tomatoes.",
      "Grease a 9 x 13 inch tin.", "Use a 2-quart saucepan.", "Makes 12 cookies.", "Serves 4.",
      "Leave for 1 hr 20 min.", "Cut 2 cm pieces of ginger.", "Bake at 180°C for 1 hour.",
      "Set to gas mark 4.", "Chill for 2 hours, or up to 3 days.", "Add two eggs.",
    ])
  func otherNumbersStay(_ step: String) throws {
    let scaled = StepScaling.scaled(
      step, by: try #require(Rational(5, 2)), ingredients: Self.ingredients, units: nil)
    #expect(scaled.text == step)
    #expect(scaled.changes.isEmpty)
  }

  /// A step, the units, the step expected: temperatures to 5 degrees, both scales left.
  @Test(
    arguments: [
      ("Preheat the oven to 160°C.", UnitSystem.imperial, "Preheat the oven to 320°F."),
      ("Preheat the oven to 160 °C.", .imperial, "Preheat the oven to 320 °F."),
      ("Heat the oven to 180C.", .imperial, "Heat the oven to 355F."),
      ("Bake at 350°F for 30 minutes.", .metric, "Bake at 175°C for 30 minutes."),
      ("Bake at 350 degrees F.", .metric, "Bake at 175 degrees C."),
      ("Bake at 375 degrees Fahrenheit.", .metric, "Bake at 190 degrees Celsius."),
      ("Heat to 200°C (180°C fan).", .imperial, "Heat to 390°F (355°F fan)."),
      ("Chill at 4℃.", .imperial, "Chill at 40℉."),
      ("Bake at 350°F.", .imperial, "Bake at 350°F."),
      (
        "Heat the oven to 180°C/350°F/gas mark 4.", .imperial,
        "Heat the oven to 180°C/350°F/gas mark 4."
      ),
      ("Heat the oven to 180°C (350°F).", .metric, "Heat the oven to 180°C (350°F)."),
      ("Set the oven to gas mark 4.", .metric, "Set the oven to gas mark 4."),
      ("Add 1 cup milk.", .metric, "Add 235 ml milk."),
      ("Beat in 8 oz cream cheese.", .metric, "Beat in 225 g cream cheese."),
      ("Simmer at 85°C for 10 minutes.", .imperial, "Simmer at 185°F for 10 minutes."),
    ] as [(String, UnitSystem, String)])
  func temperaturesAndUnitsFollowTheSystem(_ step: String, _ units: UnitSystem, _ expected: String)
  {
    let scaled = StepScaling.scaled(step, by: .one, ingredients: Self.ingredients, units: units)
    #expect(scaled.text == expected)
  }

  @Test func asWrittenAtTheWrittenServingsNothingChanges() {
    let step = "Heat 2 tbsp of the oil and bake at 160°C with 3 eggs."
    let scaled = StepScaling.scaled(step, by: .one, ingredients: Self.ingredients, units: nil)
    #expect(scaled == ScaledStep(text: step, changes: []))
  }

  @Test func theChangesAreWhereTheStepWasRewritten() throws {
    let scaled = StepScaling.scaled(
      "Heat 2 tbsp of the oil, then bake at 160°C.", by: try #require(Rational(5, 2)),
      ingredients: Self.ingredients, units: .imperial)
    #expect(scaled.text == "Heat 5 tbsp of the oil, then bake at 320°F.")
    #expect(scaled.changes.map { String(scaled.text[$0]) } == ["5 tbsp", "320", "F"])
  }
}
