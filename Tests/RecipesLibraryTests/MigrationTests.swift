import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct MigrationTests {
  @Test func createsTheLatestSchemaInAnEmptyDirectory() async throws {
    let directory = try TemporaryDirectory()
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))
    let connection = try SQLiteConnection(path: database.fileURL.path)
    #expect(try SchemaMigrations.version(of: connection) == LibrarySchema.migrations.latestVersion)
    let tables = try connection.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ).compactMap { $0[0].text }
    for table in ["favorites", "meta", "recipes", "recipes_fts"] {
      #expect(tables.contains(table))
    }
    #expect(try connection.scalar("PRAGMA journal_mode") == .text("wal"))
  }

  /// Every version a released app could have left behind opens and is brought up to date,
  /// keeping its data.
  @Test(arguments: 0...LibrarySchema.migrations.latestVersion)
  func upgradesAFileFromEarlierVersion(_ version: Int) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: version)
      #expect(try SchemaMigrations.version(of: old) == version)
      if version >= 1 {
        try old.run(
          """
          INSERT INTO recipes (id, origin, json, name, ingredients, tags, fetched_at, updated_at)
          VALUES ('900', 'remote', ?, 'Old Soup', 'Leeks', '', 0, 0)
          """, [.text(RecipeRecord.json(for: TestRecipes.make("900", "Old Soup")))])
        try old.run("INSERT INTO favorites (recipe_id, added_at) VALUES ('900', 0)")
      }
    }

    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2)))

    let check = try SQLiteConnection(path: file.path)
    #expect(try SchemaMigrations.version(of: check) == LibrarySchema.migrations.latestVersion)
    #expect(database.recoveredCorruptFile == nil)
    try await database.save([TestRecipes.make("901", "New Stew")])
    #expect(try await database.search(.init(words: ["stew"]), limit: 10).map(\.id) == ["901"])
    #expect(try await database.recipes(.init()).count == (version >= 1 ? 4 : 3))
    if version >= 1 {
      #expect(try await database.favoriteIDs() == ["900"])
    }
  }

  @Test func refusesAFileFromANewerVersionAndLeavesItAlone() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let newer = try SQLiteConnection(path: file.path)
      try newer.execute("PRAGMA user_version = 999")
    }
    let error = await #expect(throws: LibraryError.self) {
      _ = try await LibraryDatabase.open(in: directory.url, catalog: TestRecipes.catalogJSON([]))
    }
    #expect(
      error == .newerSchema(found: 999, supported: LibrarySchema.migrations.latestVersion))
    #expect(try directory.fileNames().allSatisfy { !$0.contains("corrupt") })
  }

  /// Version 15 reads each stored recipe's time to table out of its JSON, and leaves the
  /// full-text index as it was.
  @Test func recipesStoredBeforeVersion15GetTheirTimeToTable() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 14)
      let recipes = [
        Recipe(id: "mine-a", name: "Stated Stew", prepMinutes: 5, totalMinutes: 240),
        Recipe(id: "mine-b", name: "Summed Soup", prepMinutes: 15, cookMinutes: 30),
        Recipe(id: "mine-c", name: "Prepped Salad", prepMinutes: 10),
        Recipe(id: "900", name: "Remote Rice"),
      ]
      for recipe in recipes {
        try old.run(
          """
          INSERT INTO recipes (id, origin, json, name, ingredients, tags, fetched_at, updated_at)
          VALUES (?, ?, ?, ?, '', '', 0, 0)
          """,
          [
            .text(recipe.id.rawValue), .text(recipe.id.origin.rawValue),
            .text(try RecipeRecord.json(for: recipe)), .text(recipe.name),
          ])
      }
    }

    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))

    let summaries = try await database.recipes(.init())
    let times = Dictionary(uniqueKeysWithValues: summaries.map { ($0.name, $0.totalMinutes) })
    #expect(times["Stated Stew"] == 240)
    #expect(times["Summed Soup"] == 45)
    #expect(times["Prepped Salad"] == .some(nil))
    #expect(times["Remote Rice"] == .some(nil))
    #expect(try await database.search(SearchQuery(parsing: "soup"), limit: 5).count == 1)
    let check = try SQLiteConnection(path: file.path)
    #expect(
      try check.scalar("INSERT INTO recipes_fts (recipes_fts) VALUES ('integrity-check')")
        == .null)
    let triggers = try check.query(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'recipes'"
    ).compactMap { $0[0].text }
    #expect(
      Set(triggers).isSuperset(of: ["recipes_fts_after_update", "pantry_needs_forget_updated"]))
  }

  @Test func migratingTwiceChangesNothing() throws {
    let directory = try TemporaryDirectory()
    let connection = try SQLiteConnection(path: directory.file("twice.sqlite").path)
    try LibrarySchema.migrations.migrate(connection)
    try LibrarySchema.migrations.migrate(connection)
    #expect(try SchemaMigrations.version(of: connection) == LibrarySchema.migrations.latestVersion)
  }
}
