import RecipesCore
import RecipesTestSupport
import Testing

@Suite struct MeasureScalingTests {
  @Test(arguments: [
    ("200 g", 2.0, "400 g"), ("1½ cups", 2, "3 cups"), ("1 1/2 cups", 2, "3 cups"),
    ("½ tsp", 2, "1 tsp"), ("1/2 tsp", 0.5, "¼ tsp"), ("3 eggs", 0.5, "1½ eggs"),
    ("2-3 cloves", 2, "4–6 cloves"), ("2 to 3 cloves", 2, "4 to 6 cloves"),
    ("440ml", 2, "880ml"), ("1.5 kg", 2, "3 kg"), ("1 kg", 0.75, "¾ kg"),
    ("100 g", 1.5, "150 g"), ("1 tin", 1.3, "1.3 tin"), ("a pinch", 2, "a pinch"),
    ("to taste", 3, "to taste"), ("", 2, ""), ("2 tbsp", 1, "2 tbsp"),
  ])
  func scalesTheLeadingAmount(measure: String, factor: Double, scaled: String) {
    #expect(MeasureScaling.scale(measure, by: factor) == scaled)
  }
}

@Suite struct PrintedRecipeTests {
  @Test func asWrittenItKeepsTheLinesAndNumbersNothing() {
    let page = PrintedRecipe(.mock)
    #expect(page.title == "Chicken Pot Pie")
    #expect(page.subtitle == "Chicken · American")
    #expect(page.ingredients == Recipe.mock.ingredients.map(\.text))
    #expect(page.steps.count == 3)
  }

  @Test func servingsScaleFromWhatTheRecipeSays() {
    let recipe = Recipe(
      id: "mine-1", name: "Pancakes",
      ingredients: [
        Ingredient(name: "Flour", measure: "200 g"), Ingredient(name: "Salt", measure: "a pinch"),
      ], servings: 2)
    let page = PrintedRecipe(recipe, servings: 6)
    #expect(page.subtitle == "Serves 6")
    #expect(page.ingredients == ["600 g Flour", "a pinch Salt"])
    #expect(PrintedRecipe(recipe).subtitle == "Serves 2")
  }

  @Test func aRecipeThatDoesNotSayIsTakenToServeFour() {
    let page = PrintedRecipe(.mock, servings: 2)
    #expect(page.subtitle == "Serves 2 (scaled from 4) · Chicken · American")
    #expect(page.ingredients.first == "250 g Chicken thighs")
    #expect(page.ingredients.last == "¼ cup Milk")
  }
}
