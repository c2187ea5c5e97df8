import Foundation
import RecipesCore
import Testing

@testable import RecipesLibrary

/// Whatever is typed, search answers without an error and the library stays intact.
@Suite struct HostileQueryTests {
  static let hostileTexts = [
    "\"", "\"\"", "*", "**", "NEAR(", "NEAR(chicken curry", "AND OR NOT", "chicken AND",
    "'; DROP TABLE recipes; --", "🍗", "🍗🍮", "name:chicken", "{name}: x", "^chicken",
    "chicken*", "-", "+", "(", ")", ":", "\u{0}", "a\u{0}b", "%", "_", "\\",
    String(repeating: "a", count: 10_000), String(repeating: "chicken ", count: 1_250),
    String(repeating: "\"*(", count: 3_334),
  ]

  @Test(arguments: hostileTexts)
  func hostileTextNeverThrows(_ text: String) async throws {
    let library = try await TestLibrary.make()
    let queries = [
      SearchQuery(parsing: text),
      SearchQuery(words: [text]),
      SearchQuery(words: ["chicken", text]),
      SearchQuery(includedIngredients: [text]),
      SearchQuery(words: ["chicken"], excludedIngredients: [text]),
      SearchQuery(category: text, area: text),
    ]
    for query in queries {
      _ = try await library.database.search(query, limit: 20)
    }
    #expect(try await library.database.recipes(.init()).count == TestRecipes.remote.count)
  }

  @Test(arguments: ["*", "🍗", "\"", "\"*(", "- + :", "NEAR("])
  func textWithoutLettersOrDigitsFindsNothing(_ text: String) async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.database.search(.init(words: [text]), limit: 20).isEmpty)
    #expect(
      try await library.database.search(.init(includedIngredients: [text]), limit: 20).isEmpty)
  }

  @Test func operatorWordsAreSearchedAsWords() async throws {
    let library = try await TestLibrary.make(remote: [
      TestRecipes.make("1", "Not Quite Near Soup"),
      TestRecipes.make("2", "Chicken Curry"),
    ])
    #expect(try await library.names("not near") == ["Not Quite Near Soup"])
    #expect(try await library.names("NEAR(chicken").isEmpty)
    #expect(try await library.names("chicken OR soup").isEmpty)
  }

  @Test func punctuationAroundWordsIsIgnored() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.names("\"chicken\"*") == ["Chicken Curry", "Fried Rice"])
    #expect(try await library.names("(chicken) *") == ["Chicken Curry", "Fried Rice"])
  }

  @Test func quotesAreDoubledInsideFullTextStrings() {
    #expect(FullTextQuery.prefixPhrase("ab\"c") == "\"ab\"\"c\"*")
  }

  @Test func buildsTheExpressionsFromWordRunsOnly() {
    let query = FullTextQuery(
      SearchQuery(
        words: ["crème", "NEAR(x"], includedIngredients: ["soy sauce"],
        excludedIngredients: ["olives", "🌰"], category: " Side dish ", area: ""))
    let words = "\"crème\"* \"NEAR\"* \"x\"*"
    let required = "ingredients : ((\"soy\"* \"sauce\"*)) AND category : \"Side dish\""
    let excluded = " NOT (ingredients : ((\"olives\"*)))"
    #expect(
      query.rankedTiers == [
        "(name : (\(words)) AND \(required))\(excluded)",
        "((\(words)) AND \(required))\(excluded)",
      ])
    #expect(query.category == "Side dish")
    #expect(query.area == nil)
    #expect(!query.matchesNothing)
  }

  @Test func aQueryWithoutWordsOrIngredientsUsesOnlySQLFilters() {
    let query = FullTextQuery(SearchQuery(excludedIngredients: ["olives"], category: "Dessert"))
    #expect(query.rankedTiers.isEmpty)
    #expect(query.exclusion == "ingredients : ((\"olives\"*))")
  }

  @Test func anIngredientFamilyBecomesAlternatives() {
    let query = FullTextQuery(SearchQuery(excludedIngredients: ["nuts"]))
    let exclusion = query.exclusion ?? ""
    #expect(exclusion.hasPrefix("ingredients : ((\"nuts\"*) OR (\"almond\"*) OR"))
    #expect(exclusion.contains("(\"walnut\"*)"))
  }

  @Test func boundsTheNumberAndLengthOfWords() {
    let words = [String(repeating: "word ", count: 100), String(repeating: "x", count: 500)]
    #expect(FullTextQuery(SearchQuery(words: words)).words.count == FullTextQuery.maximumTokens)
    let tokens = FullTextQuery.tokens(of: [String(repeating: "x", count: 500)])
    #expect(tokens == [String(repeating: "x", count: FullTextQuery.maximumTokenLength)])
  }
}
