import Foundation
import RecipesCore
import Testing

@testable import RecipesLibrary

@Suite struct SearchVocabularyTests {
  @Test func theVocabularyIsTheIndexsWordsWithTheirRecipeCounts() async throws {
    let library = try await TestLibrary.make(remote: [
      TestRecipes.make(
        "1", "Chicken Curry", category: "Chicken", area: "Indian",
        ingredients: ["Chicken thighs", "2 tbsp curry paste"]),
      TestRecipes.make("2", "Crème Brûlée", category: "Dessert", ingredients: ["Cream", "Eggs"]),
      TestRecipes.make("3", "Roast Chicken", category: "Chicken", ingredients: ["Chicken"]),
    ])
    let words = try await library.database.searchVocabulary()
    let counts = Dictionary(uniqueKeysWithValues: words.map { ($0.word, $0.recipeCount) })
    #expect(counts["chicken"] == 2)  // in two recipes, however many times in each
    #expect(counts["curry"] == 1)
    #expect(counts["creme"] == 1)  // folded as the search folds
    #expect(counts["brulee"] == 1)
    #expect(counts["indian"] == 1)
    #expect(counts["dessert"] == 1)
    #expect(counts["2"] == nil)  // digits are left out
    #expect(counts["tbsp"] == 1)
    // The index is not changed by reading it: a second read gives the same words.
    #expect(try await library.database.searchVocabulary().count == words.count)
    // A typo is corrected from it.
    #expect(SpellingSuggester(words).suggestion(for: "chiken cury") == "chicken curry")
  }
}
