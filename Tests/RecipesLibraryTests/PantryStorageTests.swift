import Foundation
import RecipesCatalog
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// The pantry in the library file: its lines, "what can I make?" over the saved recipes,
/// and each recipe's needs kept, then forgotten when the recipe changes.
@Suite struct PantryStorageTests {
  @Test func linesKeepTheirOrderSurviveReopeningAndComeBackWhereTheyWere() async throws {
    let library = try await TestLibrary.make()
    let saved = try await library.database.addPantryItems(["2 onions", "rice", "eggs"])
    #expect(saved.map(\.text) == ["2 onions", "rice", "eggs"])
    let removed = try #require(try await library.database.removePantryItem(saved[1].id))
    #expect(removed == saved[1])
    #expect(try await library.database.removePantryItem("not-there") == nil)

    let reopened = try await LibraryDatabase.open(
      in: library.directory.url, catalog: try TestRecipes.catalogJSON([]))
    #expect(try await reopened.pantryItems().map(\.text) == ["2 onions", "eggs"])
    try await reopened.restorePantryItem(removed)
    #expect(try await reopened.pantryItems() == saved)
  }

  @Test func recipesAreRankedFewestMissingFirstWithinTheSearch() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    _ = try await database.addPantryItems(["2 red onions", "garlic", "tomatoes", "eggs"])
    let all = try await database.cookable(CookableRequest())
    // One missing each: the curry has more at home. Egg yolks are eggs.
    #expect(all.map(\.id) == ["1001", "1005", "1003", "1002", "1004"])
    #expect(all.first?.missing == ["Chicken thighs"])
    #expect(all.first?.have == 3)
    #expect(all[1].missing == ["Vegetable stock"])
    #expect(all[2].missing == ["Double cream", "Caster sugar"])
    let desserts = try await database.cookable(
      CookableRequest(query: SearchQuery(parsing: "cat:dessert")))
    #expect(Set(desserts.map(\.id)) == ["1003", "1004"])
    try await database.setRating(Recipe.ID(rawValue: "1003"), 4)
    let rated = try await database.cookable(
      CookableRequest(query: SearchQuery(parsing: "rating:4")))
    #expect(rated.map(\.id) == ["1003"], "the search's rating filter")
    let soups = try await database.cookable(CookableRequest(query: SearchQuery(parsing: "soup")))
    #expect(soups.map(\.id) == ["1005"])
    let withoutEggs = try await database.cookable(
      CookableRequest(query: SearchQuery(parsing: "-in:eggs")))
    #expect(!withoutEggs.contains { $0.id == "1002" || $0.id == "1004" })
    #expect(
      try await database.cookable(CookableRequest(maxMissing: 1)).map(\.id) == ["1001", "1005"])
    #expect(try await database.cookable(CookableRequest(limit: 1)).map(\.id) == ["1001"])
    // The shopping list's staples are bought whole: only the pantry's lines mark items.
    #expect(
      try await database.pantryHolds(["Onions", "2 cloves garlic", "Rice", "Salt"])
        == ["Onions", "2 cloves garlic"])
  }

  @Test func needsAreKeptAndForgottenWhenTheRecipeChanges() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    _ = try await database.addPantryItems(["onion"])
    _ = try await database.cookable(CookableRequest())
    let file = try SQLiteConnection(
      path: library.directory.file(LibraryDatabase.fileName).path)
    #expect(try file.scalar("SELECT count(*) FROM pantry_recipe_needs").integer == 5)
    try await database.save([
      TestRecipes.make("1005", "Tomato Soup", category: "Vegetarian", ingredients: ["Onion"])
    ])
    let soup = try await database.cookable(CookableRequest(query: SearchQuery(parsing: "soup")))
    #expect(soup.first?.missing == [])
    #expect(soup.first?.need == 1)
    #expect(
      try file.scalar("SELECT count(*) FROM pantry_recipe_needs WHERE recipe_id = '1005'")
        .integer == 1)
    try file.run("DELETE FROM recipes WHERE id = '1001'")
    #expect(
      try file.scalar("SELECT count(*) FROM pantry_recipe_needs WHERE recipe_id = '1001'")
        .integer == 0)
  }

  @Test func staplesCountAsAtHomeUnlessTheCookSaysOtherwise() async throws {
    let library = try await TestLibrary.make(
      remote: [TestRecipes.make("2001", "Boiled eggs", ingredients: ["Eggs", "Salt", "Water"])])
    let database = library.database
    _ = try await database.addPantryItems(["eggs"])
    #expect(try await database.cookable(CookableRequest()).first?.missing == [])
    try await database.setPreference(PantryPreferences.staplesAtHomeKey, "false")
    #expect(try await database.cookable(CookableRequest()).first?.missing == ["Salt", "Water"])
  }
}
