import Foundation
import RecipesCore
import RecipesFixtures
import RecipesTestSupport
import Testing

@testable import RecipesLibrary

/// The cook's version of a catalog or remote recipe takes the original's place in every
/// list and search, until it is deleted; the original stays in the library, to open.
@Suite struct OwnVersionTests {
  private static let stew = TestRecipes.make(
    "catalog-1", "Irish Stew", category: "Lamb", ingredients: ["Lamb", "Potatoes"])
  private static let version = Recipe(
    id: "mine-stew", name: "Irish Stew", category: "Lamb",
    ingredients: [Ingredient(name: "Lamb", measure: "1 kg")], notes: "Less salt.",
    basedOn: "catalog-1")

  @Test func theVersionAloneIsListedAndFoundAndTheOriginalStillOpens() async throws {
    let library = try await TestLibrary.make(catalog: [Self.stew])
    let database = library.database
    try await database.saveMine([Self.version])

    let listed = try await database.recipes(RecipeFilter())
    #expect(listed.filter { $0.name == "Irish Stew" }.map(\.id) == ["mine-stew"])
    #expect(listed.first { $0.id == "mine-stew" }?.basedOn == "catalog-1")
    #expect(try await database.recipeCount(RecipeFilter()) == TestRecipes.remote.count + 1)
    #expect(try await database.recipes(RecipeFilter(category: "Lamb")).map(\.id) == ["mine-stew"])
    #expect(try await library.names("stew") == ["Irish Stew"])
    #expect(
      try await database.search(SearchQuery(parsing: "cat:lamb"), limit: 10).map(\.id)
        == ["mine-stew"])
    #expect(try await database.recipe("catalog-1") == Self.stew)
    #expect(try await database.recipe("mine-stew") == Self.version)
  }

  @Test func theOriginalKnowsItsVersionUntilTheVersionIsDeleted() async throws {
    let library = try await TestLibrary.make(catalog: [Self.stew])
    let database = library.database
    #expect(try await database.cooksVersion(of: "catalog-1") == nil)
    try await database.saveMine([Self.version])
    #expect(try await database.cooksVersion(of: "catalog-1") == "mine-stew")
    #expect(try await database.cooksVersion(of: "mine-stew") == nil)
    _ = try await database.deleteMine("mine-stew")
    #expect(try await database.cooksVersion(of: "catalog-1") == nil)
  }

  @Test func deletingTheVersionBringsTheOriginalBackAndANewCatalogKeepsItReplaced()
    async throws
  {
    let library = try await TestLibrary.make(catalog: [Self.stew])
    let database = library.database
    try await database.saveMine([Self.version])
    // A catalog update re-seeds the original: still left out in favour of the version.
    #expect(try await database.seedCatalog(try TestRecipes.catalogJSON([Self.stew, Self.extra])))
    #expect(try await library.names("stew") == ["Irish Stew"])
    #expect(try await database.recipes(RecipeFilter(category: "Lamb")).map(\.id) == ["mine-stew"])

    #expect(try await database.deleteMine("mine-stew"))
    #expect(try await database.recipes(RecipeFilter(category: "Lamb")).map(\.id) == ["catalog-1"])
    #expect(try await library.names("irish") == ["Irish Stew"])
  }

  /// The plan's dinner and the shopping list's line of the original move to the version
  /// when it is first saved, and back when it is deleted; in SQLite and in the in-memory
  /// library the tests use alike.
  @Test func theVersionTakesTheOriginalsPlacesInThePlanAndOnTheListAndGivesThemBack()
    async throws
  {
    let sqlite = try await TestLibrary.make(catalog: [Self.stew])
    try await checkPlaces(of: .live(sqlite.database))
    try await checkPlaces(of: InMemoryLibrary(recipes: [Self.stew]).client)
  }

  private func checkPlaces(of library: Library) async throws {
    let day = PlanDay.fixed("2025-03-03")
    let dinner = PlanEntry(
      id: PlanEntry.ID(rawValue: "dinner"), day: day, meal: .dinner,
      content: .recipe("catalog-1", servings: 6))
    _ = try await library.addPlanEntry(dinner)
    try await library.addToShoppingList("catalog-1", 6)
    let planned = { try await library.planEntries(day...day).compactMap(\.recipeID) }
    let listed = { try await library.shoppingList().entries.map(\.recipeID) }

    try await library.saveMine([Self.version])
    #expect(try await planned() == ["mine-stew"], "the plan still cooks the original")
    #expect(try await listed() == ["mine-stew"], "the list still shops for the original")
    #expect(try await library.planEntries(day...day).first?.servings == 6)
    #expect(try await library.shoppingList().entries.first?.servings == 6)

    // Planned again on purpose, the original stays planned through later saves.
    _ = try await library.addPlanEntry(
      PlanEntry(
        id: PlanEntry.ID(rawValue: "lunch"), day: day, meal: .lunch,
        content: .recipe("catalog-1", servings: 2)))
    try await library.saveMine([Self.version])
    #expect(try await planned().sorted() == ["catalog-1", "mine-stew"])

    try await library.deleteMine("mine-stew")
    #expect(try await planned() == ["catalog-1", "catalog-1"], "the places did not come back")
    #expect(try await listed() == ["catalog-1"])
  }

  private static let extra = TestRecipes.make("catalog-2", "Soda Bread", category: "Bread")
}
