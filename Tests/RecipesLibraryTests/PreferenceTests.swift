import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// The cook's remembered choices: kept across launches and catalog re-seeds, one per key.
@Suite struct PreferenceTests {
  @Test func aChoiceIsKeptAcrossLaunchesAndReplacedByTheNext() async throws {
    let directory = try TemporaryDirectory()
    let catalog = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2, edition: "A"))
    let database = try await LibraryDatabase.open(in: directory.url, catalog: catalog)
    #expect(try await database.preference(UnitDisplay.preferenceKey) == nil)
    try await database.setPreference(UnitDisplay.preferenceKey, "metric")
    try await database.setPreference(UnitDisplay.preferenceKey, "imperial")
    try await database.setPreference("another", "value")

    // A new catalog edition re-seeds the catalog's rows, and nothing the cook chose.
    let changed = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2, edition: "B"))
    let reopened = try await LibraryDatabase.open(in: directory.url, catalog: changed)
    #expect(try await reopened.preference(UnitDisplay.preferenceKey) == "imperial")
    #expect(try await reopened.preference("another") == "value")
    #expect(try await reopened.recipe("catalog-1")?.name == "Catalog B Dish 1")
  }

  @Test func theLiveClientReadsAndWritesThem() async throws {
    let directory = try TemporaryDirectory()
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))
    let library = Library.live(database)
    try await library.setPreference(UnitDisplay.preferenceKey, "metric")
    #expect(try await library.preference(UnitDisplay.preferenceKey) == "metric")
    #expect(try await library.preference("never-set") == nil)
  }

  @Test func aVersion3LibraryKeepsItsRecipesAndFavoritesAndGainsPreferences() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 3)
      try old.run(
        """
        INSERT INTO recipes (id, origin, json, name, ingredients, tags, fetched_at, updated_at)
        VALUES ('mine-1', 'mine', ?, 'My Soup', 'Leeks', '', 0, 0)
        """, [.text(RecipeRecord.json(for: TestRecipes.make("mine-1", "My Soup")))])
      try old.run("INSERT INTO favorites (recipe_id, added_at) VALUES ('mine-1', 0)")
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2)))
    #expect(try await database.recipe("mine-1")?.name == "My Soup")
    #expect(try await database.favoriteIDs() == ["mine-1"])
    try await database.setPreference(UnitDisplay.preferenceKey, "imperial")
    #expect(try await database.preference(UnitDisplay.preferenceKey) == "imperial")
  }
}
