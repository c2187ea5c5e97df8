import RecipesCore
import Testing

/// Cooking mode's ingredients are the recipe window's: the servings and units the cook set
/// there when they pressed "Cook".
@Suite("CookingSession")
struct CookingSessionTests {
  private let shortbread = Recipe(
    id: "mine-shortbread", name: "Shortbread",
    ingredients: [
      Ingredient(name: "Plain flour", measure: "180 g"),
      Ingredient(name: "Butter, softened", measure: "½ cup"),
      Ingredient(name: "Salt", measure: "a pinch"),
    ],
    servings: 8)

  @Test func withoutScalingTheLinesAreAsWritten() {
    let session = CookingSession(recipe: shortbread)
    #expect(session.ingredients == ["180 g Plain flour", "½ cup Butter, softened", "a pinch Salt"])
  }

  @Test func theWindowsServingsScaleTheLines() {
    let session = CookingSession(
      recipe: shortbread, scaling: IngredientScaling(servings: 16))
    #expect(session.ingredients.prefix(2) == ["360 g Plain flour", "1 cup Butter, softened"])
  }

  @Test func theWindowsUnitsConvertTheLines() {
    let session = CookingSession(
      recipe: shortbread, scaling: IngredientScaling(servings: 8, units: .metric))
    // Half a US cup is 118.3 ml; butter's density (our table) makes it grams.
    #expect(session.ingredients[0] == "180 g Plain flour")
    #expect(session.ingredients[1].hasSuffix(" g Butter, softened"), "\(session.ingredients[1])")
  }
}
