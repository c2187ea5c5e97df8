import Foundation
import RecipesCatalog
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct CatalogSeedingTests {
  @Test func seedsTheCatalogOnFirstOpenAndOnlyOnce() async throws {
    let directory = try TemporaryDirectory()
    let catalog = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 60))
    let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    #expect(try await database.recipes(.init()).count == 60)
    #expect(try await database.recipe("catalog-60")?.name == "Catalog A Dish 60")
    #expect(try await database.seedCatalog(catalog) == false)

    let reopened = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    #expect(try await reopened.seedCatalog(catalog) == false)
    #expect(try await reopened.recipes(.init()).count == 60)
  }

  @Test func aChangedCatalogReplacesCatalogRowsOnly() async throws {
    let directory = try TemporaryDirectory()
    let first = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 5, edition: "A"))
    let database = try await LibraryDatabase.open(in: directory.url, catalog: first)
    try await database.save(TestRecipes.remote)
    try await database.setFavorite("catalog-2", true)
    try await database.setFavorite("catalog-5", true)
    try await database.setFavorite("1003", true)

    let second = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 3, edition: "B"))
    let reopened = try await LibraryDatabase.open(in: directory.url, catalog: second)

    let names = try await reopened.recipes(.init()).map(\.name)
    #expect(names.filter { $0.hasPrefix("Catalog") } == (1...3).map { "Catalog B Dish \($0)" })
    #expect(names.count == 3 + TestRecipes.remote.count)
    #expect(try await reopened.recipe("catalog-5") == nil)
    // Favorites are never touched, even that of a recipe the new catalog dropped.
    #expect(try await reopened.favoriteIDs() == ["catalog-2", "catalog-5", "1003"])
    #expect(try await reopened.recipes(.init(favoritesOnly: true)).count == 2)
  }

  /// A library seeded before the catalog had times and descriptions gets them with the next
  /// edition, and the cook's own recipes stay as they were.
  @Test func aLaterEditionBringsTimesAndDescriptionsToAnExistingLibrary() async throws {
    let directory = try TemporaryDirectory()
    let plain = TestRecipes.make("catalog-1", "Irish Stew", ingredients: ["Lamb", "Potatoes"])
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([plain]))
    #expect(try await database.recipes(.init()).map(\.totalMinutes) == [nil])
    let own = Recipe(
      id: "mine-stew", name: "My Stew", prepMinutes: 10, cookMinutes: 50,
      description: "As my grandmother made it.")
    try await database.saveMine([own])

    let timed = Recipe(
      id: "catalog-1", name: "Irish Stew", instructions: plain.instructions,
      thumbnailURL: plain.thumbnailURL, ingredients: plain.ingredients, prepMinutes: 25,
      cookMinutes: 120, totalMinutes: 145, description: "Lamb and potatoes in one pot.")
    let reopened = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([timed]))

    let stew = try #require(try await reopened.recipe("catalog-1"))
    #expect(stew.prepMinutes == 25)
    #expect(stew.cookMinutes == 120)
    #expect(stew.totalMinutes == 145)
    #expect(stew.description == "Lamb and potatoes in one pot.")
    let summaries = try await reopened.recipes(.init())
    #expect(summaries.map(\.id) == ["catalog-1", "mine-stew"])
    // The card's time: the stated total, or the cook's preparation plus cooking.
    #expect(summaries.map(\.totalMinutes) == [145, 60])
    #expect(try await reopened.recipe("mine-stew") == own)
    #expect(try await reopened.search(SearchQuery(parsing: "stew"), limit: 5).count == 2)
  }

  @Test func onlyCatalogIdentifiersAreSeeded() async throws {
    let directory = try TemporaryDirectory()
    let catalog = try TestRecipes.catalogJSON([
      TestRecipes.make("catalog-1", "Irish Stew"), TestRecipes.make("777", "Impostor"),
    ])
    let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    #expect(try await database.recipes(.init()).map(\.id) == ["catalog-1"])
  }

  @Test func anUnreadableCatalogIsReported() async throws {
    let directory = try TemporaryDirectory()
    await #expect(throws: LibraryError.self) {
      _ = try await LibraryDatabase.open(in: directory.url, catalog: Data("[1, 2".utf8))
    }
  }

  @Test func theShippedCatalogDecodesAndSeeds() async throws {
    let catalog = try RecipesCatalog.data()
    let decoded = try MealDB.decodeRecipes(from: catalog)
    #expect(decoded.allSatisfy { $0.id.origin == .catalog })
    #expect(Set(decoded.map(\.id)).count == decoded.count, "catalog ids must be unique")

    let directory = try TemporaryDirectory()
    let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    let seeded = try await database.recipes(.init())
    #expect(Set(seeded.map(\.id)) == Set(decoded.map(\.id)))
    if let first = decoded.first {
      #expect(try await database.recipe(first.id) == first)
    }
  }

  @Test func catalogVersionIsFNV1a64() {
    #expect(CatalogVersion(of: Data()).description == "cbf29ce484222325")
    #expect(CatalogVersion(of: Data("a".utf8)).description == "af63dc4c8601ec8c")
    #expect(CatalogVersion(of: Data("foobar".utf8)).description == "85944171f73967e8")
  }
}
