import RecipesCore
import RecipesTestSupport
import Testing

@Suite("Parsing and matching search queries")
struct SearchQueryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let query: SearchQuery
    var testDescription: String { text.debugDescription }
  }

  @Test(arguments: [
    Case(text: "", query: SearchQuery()),
    Case(text: "   ", query: SearchQuery()),
    Case(text: "chicken", query: SearchQuery(words: ["chicken"])),
    Case(text: "  chicken   pie ", query: SearchQuery(words: ["chicken", "pie"])),
    Case(text: "in:egg", query: SearchQuery(includedIngredients: ["egg"])),
    Case(text: "-in:nuts", query: SearchQuery(excludedIngredients: ["nuts"])),
    Case(
      text: "cat:dessert -in:nuts",
      query: SearchQuery(excludedIngredients: ["nuts"], category: "dessert")),
    Case(text: "CAT:Dessert", query: SearchQuery(category: "Dessert")),
    Case(text: "area:italian pasta", query: SearchQuery(words: ["pasta"], area: "italian")),
    Case(text: "area:\"south african\"", query: SearchQuery(area: "south african")),
    Case(text: "\"crème brûlée\"", query: SearchQuery(words: ["crème brûlée"])),
    Case(text: "foo:bar", query: SearchQuery(words: ["foo:bar"])),
    Case(text: "in:", query: SearchQuery()),
    Case(text: "-in:", query: SearchQuery()),
    Case(text: "cat:", query: SearchQuery()),
    Case(text: "\"", query: SearchQuery()),
    Case(text: "\"unbalanced quote", query: SearchQuery(words: ["unbalanced quote"])),
    Case(text: "*", query: SearchQuery(words: ["*"])),
    Case(text: "NEAR(", query: SearchQuery(words: ["NEAR("])),
    Case(text: "🍕 pizza", query: SearchQuery(words: ["🍕", "pizza"])),
    Case(
      text: "'; DROP TABLE recipes; --",
      query: SearchQuery(words: ["';", "DROP", "TABLE", "recipes;", "--"])),
  ])
  func parse(_ example: Case) {
    #expect(SearchQuery(parsing: example.text) == example.query)
  }

  @Test(arguments: [
    "", " ", "\t\n", "a", " pasta ", "in:", "-in:", "cat:", "in:egg", "\"", "\"\"", "\" \"",
    "“", "“ ”", "\u{00A0}", "🍕", "é", ":", "a:", "foo:bar", "*", "--",
    "in:\" \"", "in:\"x\"", "\"in\":x", "\"c\"at:", "\"c\"at:x", "IN:", "Cat: ", "cat: x",
    "cat:\"\" area:", "-INGREDIENT:", "ingredients:", "abcdefghijklmnopq:", "in:\r\n",
    "\"in:x\"", ":x", "area:\"\t\"", "cuisine:\u{0B}", "a\"b c\":",
  ])
  func quickEmptinessAgreesWithTheParser(text: String) {
    #expect(SearchQuery.isEmpty(parsing: text) == SearchQuery(parsing: text).isEmpty)
  }

  @Test func quickEmptinessAgreesWithTheParserOnEveryShortText() {
    // Every text of up to five of the characters the byte scan treats specially.
    let alphabet: [Character] = ["i", "n", ":", "\"", " ", "c", "A", "t", "-"]
    var texts = [""]
    var disagreements: [String] = []
    for _ in 0..<5 {
      texts = texts.flatMap { text in alphabet.map { text + String($0) } }
      for text in texts
      where SearchQuery.isEmpty(parsing: text) != SearchQuery(parsing: text).isEmpty {
        disagreements.append(text)
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test func hugeQueryParses() {
    let text = String(repeating: "a\"*🍕 in:", count: 2_000)
    #expect(!SearchQuery(parsing: text).isEmpty)
  }

  @Test func remoteSearchTermJoinsFreeWordsOnly() {
    #expect(SearchQuery(parsing: "cat:dessert chocolate cake").remoteSearchTerm == "chocolate cake")
    #expect(SearchQuery(parsing: "cat:dessert").remoteSearchTerm == nil)
  }

  @Test func wordPrefixMatchesLikeTyping() {
    #expect(SearchQuery(parsing: "chick").matches(.mock))
    #expect(SearchQuery(parsing: "pot pie").matches(.mock))
    #expect(!SearchQuery(parsing: "hicken").matches(.mock))
  }

  @Test func matchingIgnoresCaseAndDiacritics() {
    #expect(SearchQuery(parsing: "CREME brulee").matches(.mockCremeBrulee))
    #expect(SearchQuery(parsing: "crème").matches(.mockCremeBrulee))
  }

  @Test func wordsMatchIngredientsCategoryAreaAndTags() {
    #expect(SearchQuery(parsing: "pastry").matches(.mock))
    #expect(SearchQuery(parsing: "american").matches(.mock))
    #expect(SearchQuery(parsing: "comfort").matches(.mock))
  }

  @Test func ingredientFilters() {
    #expect(SearchQuery(parsing: "in:walnut").matches(.mockDessert))
    #expect(!SearchQuery(parsing: "-in:walnut").matches(.mockDessert))
    #expect(SearchQuery(parsing: "-in:walnut").matches(.mockCremeBrulee))
    #expect(!SearchQuery(parsing: "in:walnut").matches(.mockCremeBrulee))
  }

  @Test func categoryAndAreaFilters() {
    let desserts = Recipe.mocks.filter(SearchQuery(parsing: "cat:dessert -in:nuts").matches)
    #expect(desserts.map(\.id) == [Recipe.mockCremeBrulee.id])
    #expect(Recipe.mocks.filter(SearchQuery(parsing: "area:ITALIAN").matches) == [.mockPasta])
  }

  @Test func symbolOnlyWordsMatchNothing() {
    #expect(Recipe.mocks.filter(SearchQuery(parsing: "*").matches).isEmpty)
    #expect(Recipe.mocks.filter(SearchQuery(parsing: "🍕").matches).isEmpty)
  }
}
