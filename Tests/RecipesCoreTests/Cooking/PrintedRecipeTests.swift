import RecipesCore
import RecipesTestSupport
import Testing

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
        Ingredient(name: "Pepper", measure: "to taste"),
      ], servings: 2)
    let page = PrintedRecipe(recipe, servings: 6)
    #expect(page.subtitle == "Serves 6")
    #expect(page.ingredients == ["600 g Flour", "3 pinches Salt", "to taste Pepper"])
    #expect(PrintedRecipe(recipe).subtitle == "Serves 2")
  }

  @Test func aRecipeThatDoesNotSayIsTakenToServeFour() {
    let page = PrintedRecipe(.mock, servings: 2)
    #expect(page.subtitle == "Serves 2 (scaled from 4) · Chicken · American")
    #expect(page.ingredients.first == "250 g Chicken thighs")
    #expect(page.ingredients.last == "¼ cup Milk")
  }
}
