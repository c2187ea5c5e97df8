import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// `ownRecipes`: every own recipe in one read, stamped by its stored version.
@Suite struct OwnRecipesReadTests {
  private static func mine(_ number: Int, _ name: String, servings: Int = 4) -> Recipe {
    Recipe(
      id: Recipe.ID(rawValue: "mine-\(number)"), name: name, category: "Soup",
      ingredients: [Ingredient(name: "Leeks", measure: "3", text: "3 leeks")],
      stepSections: [StepSection(title: nil, steps: ["Sweat.", "Simmer."])], servings: servings)
  }

  @Test func everyOwnRecipeComesInFullByIDAndNothingElse() async throws {
    let library = try await TestLibrary.make()
    let recipes = [Self.mine(3, "Leek Soup"), Self.mine(1, "Pea Soup"), Self.mine(2, "Broth")]
    try await library.database.saveMine(recipes)

    let stored = try await library.database.ownRecipes()
    #expect(stored.map(\.recipe) == recipes.sorted { $0.id < $1.id })
    #expect(stored.allSatisfy { $0.stamp != nil })
    #expect(Set(stored.compactMap(\.stamp)).count == 3)
    #expect(try await Library.live(library.database).ownRecipes() == stored)
  }

  @Test func anEditChangesTheStampEvenAtTheSameMillisecond() async throws {
    let directory = try TemporaryDirectory()
    let instant = Date(timeIntervalSince1970: 1_780_000_000)
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]), now: { instant })
    let soup = Self.mine(1, "Leek Soup")
    try await database.saveMine([soup])
    let first = try #require(try await database.ownRecipes().first?.stamp)

    try await database.saveMine([Self.mine(1, "Leek Soup", servings: 6)])
    let edited = try #require(try await database.ownRecipes().first?.stamp)
    #expect(edited != first)

    // Saved back as it was: the same bytes, the same stamp.
    try await database.saveMine([soup])
    #expect(try await database.ownRecipes().first?.stamp == first)
  }

  @Test func theClientBuiltWithoutItReadsOneByOneWithoutStamps() async throws {
    let library = try await TestLibrary.make()
    try await library.database.saveMine([Self.mine(2, "Broth"), Self.mine(1, "Pea Soup")])
    let live = Library.live(library.database)
    let composed = Library(
      search: live.search, recipeCount: live.recipeCount, recipes: live.recipes,
      recipe: live.recipe, save: live.save, favoriteIDs: live.favoriteIDs,
      setFavorite: live.setFavorite, categories: live.categories, areas: live.areas,
      saveMine: live.saveMine, deleteMine: live.deleteMine, mineWithSource: live.mineWithSource,
      preference: live.preference, setPreference: live.setPreference,
      shoppingList: live.shoppingList, addToShoppingList: live.addToShoppingList,
      removeFromShoppingList: live.removeFromShoppingList,
      clearShoppingList: live.clearShoppingList,
      setShoppingItemChecked: live.setShoppingItemChecked)

    let stored = try await composed.ownRecipes()
    #expect(stored.map(\.recipe.name) == ["Pea Soup", "Broth"])
    #expect(stored.allSatisfy { $0.stamp == nil })
  }
}
