import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// Ratings and collections in the library file: kept across openings and re-seeding, gone
/// with their recipe, never taking a recipe with a collection; searched and listed.
@Suite struct OrderStorageTests {
  @Test func ratingsAreSetClearedAndSearchedWithTheOtherFilters() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    try await database.setRating("1001", 5)
    try await database.setRating("1004", 4)
    try await database.setRating("1003", 2)
    try await database.setRating("1003", nil)
    try await database.setRating("1005", 9)
    #expect(try await database.ratings() == ["1001": 5, "1004": 4])
    #expect(try await library.names("rating:4") == ["Chicken Curry", "Walnut Brownies"])
    #expect(try await library.names("rating:5") == ["Chicken Curry"])
    #expect(try await library.names("rating:4 cat:dessert") == ["Walnut Brownies"])
    #expect(try await library.names("eggs rating:4") == ["Walnut Brownies"])
    #expect(try await library.names("rating:1 -in:nuts") == ["Chicken Curry"])
  }

  @Test func collectionsCountListAndOutliveTheirDeletedRecipesNeverTheOtherWay() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    let christmas = try await database.createCollection("Christmas")
    let weeknight = try await database.createCollection("Weeknight dinners")
    try await database.addToCollection(christmas.id, ["1003", "1004"])
    try await database.addToCollection(weeknight.id, ["1001", "1003"])
    try await database.addToCollection(weeknight.id, ["1001"])
    #expect(
      try await database.collections().map { "\($0.name) \($0.count)" } == [
        "Christmas 2", "Weeknight dinners 2",
      ])
    let page = try await database.recipes(RecipeFilter(collection: christmas.id), in: 0..<10)
    #expect(page.map(\.name) == ["Crème brûlée", "Walnut Brownies"])
    #expect(try await database.recipeCount(RecipeFilter(collection: weeknight.id)) == 2)
    #expect(
      try await database.collectionMemberships()["1003"] == ["Christmas", "Weeknight dinners"])

    // A taken name is refused whatever its case.
    await #expect(throws: LibraryError.self) { try await database.createCollection("christmas") }

    try await database.renameCollection(christmas.id, to: "Noël")
    let deleted = try #require(try await database.deleteCollection(christmas.id))
    #expect(deleted.collection.name == "Noël" && deleted.recipeIDs == ["1003", "1004"])
    #expect(try await database.recipe("1004") != nil, "a deleted collection keeps its recipes")
    #expect(try await database.collections().map(\.name) == ["Weeknight dinners"])
    try await database.restoreCollection(deleted)
    #expect(try await database.collectionMembers(christmas.id) == ["1003", "1004"])
    #expect(try await database.deleteCollection("no-such") == nil)
  }

  @Test func deletingAnOwnRecipeTakesItsRatingAndPlacesAlong() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    try await database.saveMine([TestRecipes.make("mine-1", "Own Soup")])
    try await database.setRating("mine-1", 3)
    let soups = try await database.createCollection("Soups")
    try await database.addToCollection(soups.id, ["mine-1", "1005"])
    try await database.deleteMine("mine-1")
    #expect(try await database.ratings().isEmpty)
    #expect(try await database.collectionMembers(soups.id) == ["1005"])
    #expect(try await database.collections().first?.count == 1)
  }

  @Test func membershipsSetByNameMakeMissingCollectionsAndSurviveReseeding() async throws {
    let catalog = [TestRecipes.make("catalog-1", "Catalog Stew")]
    let library = try await TestLibrary.make(catalog: catalog)
    let database = library.database
    try await database.setRating("catalog-1", 4)
    try await database.setCollectionMemberships("catalog-1", ["Winter", " winter ", "Stews"])
    #expect(try await database.collectionMemberships()["catalog-1"] == ["Stews", "Winter"])
    try await database.seedCatalog(
      try TestRecipes.catalogJSON(catalog + [TestRecipes.make("catalog-2", "Other")]))
    let reopened = try await LibraryDatabase.open(
      in: library.directory.url, catalog: try TestRecipes.catalogJSON(catalog))
    #expect(try await reopened.ratings() == ["catalog-1": 4])
    #expect(try await reopened.collections().map(\.count) == [1, 1])
    try await reopened.setCollectionMemberships("catalog-1", [])
    #expect(try await reopened.collectionMemberships().isEmpty)
  }

  @Test func aVersion11LibraryMigratesKeepingEveryRow() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 11)
      try old.run(
        """
        INSERT INTO recipes (id, origin, json, name, ingredients, tags, fetched_at, updated_at)
        VALUES ('mine-1', 'mine', ?, 'Own Soup', 'Leeks', '', 0, 0)
        """, [.text(RecipeRecord.json(for: TestRecipes.make("mine-1", "Own Soup")))])
      try old.run("INSERT INTO favorites (recipe_id, added_at) VALUES ('mine-1', 0)")
      try old.run("INSERT INTO shopping_own_items (id, text, position) VALUES ('a', 'milk', 1)")
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]), verifyingIntegrity: true)
    let check = try SQLiteConnection(path: file.path)
    #expect(try SchemaMigrations.version(of: check) == LibrarySchema.migrations.latestVersion)
    #expect(try await database.recipe("mine-1")?.name == "Own Soup")
    #expect(try await database.favoriteIDs() == ["mine-1"])
    #expect(try await database.shoppingList().ownItems.map(\.text) == ["milk"])
    #expect(try await database.ratings().isEmpty)
    #expect(try await database.collections().isEmpty)
    try await database.setRating("mine-1", 5)
    #expect(try await database.ratings() == ["mine-1": 5])
  }
}
