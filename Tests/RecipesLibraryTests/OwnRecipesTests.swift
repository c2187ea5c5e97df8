import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct OwnRecipesTests {
  private static let pageURL = URL(string: "https://cooking.example.org/shortbread")

  private static func mine(
    _ name: String, number: Int = 1, source: URL? = pageURL, ingredients: [String] = ["Butter"]
  ) -> Recipe {
    Recipe(
      id: Recipe.ID(rawValue: "mine-\(number)"),
      name: name, category: "Dessert", sourceURL: source,
      ingredients: ingredients.map { Ingredient(name: $0, measure: "", text: $0) },
      stepSections: [StepSection(title: nil, steps: ["Mix.", "Bake."])], servings: 12)
  }

  @Test func anOwnRecipeIsSavedReadSearchedAndListedUnderMyRecipes() async throws {
    let library = try await TestLibrary.make()
    let recipe = Self.mine("Shortbread", ingredients: ["Salted butter", "Rice flour"])
    try await library.database.saveMine([recipe])

    #expect(try await library.database.recipe(recipe.id) == recipe)
    #expect(try await library.names("rice flo") == ["Shortbread"])
    let mine = try await library.database.recipes(RecipeFilter(mineOnly: true))
    #expect(mine.map(\.id) == [recipe.id])
    #expect(try await library.database.recipeCount(RecipeFilter(mineOnly: true)) == 1)
    #expect(
      try await library.database.recipeCount(RecipeFilter())
        == TestRecipes.remote.count + 1)
  }

  @Test func savingAgainReplacesTheRecipeAndKeepsItsFavorite() async throws {
    let library = try await TestLibrary.make()
    let first = Self.mine("Shortbread")
    try await library.database.saveMine([first])
    try await library.database.setFavorite(first.id, true)
    let renamed = Self.mine("Millionaire's Shortbread")
    try await library.database.saveMine([renamed])

    #expect(try await library.database.recipe(first.id)?.name == "Millionaire's Shortbread")
    #expect(try await library.database.favoriteIDs() == [first.id])
    #expect(try await library.names("shortbread") == ["Millionaire's Shortbread"])
  }

  @Test func findsTheOwnRecipeImportedFromAnAddress() async throws {
    let library = try await TestLibrary.make()
    let recipe = Self.mine("Shortbread")
    try await library.database.saveMine([recipe])
    try await library.database.saveMine([Self.mine("Scones", number: 2, source: nil)])

    #expect(try await library.database.mine(withSource: Self.pageURL!) == recipe)
    let elsewhere = URL(string: "https://cooking.example.org/scones")!
    #expect(try await library.database.mine(withSource: elsewhere) == nil)
  }

  @Test func aRemoteRecipeWithTheSameSourceIsNotAnImport() async throws {
    let url = URL(string: "https://www.example.org/curry")!
    let remote = Recipe(id: "5001", name: "Curry", sourceURL: url)
    let library = try await TestLibrary.make(remote: [remote])
    #expect(try await library.database.mine(withSource: url) == nil)
  }

  @Test func deletingRemovesTheRecipeItsFavoriteAndItsSearchEntry() async throws {
    let library = try await TestLibrary.make()
    let recipe = Self.mine("Shortbread")
    try await library.database.saveMine([recipe])
    try await library.database.setFavorite(recipe.id, true)

    #expect(try await library.database.deleteMine(recipe.id))
    #expect(try await library.database.recipe(recipe.id) == nil)
    #expect(try await library.database.favoriteIDs().isEmpty)
    #expect(try await library.names("shortbread").isEmpty)
    #expect(try await library.database.deleteMine(recipe.id) == false)
  }

  @Test func onlyOwnRecipesCanBeSavedAsMineOrDeleted() async throws {
    let library = try await TestLibrary.make()
    await #expect(throws: LibraryError.notMine(id: "1001")) {
      try await library.database.deleteMine("1001")
    }
    await #expect(throws: LibraryError.notMine(id: "catalog-1")) {
      try await library.database.saveMine([Recipe(id: "catalog-1", name: "Impostor")])
    }
    #expect(try await library.database.recipe("1001")?.name == "Chicken Curry")
  }

  @Test func neitherARefreshNorACatalogUpdateTouchesAnOwnRecipe() async throws {
    let directory = try TemporaryDirectory()
    let first = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 3, edition: "A"))
    let database = try await LibraryDatabase.open(in: directory.url, catalog: first)
    let recipe = Self.mine("Shortbread")
    try await database.saveMine([recipe])

    // A server answering with an own recipe's id cannot replace it.
    try await database.save([Recipe(id: recipe.id, name: "Hijacked")])
    let second = try TestRecipes.catalogJSON(TestRecipes.catalog(count: 2, edition: "B"))
    #expect(try await database.seedCatalog(second))

    #expect(try await database.recipe(recipe.id) == recipe)
    #expect(try await database.recipes(RecipeFilter(mineOnly: true)).map(\.name) == ["Shortbread"])
  }

  @Test func myRecipesCombineWithTheOtherFilters() async throws {
    let library = try await TestLibrary.make()
    let shortbread = Self.mine("Shortbread")
    let scones = Self.mine("Scones", number: 2)
    try await library.database.saveMine([shortbread])
    try await library.database.saveMine([scones])
    try await library.database.setFavorite(scones.id, true)
    try await library.database.setFavorite("1003", true)

    let favorites = RecipeFilter(favoritesOnly: true, mineOnly: true)
    #expect(try await library.database.recipes(favorites).map(\.name) == ["Scones"])
    let desserts = RecipeFilter(category: "dessert", mineOnly: true)
    #expect(try await library.database.recipes(desserts).map(\.name) == ["Scones", "Shortbread"])
  }
}

/// "My recipes" is paged from anchors like every list; saving and deleting own recipes
/// must move the pages deep in it.
@Suite struct OwnRecipesPagingTests {
  @Test func pagesDeepInMyRecipesFollowSavesAndDeletes() async throws {
    let library = try await TestLibrary.make()
    let database = library.database
    let own = (0..<160).map { index in
      Recipe(id: Recipe.ID(rawValue: String(format: "mine-%03d", index)), name: "Own \(index % 7)")
    }
    try await database.saveMine(own)
    let mine = RecipeFilter(mineOnly: true)
    let before = try await database.recipes(mine).map(\.id)
    #expect(try await database.recipeCount(mine) == 160)
    #expect(try await database.recipes(mine, in: 120..<130).map(\.id)[...] == before[120..<130])

    #expect(try await database.deleteMine(before[3]))
    var after = before
    after.remove(at: 3)
    #expect(try await database.recipeCount(mine) == 159)
    #expect(try await database.recipes(mine, in: 120..<130).map(\.id)[...] == after[120..<130])

    let extra = Recipe(id: "mine-999", name: "Own 0")
    try await database.saveMine([extra])
    let withExtra = try await database.recipes(mine).map(\.id)
    #expect(withExtra.count == 160)
    #expect(
      try await database.recipes(mine, in: 120..<130).map(\.id)[...] == withExtra[120..<130])
  }
}
