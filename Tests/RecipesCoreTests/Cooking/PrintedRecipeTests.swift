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
    #expect(page.subtitle == "Serves 6 (written for 2)")
    // A measure that is no quantity ("to taste") is a note, written after the name.
    #expect(page.ingredients == ["600 g Flour", "3 pinches Salt", "Pepper, to taste"])
    #expect(PrintedRecipe(recipe).subtitle == "Serves 2")
  }

  @Test func aRecipeThatDoesNotSayIsTakenToServeFour() {
    let page = PrintedRecipe(.mock, servings: 2)
    #expect(page.subtitle == "Serves 2 (written for 4) · Chicken · American")
    #expect(page.ingredients.first == "250 g Chicken thighs")
    #expect(page.ingredients.last == "¼ cup Milk")
  }

  @Test func notesMixedIntoAMeasureFollowTheNameAsInTheWindow() {
    let recipe = Recipe(
      id: "catalog-9", name: "Teriyaki",
      ingredients: [Ingredient(name: "Chicken thighs", measure: "4, boneless, skin on")],
      servings: 2)
    #expect(PrintedRecipe(recipe).ingredients == ["4 Chicken thighs, boneless, skin on"])
    #expect(
      PrintedRecipe(recipe, servings: 3).ingredients == ["6 Chicken thighs, boneless, skin on"])
  }

  @Test func theUnitsAskedForArePrinted() {
    let recipe = Recipe(
      id: "mine-2", name: "Stew",
      ingredients: [Ingredient(name: "Beef stock", measure: "2 cups")], servings: 4)
    // 2 US cups are 473.2 ml, 4 are 946.4 ml; a measuring jug reads in 5 ml steps.
    #expect(PrintedRecipe(recipe, units: .metric).ingredients == ["475 ml Beef stock"])
    #expect(PrintedRecipe(recipe, servings: 8, units: .metric).ingredients == ["945 ml Beef stock"])
  }
}
