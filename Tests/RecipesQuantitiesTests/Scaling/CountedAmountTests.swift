import RecipesQuantities
import Testing

/// Issue 33 §3, issue 40: counted things scaled come out as a cook takes them — eggs, bay
/// leaves, sprigs and cloves to the nearest half, never less than a half; peppercorns, pods
/// and pinches whole, never fewer than one; onions and lemons by halves, a quarter below
/// one — and a count as the recipe wrote it stays as written.
@Suite struct CountedAmountTests {
  /// A line, the factor, the measure and the name as the window shows them.
  @Test(
    arguments: [
      ("1 egg", 1, 2, "½", "egg"),
      ("3 large eggs", 1, 2, "1 ½", "eggs"),
      ("2 eggs", 1, 3, "½", "egg"),
      ("2 bay leaves", 5, 3, "3 ½", "bay leaves"),
      ("1 bay leaf", 1, 4, "½", "bay leaf"),
      ("4 sprigs thyme", 5, 3, "6 ½ sprigs", "thyme"),
      ("2 sprigs rosemary", 1, 4, "½ sprig", "rosemary"),
      ("4 cloves garlic", 1, 3, "1 ½ cloves", "garlic"),
      ("1 clove garlic", 1, 2, "½ clove", "garlic"),
      ("1 clove garlic", 1, 5, "½ clove", "garlic"),
      ("12 black peppercorns", 1, 8, "2", "black peppercorns"),
      ("2 onions", 5, 3, "3 ½", "onions"),
      ("1 onion", 1, 2, "½", "onion"),
      ("1 onion", 1, 5, "¼", "onion"),
      ("2 lemons", 1, 3, "½", "lemon"),
      ("1 can chickpeas", 3, 2, "1 ½ cans", "chickpeas"),
      ("4 cardamom pods", 1, 3, "1", "cardamom pod"),
      ("1-2 cloves garlic", 3, 2, "1 ½–3 cloves", "garlic"),
      ("2 pinches saffron", 1, 4, "a pinch", "saffron"),
    ] as [(String, Int, Int, String, String)])
  func aScaledCountIsTakenAsACookTakesIt(
    _ text: String, _ numerator: Int, _ denominator: Int, _ measure: String, _ name: String
  ) throws {
    let factor = try #require(Rational(numerator, denominator))
    let line = IngredientLineParser.parse(text).scaled(by: factor)
    #expect(line.measure == measure, "\(text) × \(factor)")
    #expect(line.countedName.lowercased() == name, "\(text) × \(factor)")
  }

  /// Half an egg as the recipe wrote it is half an egg; scaled, a part of one may stay.
  @Test func aCountAsWrittenStaysAsWritten() throws {
    let half = try #require(Rational(1, 2))
    #expect(IngredientLineParser.parse("½ clove garlic").measure == "½ clove")
    #expect(IngredientLineParser.parse("1 ⅓ eggs").measure == "1 ⅓")
    #expect(IngredientLineParser.parse("½ egg").scaled(by: half).measure == "¼")
    // Scaled and back is the line as written again, shown as written.
    let line = IngredientLineParser.parse("2 ⅓ onions")
    let there = line.scaled(by: try #require(Rational(3, 7)))
    #expect(there.measure == "1")
    #expect(there.scaled(by: try #require(Rational(7, 3))) == line)
    #expect(there.scaled(by: try #require(Rational(7, 3))).measure == "2 ⅓")
  }

  /// The scale a line carries is the product of its factors.
  @Test func theScaleIsTheProductOfTheFactors() throws {
    let line = IngredientLineParser.parse("2 eggs")
    #expect(line.scale == .one)
    let scaled = line.scaled(by: Rational(3)).scaled(by: try #require(Rational(1, 2)))
    #expect(scaled.scale == Rational(3, 2))
    #expect(scaled.quantity == Rational(3))
  }
}
