import RecipesPantry
import RecipesQuantities
import XCTest

/// The pantry held against recipes written as recipes are: what is missing, and the order.
final class CookableIndexTests: XCTestCase {
  private func recipe(_ id: String, _ lines: [String]) -> PantryRecipe {
    PantryRecipe(
      id: id, name: id.capitalized,
      needs: lines.flatMap { PantryNeed.needs(of: IngredientLineParser.parse($0)) })
  }

  private let chana = [
    "2 large red onions, finely chopped", "1 (14 oz) can chickpeas, drained",
    "3 cloves garlic", "1 tbsp olive oil", "salt and pepper to taste",
    "fresh cilantro, for garnish",
  ]
  private let omelette = ["3 eggs", "1 tbsp butter", "salt", "pepper", "chives (optional)"]
  private let risotto = [
    "300 g arborio rice", "1 onion", "1 l chicken stock", "50 g parmesan", "1 glass white wine",
  ]

  func testFewestMissingFirstAndMissingNamedAsWritten() {
    let stock = PantryStock(
      lines: ["2 onions", "chickpeas", "garlic", "extra virgin olive oil", "eggs"],
      staplesAtHome: true)
    let ranked = CookableIndex([
      recipe("risotto", risotto), recipe("chana", chana), recipe("omelette", omelette),
    ]).rank(against: stock)
    XCTAssertEqual(ranked.map(\.id), ["chana", "omelette", "risotto"])
    // Cilantro is for garnish: never missing. Salt and pepper are staples.
    XCTAssertEqual(ranked[0].missing, [])
    XCTAssertEqual(ranked[0].need, 6)
    XCTAssertEqual(ranked[0].have, 6)
    XCTAssertEqual(ranked[1].missing, ["butter"])
    XCTAssertEqual(ranked[2].missing, ["arborio rice", "chicken stock", "parmesan", "white wine"])
    XCTAssertEqual(ranked[2].have, 1)
  }

  func testStaplesAreMissingWhenTheCookSaysSo() {
    let stock = PantryStock(lines: ["eggs", "butter"], staplesAtHome: false)
    let ranked = CookableIndex([recipe("omelette", omelette)]).rank(against: stock)
    XCTAssertEqual(ranked.first?.missing, ["salt", "pepper"])
    let withSalt = PantryStock(lines: ["eggs", "butter", "salt and pepper"], staplesAtHome: false)
    XCTAssertEqual(
      CookableIndex([recipe("omelette", omelette)]).rank(against: withSalt).first?.missing, [])
  }

  func testTiesGoToMoreAtHomeThenByName() {
    let stock = PantryStock(lines: ["onion", "garlic", "tomatoes"], staplesAtHome: true)
    let ranked = CookableIndex([
      recipe("b-soup", ["1 onion", "1 leek"]),
      recipe("a-sauce", ["1 onion", "2 cloves garlic", "4 tomatoes", "basil"]),
      recipe("c-salad", ["1 cucumber", "2 tomatoes"]),
    ]).rank(against: stock)
    XCTAssertEqual(ranked.map(\.id), ["a-sauce", "b-soup", "c-salad"])
    XCTAssertEqual(ranked.map(\.missing.count), [1, 1, 1])
  }

  func testALineRepeatedCountsOnceAndEmptyRecipesAreLeftOut() {
    let stock = PantryStock(lines: [], staplesAtHome: true)
    let ranked = CookableIndex([
      recipe("pie", ["100 g butter, for the crust", "50 g butter, for the filling", "flour"]),
      recipe("nothing", []),
    ]).rank(against: stock)
    XCTAssertEqual(ranked.map(\.id), ["pie"])
    XCTAssertEqual(ranked[0].need, 2)
    XCTAssertEqual(ranked[0].missing, ["butter", "flour"])
  }

  func testMissingAtMostAndLimit() {
    let stock = PantryStock(lines: ["onion"], staplesAtHome: true)
    let recipes = [
      recipe("one", ["onion", "salt"]), recipe("two", ["onion", "leek"]),
      recipe("three", ["leek", "carrot", "celery"]),
    ]
    XCTAssertEqual(
      CookableIndex(recipes).rank(against: stock, maxMissing: 1).map(\.id), ["one", "two"])
    XCTAssertEqual(
      CookableIndex(recipes).rank(against: stock, maxMissing: 0).map(\.id), ["one"])
    XCTAssertEqual(
      CookableIndex(recipes).rank(against: stock, limit: 2).map(\.id), ["one", "two"])
    XCTAssertEqual(CookableIndex(recipes).rank(against: stock, limit: 0), [])
  }

  func testOnlyTheRecipesIncludedAreRankedAndTheIndexRanksAgain() {
    let index = CookableIndex([
      recipe("one", ["onion", "salt"]), recipe("two", ["onion", "leek"]),
      recipe("three", ["leek", "carrot"]),
    ])
    let onions = PantryStock(lines: ["onion"], staplesAtHome: true)
    XCTAssertEqual(
      index.rank(against: onions, including: ["two", "three"]).map(\.id), ["two", "three"])
    XCTAssertEqual(index.rank(against: onions, including: []), [])
    // The same index against another pantry: the order follows the pantry.
    let leeks = PantryStock(lines: ["leek", "carrot"], staplesAtHome: false)
    XCTAssertEqual(index.rank(against: leeks).map(\.id), ["three", "two", "one"])
  }

  func testAlternativesAndKinds() {
    let stock = PantryStock(
      lines: ["margarine", "basmati rice", "coconut milk"], staplesAtHome: true)
    let ranked = CookableIndex([
      recipe("x", ["2 tbsp butter or margarine", "1 cup rice", "200 ml milk"])
    ]).rank(against: stock)
    XCTAssertEqual(ranked.first?.missing, ["milk"])
  }

  func testAtHomeForShoppingItems() {
    let stock = PantryStock(lines: ["2 red onions", "500 g flour"], staplesAtHome: true)
    XCTAssertTrue(stock.holds(line: "Onions"))
    XCTAssertTrue(stock.holds(line: "700 g Plain flour"))
    XCTAssertTrue(stock.holds(line: "Salt"))
    XCTAssertFalse(stock.holds(line: "Spring onions"))
    XCTAssertFalse(stock.holds(line: "bin bags"))
    XCTAssertFalse(PantryStock(lines: [], staplesAtHome: false).holds(line: "Salt"))
  }

  func testNeedsSurviveTheirStoredText() {
    let needs =
      chana.flatMap { PantryNeed.needs(of: IngredientLineParser.parse($0)) } + [
        PantryNeed(alternatives: ["a|b"], name: "odd\tname\nhere", isOptional: true)
      ]
    let decoded = PantryNeedsCodec.decode(PantryNeedsCodec.encode(needs))
    XCTAssertEqual(decoded.dropLast(), needs.dropLast())
    XCTAssertEqual(decoded.last?.name, "odd name here")
    XCTAssertEqual(decoded.last?.isOptional, true)
    XCTAssertEqual(PantryNeedsCodec.decode("garbage\n-\tx\t\n"), [])
  }
}
