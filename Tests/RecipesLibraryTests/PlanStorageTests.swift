import Foundation
import RecipesCore
import RecipesFixtures
import RecipesTestSupport
import Testing

@testable import RecipesLibrary

@Suite struct PlanStorageTests {
  private static let monday = PlanDay.fixed("2025-11-24")
  private static let tuesday = PlanDay.fixed("2025-11-25")

  private static func recipe(_ id: String, on day: PlanDay, _ meal: Meal, servings: Int = 4)
    -> PlanEntry
  {
    PlanEntry(
      id: PlanEntry.ID(rawValue: id), day: day, meal: meal,
      content: .recipe(Recipe.ID(rawValue: "catalog-\(id)"), servings: servings))
  }

  @Test func entriesAreAddedAtTheEndOfTheirSlotAndReadInPlanOrder() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    let rendang = try await database.addPlanEntry(Self.recipe("a", on: Self.tuesday, .dinner))
    let note = try await database.addPlanEntry(
      PlanEntry(
        id: "b", day: Self.tuesday, meal: .dinner, position: 99, content: .note("Leftovers")))
    let porridge = try await database.addPlanEntry(
      Self.recipe("c", on: Self.tuesday, .breakfast, servings: 2))
    let outside = try await database.addPlanEntry(
      Self.recipe("d", on: Self.monday.adding(days: 7), .lunch))
    #expect(rendang.position == 0)
    #expect(note.position == 1)
    #expect(outside.day.description == "2025-12-01")
    let week = try await database.planEntries(in: Self.monday...Self.monday.adding(days: 6))
    #expect(week.map(\.id) == ["c", "a", "b"])
    #expect(week[0].content == .recipe("catalog-c", servings: 2))
    #expect(week[2].content == .note("Leftovers"))
    #expect(porridge.meal == .breakfast)
  }

  @Test func aMoveMakesRoomAndARemovalCanBeRestored() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    _ = try await database.addPlanEntry(Self.recipe("a", on: Self.monday, .dinner))
    _ = try await database.addPlanEntry(Self.recipe("b", on: Self.monday, .dinner))
    _ = try await database.addPlanEntry(Self.recipe("c", on: Self.tuesday, .lunch))
    let moved = try await database.movePlanEntry(
      "c", to: Self.monday, meal: .dinner, position: 0)
    #expect(moved?.position == 0)
    let days = Self.monday...Self.tuesday
    #expect(try await database.planEntries(in: days).map(\.id) == ["c", "a", "b"])
    #expect(
      try await database.movePlanEntry("zz", to: Self.monday, meal: .lunch, position: nil)
        == nil)

    let removed = try #require(try await database.removePlanEntry("a"))
    #expect(removed.position == 1)
    #expect(try await database.planEntries(in: days).map(\.id) == ["c", "b"])
    #expect(try await database.removePlanEntry("a") == nil)
    try await database.restorePlanEntry(removed)
    #expect(try await database.planEntries(in: days).map(\.id) == ["c", "a", "b"])
  }

  @Test func everyCookingIsKeptAndTheLastOneIsFound() async throws {
    let library = try await TestLibrary.make()
    let client = Library.live(library.database)
    try await client.recordCooked("catalog-a", Self.monday)
    try await client.recordCooked("catalog-a", Self.monday.adding(days: 9))
    try await client.recordCooked("catalog-a", Self.tuesday)
    try await client.recordCooked("catalog-b", Self.tuesday)
    #expect(
      try await client.lastCooked(["catalog-a", "catalog-c"]) == [
        "catalog-a": PlanDay.fixed("2025-12-03")
      ])
    #expect(
      try await client.cookedRecords(Self.monday...Self.tuesday) == [
        CookedRecord(recipeID: "catalog-a", day: Self.monday),
        CookedRecord(recipeID: "catalog-a", day: Self.tuesday),
        CookedRecord(recipeID: "catalog-b", day: Self.tuesday),
      ])
  }

  @Test func theLiveClientReportsAMissingEntryAsNotFound() async throws {
    let library = try await TestLibrary.make()
    let client = Library.live(library.database)
    await #expect(throws: RecipesError.notFound) { try await client.removePlanEntry("nope") }
    await #expect(throws: RecipesError.notFound) {
      try await client.movePlanEntry("nope", Self.monday, .lunch, nil)
    }
  }

  @Test func thePlanGoesOnTheShoppingListWithItsDays() async throws {
    let library = try await TestLibrary.make()
    let client = Library.live(library.database)
    try await client.addToShoppingList("catalog-x", nil)
    try await client.addPlanToShoppingList([
      ShoppingListEntry(
        recipeID: "catalog-a", servings: 6, planDays: [Self.tuesday, Self.monday]),
      ShoppingListEntry(recipeID: "catalog-x", servings: 2, planDays: [Self.monday]),
    ])
    #expect(
      try await client.shoppingList().entries == [
        ShoppingListEntry(recipeID: "catalog-x", servings: 2, planDays: [Self.monday]),
        ShoppingListEntry(
          recipeID: "catalog-a", servings: 6, planDays: [Self.monday, Self.tuesday]),
      ])
  }

  /// A library of the release before the plan (version 7) keeps every row and gains the
  /// plan's tables.
  @Test func aVersion7LibraryMigratesKeepingEveryRow() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 7)
      try old.run(
        """
        INSERT INTO recipes (id, origin, json, name, ingredients, tags, fetched_at, updated_at)
        VALUES ('mine-1', 'mine', ?, 'Own Soup', 'Leeks', '', 0, 0)
        """, [.text(RecipeRecord.json(for: TestRecipes.make("mine-1", "Own Soup")))])
      try old.run("INSERT INTO favorites (recipe_id, added_at) VALUES ('mine-1', 0)")
      try old.run(
        "INSERT INTO shopping_recipes (recipe_id, servings, position) VALUES ('mine-1', 2, 1)")
      try old.run("INSERT INTO shopping_checked (item_key) VALUES ('leek')")
      try old.run("INSERT INTO preferences (key, value) VALUES ('units', 'metric')")
      try old.run(
        """
        INSERT INTO sync_records (recipe_id, folder, name, content_hash, library_stamp)
        VALUES ('mine-1', 'Own Soup', 'Own Soup', 'h', 's')
        """)
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))
    let check = try SQLiteConnection(path: file.path)
    #expect(try SchemaMigrations.version(of: check) == LibrarySchema.migrations.latestVersion)
    #expect(try await database.recipe("mine-1")?.name == "Own Soup")
    #expect(try await database.favoriteIDs() == ["mine-1"])
    #expect(
      try await database.shoppingList()
        == SavedShoppingList(
          entries: [ShoppingListEntry(recipeID: "mine-1", servings: 2)], checkedKeys: ["leek"]))
    #expect(try await database.preference("units") == "metric")
    #expect(try await database.syncRecords().map(\.libraryStamp) == ["s"])
    #expect(try await database.planEntries(in: Self.monday...Self.tuesday).isEmpty)
    _ = try await database.addPlanEntry(Self.recipe("a", on: Self.monday, .dinner))
    #expect(try await database.planEntries(in: Self.monday...Self.monday).map(\.id) == ["a"])
  }
}

@Suite struct PlanBatchStorageTests {
  @Test func severalEntriesAreAddedTogetherOrNotAtAll() async throws {
    let library = try await TestLibrary.make()
    let client = Library.live(library.database)
    let monday = PlanDay.fixed("2026-11-30")
    let saved = try await client.addPlanEntries([
      PlanEntry(id: "a", day: monday, meal: .dinner, content: .note("One")),
      PlanEntry(id: "b", day: monday, meal: .dinner, content: .note("Two")),
    ])
    #expect(saved.map(\.position) == [0, 1])
    // "a" again breaks the batch at its second entry: the first is not kept either.
    await #expect(throws: RecipesError.self) {
      try await client.addPlanEntries([
        PlanEntry(id: "c", day: monday, meal: .lunch, content: .note("Three")),
        PlanEntry(id: "a", day: monday, meal: .lunch, content: .note("Again")),
      ])
    }
    #expect(try await client.planEntries(monday...monday).map(\.id) == ["a", "b"])
  }
}
