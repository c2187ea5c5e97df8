import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct SyncStateStorageTests {
  private static let server = URL(fileURLWithPath: "/srv/dav/files/ana/Recipes", isDirectory: true)

  @Test func theAccountIsRememberedReplacedAndForgotten() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.database.syncAccount() == nil)
    let synced = Date(timeIntervalSince1970: 1_750_000_000.125)
    try await library.database.saveSyncAccount(
      SyncAccount(serverURL: Self.server, user: "ana", lastSyncedAt: nil))
    try await library.database.saveSyncAccount(
      SyncAccount(
        serverURL: Self.server, user: "ana", lastSyncedAt: synced, favoritesETag: #""f-1""#))
    #expect(
      try await library.database.syncAccount()
        == SyncAccount(
          serverURL: Self.server, user: "ana", lastSyncedAt: synced, favoritesETag: #""f-1""#))
    try await library.database.saveSyncRecord(
      SyncRecord(recipeID: "mine-1", folder: "A", name: "A", contentHash: "h"))
    try await library.database.forgetSync()
    #expect(try await library.database.syncAccount() == nil)
    #expect(try await library.database.syncRecords().isEmpty)
  }

  @Test func recordsAreKeptPerRecipeAndReplaced() async throws {
    let library = try await TestLibrary.make()
    let soup = SyncRecord(
      recipeID: "mine-soup", folder: "Leek Soup", name: "Leek Soup", folderETag: #""d-1""#,
      recipeETag: #"W/"r-1""#, pictureETag: #""p-1""#, contentHash: "00ff", isFavorite: true,
      libraryStamp: "5eed")
    let tart = SyncRecord(
      recipeID: "mine-tart", folder: "Tarte #1 ?", name: "Tarte #1 ?", contentHash: "abcd")
    try await library.database.saveSyncRecord(tart)
    try await library.database.saveSyncRecord(soup)
    #expect(try await library.database.syncRecords() == [soup, tart])

    var moved = tart
    moved.folder = "Tarte Tatin"
    moved.recipeETag = #""r-2""#
    try await library.database.saveSyncRecord(moved)
    try await library.database.removeSyncRecord("mine-soup")
    try await library.database.removeSyncRecord("mine-none")
    #expect(try await library.database.syncRecords() == [moved])
  }

  @Test func theLiveClientReachesTheSameRows() async throws {
    let library = try await TestLibrary.make()
    let client = Library.live(library.database)
    let record = SyncRecord(recipeID: "mine-1", folder: "One", name: "One", contentHash: "1")
    try await client.saveSyncRecord(record)
    try await client.saveSyncAccount(SyncAccount(serverURL: Self.server, user: "ana"))
    #expect(try await client.syncRecords() == [record])
    #expect(try await client.syncAccount()?.user == "ana")
    try await client.removeSyncRecord("mine-1")
    #expect(try await client.syncRecords().isEmpty)
  }

  /// A library of the release before sync (version 5) keeps every row and gains the tables.
  @Test func aVersion5LibraryMigratesKeepingEveryRow() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 5)
      try old.run(
        """
        INSERT INTO recipes (id, origin, json, name, ingredients, tags, fetched_at, updated_at)
        VALUES ('mine-1', 'mine', ?, 'Own Soup', 'Leeks', '', 0, 0)
        """, [.text(RecipeRecord.json(for: TestRecipes.make("mine-1", "Own Soup")))])
      try old.run("INSERT INTO favorites (recipe_id, added_at) VALUES ('mine-1', 0)")
      try old.run(
        "INSERT INTO shopping_recipes (recipe_id, servings, position) VALUES ('mine-1', 2, 1)")
      try old.run("INSERT INTO preferences (key, value) VALUES ('units', 'metric')")
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))
    let check = try SQLiteConnection(path: file.path)
    #expect(try SchemaMigrations.version(of: check) == LibrarySchema.migrations.latestVersion)
    #expect(try await database.recipe("mine-1")?.name == "Own Soup")
    #expect(try await database.favoriteIDs() == ["mine-1"])
    #expect(try await database.shoppingList().entries.map(\.recipeID) == ["mine-1"])
    #expect(try await database.preference("units") == "metric")
    #expect(try await database.syncAccount() == nil)
    #expect(try await database.syncRecords().isEmpty)
    let record = SyncRecord(
      recipeID: "mine-1", folder: "Own Soup", name: "Own Soup", contentHash: "h")
    try await database.saveSyncRecord(record)
    #expect(try await database.syncRecords() == [record])
  }

  /// A library that synced before stamps were kept (version 6) keeps its records, without
  /// a stamp: the next sync hashes those recipes and stamps them.
  @Test func aVersion6LibraryKeepsItsRecordsWithoutStamps() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 6)
      try old.run(
        """
        INSERT INTO sync_records (recipe_id, folder, name, recipe_etag, content_hash)
        VALUES ('mine-1', 'Own Soup', 'Own Soup', '"r-1"', 'h')
        """)
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))
    #expect(
      try await database.syncRecords() == [
        SyncRecord(
          recipeID: "mine-1", folder: "Own Soup", name: "Own Soup", recipeETag: #""r-1""#,
          contentHash: "h", libraryStamp: nil)
      ])
  }
}
