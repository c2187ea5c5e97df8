import Foundation
import RecipesCore
import RecipesFixtures
import RecipesLibrary
import Testing

@Suite struct SyntheticRecipesTests {
  @Test func theSameSeedGivesTheSameRecipes() {
    let first = SyntheticRecipes.recipes(count: 200, seed: 7)
    #expect(first == SyntheticRecipes.recipes(count: 200, seed: 7))
    #expect(first != SyntheticRecipes.recipes(count: 200, seed: 8))
    #expect(Set(first.map(\.id)).count == 200)
    #expect(first.allSatisfy { $0.id.origin == .remote && !$0.ingredients.isEmpty })
  }

  @Test func searchTextsAreDeterministicAndParseToQueries() {
    let texts = SyntheticRecipes.searchTexts(count: 200)
    #expect(texts == SyntheticRecipes.searchTexts(count: 200))
    #expect(texts.allSatisfy { !SearchQuery(parsing: $0).isEmpty })
    #expect(texts.contains { $0.hasPrefix("in:") })
  }

  @Test func generatedRecipesAreFoundByTheirNames() async throws {
    let directory = try TemporaryDirectory()
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: Data(#"{"meals": []}"#.utf8))
    let recipes = SyntheticRecipes.recipes(count: 500)
    try await database.save(recipes)
    let target = recipes[123]
    let found = try await database.search(SearchQuery(parsing: target.name), limit: 500)
    #expect(found.contains { $0.id == target.id })
  }
}
