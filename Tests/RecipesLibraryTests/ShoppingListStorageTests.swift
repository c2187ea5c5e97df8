import Foundation
import RecipesCatalog
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// The shopping list in the library file: order, servings, ticks, and rows that cannot be
/// read costing nothing but themselves.
@Suite struct ShoppingListStorageTests {
  @Test func recipesKeepTheirOrderAndAddingAgainOnlyChangesServings() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    try await database.addToShoppingList("1003", servings: 6)
    try await database.addToShoppingList("1001", servings: nil)
    try await database.addToShoppingList("1005", servings: 2)
    try await database.addToShoppingList("1003", servings: 12)
    let list = try await database.shoppingList()
    #expect(
      list.entries == [
        ShoppingListEntry(recipeID: "1003", servings: 12),
        ShoppingListEntry(recipeID: "1001"),
        ShoppingListEntry(recipeID: "1005", servings: 2),
      ])
    try await database.removeFromShoppingList("1001")
    try await database.addToShoppingList("1001", servings: 1)
    #expect(try await database.shoppingList().entries.map(\.recipeID) == ["1003", "1005", "1001"])
  }

  @Test func theCooksOwnItemsKeepTheirOrderSurviveReopeningAndGoWithClear() async throws {
    let library = try await TestLibrary.make()
    let saved = try await library.database.addOwnShoppingItems(["2 l milk", "bin bags"])
    #expect(saved.map(\.text) == ["2 l milk", "bin bags"])
    #expect(Set(saved.map(\.id)).count == 2)
    _ = try await library.database.addOwnShoppingItems(["eggs"])
    try await library.database.setShoppingItemChecked(saved[1].key, true)
    try await library.database.removeOwnShoppingItem(saved[0].id)

    let reopened = try await LibraryDatabase.open(
      in: library.directory.url, catalog: try TestRecipes.catalogJSON([]))
    let list = try await reopened.shoppingList()
    #expect(list.ownItems.map(\.text) == ["bin bags", "eggs"])
    #expect(list.checkedKeys == [saved[1].key])
    try await reopened.clearShoppingList()
    let cleared = try await reopened.shoppingList()
    #expect(cleared.ownItems.isEmpty && cleared.checkedKeys.isEmpty)
  }

  @Test func anOwnItemRestoredGoesBackWhereItWasOnce() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    let saved = try await database.addOwnShoppingItems(["milk", "bin bags", "eggs", "soap"])
    try await database.removeOwnShoppingItem(saved[1].id)
    try await database.restoreOwnShoppingItem(saved[1], before: saved[2].id)
    #expect(try await database.shoppingList().ownItems == saved)
    // Restored twice, or after its neighbour went: still once, at the end.
    try await database.restoreOwnShoppingItem(saved[1], before: saved[2].id)
    try await database.removeOwnShoppingItem(saved[3].id)
    try await database.removeOwnShoppingItem(saved[2].id)
    try await database.restoreOwnShoppingItem(saved[3], before: saved[2].id)
    #expect(try await database.shoppingList().ownItems == [saved[0], saved[1], saved[3]])
    try await database.restoreOwnShoppingItem(saved[2], before: nil)
    #expect(
      try await database.shoppingList().ownItems.map(\.text) == [
        "milk", "bin bags", "soap", "eggs",
      ])
  }

  @Test func ticksPersistAcrossOpeningsUntilClear() async throws {
    let library = try await TestLibrary.make()
    try await library.database.addToShoppingList("1004", servings: nil)
    try await library.database.setShoppingItemChecked("butter", true)
    try await library.database.setShoppingItemChecked("butter", true)
    try await library.database.setShoppingItemChecked("walnut", true)
    try await library.database.setShoppingItemChecked("walnut", false)

    let reopened = try await LibraryDatabase.open(
      in: library.directory.url, catalog: try TestRecipes.catalogJSON([]))
    #expect(
      try await reopened.shoppingList()
        == SavedShoppingList(
          entries: [ShoppingListEntry(recipeID: "1004")], checkedKeys: ["butter"]))
    try await reopened.clearShoppingList()
    #expect(try await reopened.shoppingList() == SavedShoppingList())
  }

  @Test func rowsThatCannotBeReadAreSkippedAndTheRestKept() async throws {
    let library = try await TestLibrary.make()
    try await library.database.addToShoppingList("1001", servings: 4)
    try await library.database.addToShoppingList("1002", servings: 2)
    do {
      let raw = try SQLiteConnection(path: library.database.fileURL.path)
      try raw.run(
        "INSERT INTO shopping_recipes (recipe_id, servings, position) VALUES (x'00ff', 2, 3)")
      try raw.run(
        "INSERT INTO shopping_recipes (recipe_id, servings, position) VALUES ('1005', 'lots', 4)")
      try raw.run(
        "INSERT INTO shopping_recipes (recipe_id, servings, position) VALUES ('1003', -7, 5)")
      try raw.run(
        "INSERT INTO shopping_recipes (recipe_id, servings, position) VALUES ('', 1, 6)")
      try raw.run("INSERT INTO shopping_checked (item_key) VALUES (x'beef')")
      try raw.run("INSERT INTO shopping_checked (item_key) VALUES ('onion')")
    }
    let list = try await library.database.shoppingList()
    #expect(
      list.entries == [
        ShoppingListEntry(recipeID: "1001", servings: 4),
        ShoppingListEntry(recipeID: "1002", servings: 2),
        ShoppingListEntry(recipeID: "1005"), ShoppingListEntry(recipeID: "1003"),
      ])
    #expect(list.checkedKeys == ["onion"])
  }

  @Test func aVersion3LibraryMigratesKeepingEveryTableAndRow() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    let counts = ["recipes", "favorites", "meta"]
    var before: [String: SQLiteValue] = [:]
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 3)
      try old.run(
        """
        INSERT INTO recipes (id, origin, json, name, ingredients, tags, fetched_at, updated_at)
        VALUES ('mine-1', 'mine', ?, 'Own Soup', 'Leeks', '', 0, 0)
        """, [.text(RecipeRecord.json(for: TestRecipes.make("mine-1", "Own Soup")))])
      try old.run("INSERT INTO favorites (recipe_id, added_at) VALUES ('mine-1', 0)")
      for table in counts { before[table] = try old.scalar("SELECT count(*) FROM \(table)") }
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]), verifyingIntegrity: true)
    #expect(database.recoveredCorruptFile == nil)
    let check = try SQLiteConnection(path: file.path)
    #expect(try SchemaMigrations.version(of: check) == LibrarySchema.migrations.latestVersion)
    // The catalog seeding adds meta rows; recipes and favorites are as they were.
    for table in ["recipes", "favorites"] {
      #expect(try check.scalar("SELECT count(*) FROM \(table)") == before[table], "\(table)")
    }
    #expect(try await database.recipe("mine-1")?.name == "Own Soup")
    #expect(try await database.favoriteIDs() == ["mine-1"])
    try await database.addToShoppingList("mine-1", servings: 3)
    #expect(try await database.shoppingList().entries == [.init(recipeID: "mine-1", servings: 3)])
  }

  @Test func theReleasedVersion2LibraryGetsAShoppingList() async throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.copyItem(
      at: Fixtures.directory.appendingPathComponent("library-v2.sqlite"),
      to: directory.file(LibraryDatabase.fileName))
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try RecipesCatalog.data())
    #expect(try await database.shoppingList() == SavedShoppingList())
    try await database.addToShoppingList("91001", servings: 2)
    try await database.setShoppingItemChecked("lamb", true)
    #expect(try await database.favoriteIDs() == ["catalog-51", "91001"])
    #expect(
      try await database.shoppingList()
        == SavedShoppingList(
          entries: [.init(recipeID: "91001", servings: 2)], checkedKeys: ["lamb"]))
  }

  @Test func theLiveClientRoundTrips() async throws {
    let library = try await TestLibrary.make()
    let client = Library.live(library.database)
    try await client.addToShoppingList("1002", 3)
    try await client.setShoppingItemChecked("rice", true)
    #expect(try await client.shoppingList().checkedKeys == ["rice"])
    try await client.removeFromShoppingList("1002")
    try await client.clearShoppingList()
    #expect(try await client.shoppingList() == SavedShoppingList())
  }
}
