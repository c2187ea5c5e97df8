import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct LibraryDatabaseTests {
  @Test func savesAndReadsBackEveryField() async throws {
    let library = try await TestLibrary.make(remote: [])
    let recipe = Recipe(
      id: "52001", name: "Chicken Pot Pie", category: "Chicken", area: "American",
      instructions: "Heat the oven.\nBake for 30 minutes.", tags: ["Pie", "Comfort"],
      thumbnailURL: URL(string: "https://example.org/pie.jpg"),
      videoURL: URL(string: "https://video.example.org/watch?v=pie"),
      sourceURL: URL(string: "https://example.org/pie"),
      ingredients: [Ingredient(name: "Chicken thighs", measure: "500 g")])
    try await library.database.save([recipe])
    #expect(try await library.database.recipe("52001") == recipe)
    #expect(try await library.database.recipe("nope") == nil)
  }

  @Test func saveReplacesARecipeWithTheSameID() async throws {
    let library = try await TestLibrary.make()
    try await library.database.save([
      TestRecipes.make("1001", "Chicken Korma", category: "Chicken", area: "Indian")
    ])
    #expect(try await library.database.recipe("1001")?.name == "Chicken Korma")
    #expect(try await library.database.recipes(.init()).count == TestRecipes.remote.count)
    #expect(try await library.names("curry").isEmpty)
  }

  @Test func saveKeepsTheFirstFetchTimeAndRecordsTheUpdate() async throws {
    let library = try await TestLibrary.make()
    let reader = try SQLiteConnection(path: library.database.fileURL.path)
    let sql = "SELECT fetched_at, updated_at FROM recipes WHERE id = '1001'"
    let before = try #require(try reader.query(sql).first)
    #expect(before[0] == before[1])
    try await library.database.save([TestRecipes.remote[0]])
    let after = try #require(try reader.query(sql).first)
    #expect(after[0] == before[0])
    #expect((after[1].integer ?? 0) > (before[1].integer ?? 0))
  }

  @Test func saveKeepsFavorites() async throws {
    let library = try await TestLibrary.make()
    try await library.database.setFavorite("1003", true)
    try await library.database.save([TestRecipes.remote[2]])
    try await library.database.save(TestRecipes.remote)
    #expect(try await library.database.favoriteIDs() == ["1003"])
  }

  @Test func theLastOfTwoCopiesInOneSaveWins() async throws {
    let library = try await TestLibrary.make(remote: [])
    try await library.database.save([
      TestRecipes.make("7", "First Draft"), TestRecipes.make("8", "Other"),
      TestRecipes.make("7", "Final Version"),
    ])
    #expect(try await library.database.recipes(.init()).map(\.name) == ["Final Version", "Other"])
    #expect(try await library.names("draft").isEmpty)
  }

  @Test func savingNothingIsFine() async throws {
    let library = try await TestLibrary.make()
    try await library.database.save([])
    #expect(try await library.database.recipes(.init()).count == TestRecipes.remote.count)
  }

  @Test func setsAndClearsFavorites() async throws {
    let library = try await TestLibrary.make()
    try await library.database.setFavorite("1001", true)
    try await library.database.setFavorite("1004", true)
    try await library.database.setFavorite("1004", true)
    #expect(try await library.database.favoriteIDs() == ["1001", "1004"])
    try await library.database.setFavorite("1001", false)
    try await library.database.setFavorite("9999", false)
    #expect(try await library.database.favoriteIDs() == ["1004"])
  }

  @Test func listsByNameIgnoringCase() async throws {
    let library = try await TestLibrary.make(remote: [
      TestRecipes.make("1", "banana bread"), TestRecipes.make("2", "Apple Pie"),
      TestRecipes.make("3", "cherry tart"), TestRecipes.make("4", "Brownies"),
    ])
    let names = try await library.database.recipes(.init()).map(\.name)
    #expect(names == ["Apple Pie", "banana bread", "Brownies", "cherry tart"])
  }

  @Test func pagesOfTheListAreSlicesOfTheWholeList() async throws {
    let library = try await TestLibrary.make(remote: SyntheticRecipes.recipes(count: 240))
    let database = library.database
    for filter in [RecipeFilter(), RecipeFilter(category: "dessert"), RecipeFilter(area: "Thai")] {
      let whole = try await database.recipes(filter).map(\.id)
      #expect(try await database.recipeCount(filter) == whole.count)
      #expect(whole.count > 10, "the generated library has recipes of \(filter)")
      var paged: [Recipe.ID] = []
      for start in stride(from: 0, to: whole.count + 7, by: 7) {
        paged += try await database.recipes(filter, in: start..<(start + 7)).map(\.id)
      }
      #expect(paged == whole)
    }
    #expect(try await database.recipes(.init(), in: 10_000..<10_050).isEmpty)
    #expect(try await database.recipes(.init(), in: 5..<5).isEmpty)
  }

  @Test func listFiltersByCategoryAreaAndFavorites() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    #expect(try await database.recipes(.init(category: "Dessert")).map(\.id) == ["1003", "1004"])
    #expect(try await database.recipes(.init(category: "dessert")).count == 2)
    #expect(try await database.recipes(.init(area: "French")).map(\.id) == ["1003"])
    #expect(try await database.recipes(.init(category: "Dessert", area: "French")).count == 1)
    #expect(try await database.recipes(.init(favoritesOnly: true)).isEmpty)
    try await database.setFavorite("1004", true)
    try await database.setFavorite("1005", true)
    #expect(try await database.recipes(.init(favoritesOnly: true)).map(\.id) == ["1005", "1004"])
    #expect(
      try await database.recipes(.init(category: "Dessert", favoritesOnly: true)).map(\.id)
        == ["1004"])
  }

  @Test func listsDistinctSortedCategoriesAndAreas() async throws {
    let library = try await TestLibrary.make(
      remote: TestRecipes.remote + [
        TestRecipes.make("2001", "Plain Toast"),
        TestRecipes.make("2002", "Eton Mess", category: "Dessert", area: "British"),
        // Spelled differently, the same category: the filter matches it either way.
        TestRecipes.make("2003", "Fruit Fool", category: "dessert", area: "british"),
      ])
    #expect(
      try await library.database.categories()
        == ["Chicken", "Dessert", "Side", "Vegetarian"])
    #expect(
      try await library.database.areas()
        == ["American", "British", "Chinese", "French", "Indian"])
  }

  @Test func theLiveClientMapsFailuresToLibraryErrors() async throws {
    let library = try await TestLibrary.make()
    let client = Library.live(library.database)
    #expect(try await client.search(SearchQuery(parsing: "chick"), 10).count == 2)
    #expect(try await client.recipeCount(.init(category: "Dessert")) == 2)
    #expect(try await client.recipes(.init(category: "Dessert"), 1..<5).count == 1)
    try await client.setFavorite("1001", true)
    #expect(try await client.favoriteIDs() == ["1001"])
    #expect(try await client.recipe("1002")?.name == "Fried Rice")
    #expect(try await client.categories().count == 4)
    #expect(try await client.areas().count == 5)

    let saboteur = try SQLiteConnection(path: library.database.fileURL.path)
    try saboteur.execute("DROP TABLE favorites")
    let error = await #expect(throws: RecipesError.self) { try await client.favoriteIDs() }
    guard case .library(let message) = error else {
      Issue.record("expected a library error, got \(String(describing: error))")
      return
    }
    #expect(message.contains("favorites"))
  }
}
