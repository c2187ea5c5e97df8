import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@Suite("The embedded catalog")
struct CatalogTests {
  private let recipes: [Recipe]

  init() throws {
    let url = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("catalog.json")
    recipes = try MealDB.decodeRecipes(from: Data(contentsOf: url))
  }

  @Test func hasAtLeastSixtyRecipesWithUniqueCatalogIDs() {
    #expect(recipes.count >= 60)
    #expect(Set(recipes.map(\.id)).count == recipes.count)
    #expect(recipes.allSatisfy { $0.id.origin == .catalog })
  }

  @Test func spansEightCategoriesAndTenCuisines() {
    #expect(Set(recipes.compactMap(\.category)).count >= 8)
    #expect(Set(recipes.compactMap(\.area)).count >= 10)
  }

  @Test func everyRecipeIsCookable() {
    for recipe in recipes {
      #expect(recipe.ingredients.count >= 4, "\(recipe.name) has too few ingredients")
      #expect(
        recipe.ingredients.allSatisfy { !$0.measure.isEmpty }, "\(recipe.name) lacks a measure")
      #expect(recipe.steps.count >= 3, "\(recipe.name) has too few steps")
      #expect(recipe.steps.allSatisfy { $0.count > 3 }, "\(recipe.name) has an empty step")
    }
  }

  @Test func someRecipesHaveTagsAndNonASCIINames() {
    #expect(recipes.contains { !$0.tags.isEmpty })
    #expect(recipes.contains { $0.name == "Crème brûlée" })
    #expect(recipes.filter { $0.name.unicodeScalars.contains { !$0.isASCII } }.count >= 3)
  }

  @Test func theQuerySyntaxFindsDessertsWithoutNuts() {
    let desserts = recipes.filter(SearchQuery(parsing: "cat:dessert").matches)
    let nutFree = recipes.filter(SearchQuery(parsing: "cat:dessert -in:nuts").matches)
    #expect(!nutFree.isEmpty)
    #expect(nutFree.count < desserts.count)
    #expect(
      !nutFree.contains { $0.ingredients.contains { $0.name.lowercased().contains("almond") } })
  }
}
