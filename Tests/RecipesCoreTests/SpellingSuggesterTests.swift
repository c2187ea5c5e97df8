import RecipesCore
import Testing

@Suite("SpellingSuggester")
struct SpellingSuggesterTests {
  /// A vocabulary like the catalog's: words of names, ingredients, categories and cuisines.
  private let suggester = SpellingSuggester(
    [
      ("chicken", 12), ("chickpeas", 3), ("chives", 2), ("chilli", 6), ("chile", 1),
      ("curry", 4), ("dessert", 8), ("desserts", 1), ("italian", 6), ("indian", 5),
      ("lasagne", 2), ("spaghetti", 3), ("tomatoes", 20), ("tomato", 9), ("potatoes", 11),
      ("butter", 30), ("batter", 2), ("better", 1), ("bitter", 1), ("garlic", 25),
      ("mushrooms", 5), ("lemon", 14), ("melon", 1), ("salmon", 4), ("walnut", 2),
      ("beef", 5), ("bean", 4), ("pear", 2), ("peas", 3), ("crème", 1), ("moussaka", 1),
      ("2kg", 1), ("x", 40),
    ].map { VocabularyWord($0.0, recipeCount: $0.1) })

  @Test(arguments: [
    ("chiken", "chicken"),  // a letter dropped
    ("chikcen", "chicken"),  // two letters swapped: one edit
    ("chickem", "chicken"),  // a letter changed
    ("chickenn", "chicken"),  // a letter added
    ("spagetti", "spaghetti"),
    ("spahgetti", "spaghetti"),  // swapped and nothing else
    ("lasagna", "lasagne"),
    ("tomatos", "tomatoes"),  // one away from "tomato" and from "tomatoes": the more used
    ("potatos", "potatoes"),
    ("garlik", "garlic"),
    ("musrooms", "mushrooms"),
    ("desert", "dessert"),
    ("itallian", "italian"),
    ("salmno", "salmon"),
    ("walnit", "walnut"),
    ("mousaka", "moussaka"),
    ("lemmon", "lemon"),
    ("curyy", "curry"),  // five letters: one edit
    ("bxtter", "butter"),  // butter (30) beats batter, better, bitter, as near
    ("creme", "creme"),  // known, its accent folded away: nothing to correct
  ])
  func correctsAWordToTheNearestKnownWord(typed: String, expected: String) {
    if typed == expected {
      #expect(suggester.correction(for: typed) == nil)
    } else {
      #expect(suggester.correction(for: typed) == expected)
    }
  }

  @Test(arguments: [
    "chicken",  // known
    "chick",  // the start of a known word, as a search matches it
    "tom",  // likewise
    "bef",  // three letters: too short to correct
    "pea",
    "cubby",  // five letters, two edits from "curry": too far
    "tofu",  // four letters, near nothing
    "qwertyuiop",
    "2kg",  // not letters
  ])
  func leavesAloneWhatIsKnownShortOrFar(typed: String) {
    #expect(suggester.correction(for: typed) == nil)
  }

  @Test func fourLetterWordsAreCorrectedByOneEditOnly() {
    #expect(suggester.correction(for: "beff") == "beef")
    #expect(suggester.correction(for: "ebef") == "beef")  // a swap is one edit
    #expect(suggester.correction(for: "bxxf") == nil)  // two edits
  }

  @Test func longerWordsAreCorrectedByTwoEdits() {
    #expect(suggester.correction(for: "chickne") == "chicken")
    #expect(suggester.correction(for: "chkcen") == "chicken")  // a swap and a drop
    #expect(suggester.correction(for: "cxxxken") == nil)  // three edits
  }

  @Test func anUppercaseFirstLetterIsKept() {
    #expect(suggester.correction(for: "Chiken") == "Chicken")
  }

  @Test(arguments: [
    ("chiken", "chicken"),
    ("chiken curyy", "chicken curry"),
    ("chiken curry", "chicken curry"),  // only the unknown word changes
    ("in:chiken", "in:chicken"),
    ("-in:walnit pie", "-in:walnut pie"),  // "pie" is too short to touch
    ("cat:desert", "cat:dessert"),
    ("area:itallian", "area:italian"),
    ("cuisine:itallian", "cuisine:italian"),
    ("\"itallian lasagna\"", "\"italian lasagne\""),  // quotes kept
    ("chiken,  garlik", "chicken,  garlic"),  // punctuation and spaces kept
  ])
  func suggestsTheWholeTextWithItsWordsCorrected(text: String, expected: String) {
    #expect(suggester.suggestion(for: text) == expected)
  }

  @Test(arguments: ["chicken curry", "area:itallic", "tofu", "", "   ", "in:", "🍕"])
  func suggestsNothingWhenNothingChanges(text: String) {
    #expect(suggester.suggestion(for: text) == nil)
  }

  @Test func aFilterNameIsNeverCorrected() {
    // "area" is one edit from "arena"; as a filter's name it stays.
    let suggester = SpellingSuggester([VocabularyWord("arena", recipeCount: 9)])
    #expect(suggester.suggestion(for: "area:arenq") == "area:arena")
    #expect(suggester.suggestion(for: "area arenq") == "arena arena")
  }

  @Test func anEmptyVocabularySuggestsNothing() {
    #expect(SpellingSuggester([]).suggestion(for: "chiken") == nil)
  }

  @Test func manyWordsAreSearchedQuickly() {
    // 20 000 made-up words, as a large library's index holds: every one is compared.
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var words: [VocabularyWord] = []
    for index in 0..<20_000 {
      var word = ""
      var value = index
      for _ in 0..<7 {
        word.append(letters[value % 26])
        value = value / 26 + index % 7
      }
      words.append(VocabularyWord(word, recipeCount: index % 5))
    }
    words.append(VocabularyWord("chicken", recipeCount: 1))
    let large = SpellingSuggester(words)
    #expect(large.correction(for: "chiken") == "chicken")
  }
}
