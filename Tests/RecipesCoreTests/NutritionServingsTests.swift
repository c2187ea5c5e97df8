import Foundation
import RecipesCore
import RecipesQuantities
import Testing

/// A serving's nutrition says which yield its servings were read from when the recipe does
/// not state them as one number (made-up recipes).
@Suite struct NutritionServingsTests {
  @Test func aLoafIsCutInSlicesAndTheFigureSaysSo() {
    let bread = Recipe(id: "bread", name: "Seeded loaf", servings: 1, yield: "1 loaf")
    let servings = NutritionServings.of(bread)
    #expect(servings.count == 10)
    #expect(
      NutritionServings.note(servings, of: bread) == "Yield “1 loaf”: each cut in 10 servings.")
    // Scaling still counts loaves: twice the recipe is two loaves.
    #expect(IngredientScaling.writtenServings(of: bread) == 1)
  }

  @Test func servingsStatedAsOneNumberNeedNoNote() {
    let stew = Recipe(id: "stew", name: "Stew", servings: 6, yield: "1 pot")
    let servings = NutritionServings.of(stew)
    #expect(servings == YieldServings(count: 6, basis: .servings))
    #expect(NutritionServings.note(servings, of: stew) == nil)
  }

  @Test func theWindowSaysWhichYieldTheServingsAre() {
    let facts = NutritionFacts(
      calories: 80, fat: 3, saturatedFat: 1, carbohydrate: 10, sugar: 2, fiber: 1, protein: 2,
      salt: 0.1, servings: 16, countedLines: 5, totalLines: 5, uncounted: [],
      servingsNote: "Yield “4 cups”: a serving is 1/4 cup, as its page says.")
    #expect(
      NutritionViewState(facts).basis
        == "Estimated from 5 of 5 lines, for one of 16 servings. "
        + "Yield “4 cups”: a serving is 1/4 cup, as its page says.")
  }

  @Test func aRecipeThatSaysNothingSaysWhatWasAssumed() {
    let salad = Recipe(id: "salad", name: "Salad")
    let servings = NutritionServings.of(salad)
    #expect(servings.count == IngredientScaling.assumedServings)
    #expect(
      NutritionServings.note(servings, of: salad)
        == "The recipe does not say how many it serves: 4 are assumed.")
  }
}
