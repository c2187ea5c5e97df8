import RecipesQuantities
import Testing

/// Singular and plural of counted names, and a name agreeing with its count.
@Suite struct EnglishNounTests {
  static let plurals: [(String, String)] = [
    ("onion", "onions"), ("egg", "eggs"), ("tomato", "tomatoes"), ("potato", "potatoes"),
    ("avocado", "avocados"), ("leaf", "leaves"), ("loaf", "loaves"), ("half", "halves"),
    ("knife", "knives"), ("chilli", "chillies"), ("berry", "berries"), ("cherry", "cherries"),
    ("turkey", "turkeys"), ("peach", "peaches"), ("radish", "radishes"), ("box", "boxes"),
    ("glass", "glasses"), ("cookie", "cookies"), ("clove", "cloves"), ("jalapeño", "jalapeños"),
  ]

  @Test(arguments: plurals)
  func eachWordHasItsPluralAndBack(_ singular: String, _ plural: String) {
    #expect(EnglishNoun.plural(of: singular) == plural)
    #expect(EnglishNoun.singular(of: plural) == singular)
  }

  @Test func wordsThatAreNotPluralStayAsTheyAre() {
    for word in ["asparagus", "hummus", "couscous", "watercress", "egg", "rice"] {
      #expect(EnglishNoun.singular(of: word) == word)
    }
  }

  /// A name, whether the amount reads as more than one, the name that agrees.
  static let agreement: [(String, Bool, String)] = [
    ("onions", false, "onion"),
    ("onion", true, "onions"),
    ("onion", false, "onion"),
    ("Onions", true, "Onions"),
    ("Cherry tomatoes", false, "Cherry tomato"),
    ("tomato", true, "tomatoes"),
    ("bay leaf", true, "bay leaves"),
    ("red pepper", true, "red peppers"),
    ("EGGS", false, "EGG"),
    ("jalapeños", false, "jalapeño"),
    ("rice", true, "rice"),
    ("plain flour", true, "plain flour"),
    ("garlic", true, "garlic"),
    ("molasses", false, "molasses"),
    ("tomatoes (tinned)", false, "tomatoes (tinned)"),
    ("paprika's", true, "paprika's"),
    ("", true, ""),
  ]

  @Test(arguments: agreement)
  func aNameAgreesWithItsCount(_ name: String, _ plural: Bool, _ expected: String) {
    #expect(EnglishNoun.agreeing(name, plural: plural) == expected)
  }

  /// A line, a factor (numerator, denominator), the name shown after its measure.
  static let counted: [(String, Int, Int, String)] = [
    ("2 onions", 1, 2, "onion"),
    ("2 onions", 1, 4, "onion"),
    ("2 onions", 3, 4, "onions"),
    ("1 egg", 2, 1, "eggs"),
    ("3 large eggs, beaten", 1, 3, "egg"),
    ("4 Tomatoes", 1, 1, "Tomatoes"),
    ("1 tomato", 3, 1, "tomatoes"),
    ("2 cups flour", 1, 4, "flour"),
    ("3 cloves garlic", 1, 3, "garlic"),
    ("2 lemons", 51, 100, "lemon"),
    ("salt to taste", 2, 1, "salt"),
    // A name shown for as many as written stays as written, in any language.
    ("3 bruine basterdsuiker", 1, 2, "bruine basterdsuiker"),
    ("4 onion rings", 3, 2, "onion rings"),
    ("6 Zwiebeln", 1, 2, "Zwiebeln"),
    ("1 Zwiebel", 1, 2, "Zwiebel"),
    ("2 gousses d'ail", 1, 1, "ail"),
    ("3 cebolla", 1, 1, "cebolla"),
  ]

  @Test(arguments: counted)
  func aScaledCountedNameAgreesWithItsMeasure(
    _ text: String, _ numerator: Int, _ denominator: Int, _ expected: String
  ) throws {
    let factor = try #require(Rational(numerator, denominator))
    let line = IngredientLineParser.parse(text).scaled(by: factor)
    #expect(line.countedName == expected, "\(line.measure) \(line.countedName)")
  }
}
