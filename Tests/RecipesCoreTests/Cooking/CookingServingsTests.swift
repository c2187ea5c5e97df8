import RecipesCore
import RecipesTestSupport
import Testing

/// Cooking mode for the servings chosen: the steps name the scaled amounts, the page says
/// for how many, and the ingredients page is headed as such.
@Suite("Cooking for the servings chosen")
struct CookingServingsTests {
  private static let soup = Recipe(
    id: "mine-soup", name: "Soup",
    instructions: "Heat 2 tbsp of the oil.\nBake at 160°C for 20 minutes.",
    ingredients: [Ingredient(name: "olive oil", measure: "2 tbsp")], servings: 4)

  @Test func theStepsFollowTheServingsAndUnitsAndThePageSaysForHowMany() throws {
    var state = CookingFeature.State()
    state.session = CookingSession(
      recipe: Self.soup, scaling: IngredientScaling(servings: 10, units: .imperial))
    let view = try #require(CookingViewState(state))
    #expect(view.stepText == "Heat 5 tbsp of the oil.")
    #expect(view.servingsText == "For 10 servings")
    state.session?.stepIndex = 1
    let second = try #require(CookingViewState(state))
    #expect(second.stepText == "Bake at 320°F for 20 minutes.")
    #expect(second.isAtLastStep)
    state.session?.showsIngredients = true
    #expect(CookingViewState(state)?.stepCounter == "Ingredients")
  }

  @Test func theRecipeWindowsStepsFollowToo() {
    var detail = RecipeDetailFeature.State(id: Self.soup.id)
    detail.recipe = Self.soup
    detail.chosenServings = 10
    detail.unitDisplay = .metric
    // 5 tbsp are 73.9 ml: a jug's 5 ml steps.
    #expect(
      RecipeDetailViewState(detail).steps.map(\.text)
        == ["Heat 75 ml of the oil.", "Bake at 160°C for 20 minutes."])
  }

  @Test func aRecipeThatDoesNotSayHowManyItServesIsNotSaidToServeFour() throws {
    // The walk-through's new recipe, saved without servings, said "For 4 servings" here
    // while its window said nothing of the kind.
    let untold = Recipe(
      id: "mine-dal", name: "Dal", instructions: "Simmer 20 minutes.",
      ingredients: [Ingredient(name: "lentils", measure: "200 g")])
    var state = CookingFeature.State()
    state.session = CookingSession(
      recipe: untold, scaling: IngredientScaling(servings: IngredientScaling.assumedServings))
    #expect(try #require(CookingViewState(state)).servingsText == nil)
    // Servings the cook chose are said.
    state.session = CookingSession(recipe: untold, scaling: IngredientScaling(servings: 6))
    #expect(try #require(CookingViewState(state)).servingsText == "For 6 servings")
    // A recipe that says 4 says so.
    state.session = CookingSession(recipe: Self.soup, scaling: IngredientScaling(servings: 4))
    #expect(try #require(CookingViewState(state)).servingsText == "For 4 servings")
  }
}
