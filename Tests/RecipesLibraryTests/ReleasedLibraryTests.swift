import Foundation
import RecipesCatalog
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct ReleasedLibraryTests {
  /// `data/fixtures/library-v2.sqlite` was written by the release before own recipes: its
  /// favorites and cached recipes survive the migration, and own recipes can then be saved.
  @Test func aLibraryWrittenByTheVersion2ReleaseKeepsItsFavoritesAndCachedRecipes() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    try FileManager.default.copyItem(
      at: Fixtures.directory.appendingPathComponent("library-v2.sqlite"), to: file)
    do {
      let old = try SQLiteConnection(path: file.path)
      #expect(try SchemaMigrations.version(of: old) == 2)
    }

    // The shipped catalog: the one the file was seeded with, or a later one re-seeded over it.
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try RecipesCatalog.data())

    #expect(database.recoveredCorruptFile == nil)
    #expect(try await database.favoriteIDs() == ["catalog-51", "91001"])
    let tagine = try await database.recipe("91001")
    #expect(tagine?.name == "Lamb Tagine with Apricots and Honey")
    #expect(tagine?.ingredients.isEmpty == false)
    #expect(try await database.recipe("91010")?.name == "Harira Soup")
    #expect(try await database.recipe("catalog-51")?.name == "Aloo Gobi")
    #expect(
      try await database.recipes(RecipeFilter(favoritesOnly: true)).map(\.name)
        == ["Aloo Gobi", "Lamb Tagine with Apricots and Honey"])
    #expect(try await database.search(SearchQuery(parsing: "harira"), limit: 5).count == 1)

    let own = Recipe(id: .mine(UUID()), name: "Harira, my way", sourceURL: tagine?.sourceURL)
    try await database.saveMine([own])
    #expect(try await database.search(SearchQuery(parsing: "harira"), limit: 5).count == 2)
    #expect(try await database.recipes(RecipeFilter(mineOnly: true)).map(\.id) == [own.id])
    let source = try #require(tagine?.sourceURL)
    #expect(try await database.mine(withSource: source) == own)
    let check = try SQLiteConnection(path: file.path)
    #expect(try check.scalar("PRAGMA integrity_check") == .text("ok"))
    #expect(
      try check.scalar("INSERT INTO recipes_fts (recipes_fts) VALUES ('integrity-check')")
        == .null)
  }
}
