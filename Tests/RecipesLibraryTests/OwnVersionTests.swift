import Foundation
import RecipesCore
import RecipesFixtures
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

  private static let extra = TestRecipes.make("catalog-2", "Soda Bread", category: "Bread")
}
