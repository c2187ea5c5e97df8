import RecipesNutrition
import RecipesQuantities
import XCTest

/// Lines to foods and grams, what is assumed, what is not counted and why; the expected
/// foods and grams are read off the SR21 table by hand.
final class NutritionEstimatorTests: XCTestCase {
  private static let table = Result { try FoodTable.bundled() }
  private var estimator: NutritionEstimator {
    get throws { NutritionEstimator(table: try Self.table.get()) }
  }

  private func line(_ text: String, corrections: [String: Food.ID] = [:]) throws
    -> NutritionEstimate.Line
  {
    NutritionEstimator(table: try Self.table.get(), corrections: corrections)
      .estimate(IngredientLineParser.parse(text))
  }

  private func assertLine(
    _ text: String, is id: Food.ID, grams: Double, file: StaticString = #filePath,
    line number: UInt = #line
  ) throws {
    let result = try line(text)
    XCTAssertEqual(result.food?.id, id, text, file: file, line: number)
    XCTAssertEqual(
      result.grams ?? -1, grams, accuracy: grams * 0.01, text, file: file, line: number)
  }

  func testCooksNamesMeanTheFoodsTheyName() throws {
    try assertLine("4 scallions, sliced", is: "11291", grams: 60)
    try assertLine("4 green onions", is: "11291", grams: 60)
    try assertLine("1 cup fresh cilantro", is: "11165", grams: 16)
    try assertLine("2 cups all-purpose flour", is: "20081", grams: 250)
    try assertLine("1 cup heavy cream", is: "01053", grams: 238)
    try assertLine("250 g Mehl", is: "20081", grams: 250)
    try assertLine("1 c. à soupe de sucre", is: "19335", grams: 12.5)
    // British names (from the walk-through: a borscht counted without its beetroot).
    try assertLine("500g Raw beetroot", is: "11080", grams: 500)
    XCTAssertEqual(try line("150ml Soured cream").food?.id, "01056")
  }

  func testTheFormTheLineNamesIsHonoured() throws {
    try assertLine("1 cup rice", is: "20044", grams: 185)
    try assertLine("1 cup cooked rice", is: "20045", grams: 158)
    try assertLine("1 cup frozen peas", is: "11312", grams: 134)
    try assertLine("1 (15 oz) can chickpeas, drained", is: "16058", grams: 425.24)
    XCTAssertEqual(try line("2 cups cooked quinoa").food?.name, "Quinoa, cooked")
    XCTAssertEqual(try line("1 lemon, juiced").food?.id, "09152")
  }

  func testCountsAreWeighedThroughTheFoodsSizes() throws {
    try assertLine("2 onions", is: "11282", grams: 220)
    try assertLine("2 small onions", is: "11282", grams: 140)
    try assertLine("3 large eggs", is: "01123", grams: 150)
    try assertLine("1 clove garlic", is: "11215", grams: 3)
    try assertLine("2 Roma tomatoes", is: "11529", grams: 124)
    try assertLine("4 salmon fillets (6 oz each)", is: "15236", grams: 680.39)
  }

  func testAmountsOfEveryKind() throws {
    try assertLine("200 g feta", is: "01019", grams: 200)
    try assertLine("1 lb ground beef", is: "23567", grams: 453.59)
    try assertLine("2 tbsp olive oil", is: "04053", grams: 27)
    try assertLine("1 cup plus 2 tablespoons sugar", is: "19335", grams: 225)
    try assertLine("2-3 cloves garlic", is: "11215", grams: 7.5)
    try assertLine("a pinch of salt", is: "02047", grams: 0.375)
  }

  func testLinesACookDoesNotCountSaySo() throws {
    XCTAssertEqual(try line("Salt and pepper to taste").outcome.assumption, .toTaste)
    XCTAssertEqual(try line("salt").outcome.assumption, .toTaste, "a seasoning without an amount")
    XCTAssertEqual(try line("2 cups water").outcome.assumption, .water)
    XCTAssertEqual(try line("Ice cubes").outcome.assumption, .water)
    XCTAssertEqual(try line("1 cup walnuts (optional)").outcome.assumption, .optional)
    XCTAssertEqual(try line("Lemon wedges, for serving").outcome.assumption, .forServing)
    XCTAssertEqual(try line("Butter for greasing").outcome.assumption, .forGreasing)
    XCTAssertEqual(try line("1 cup walnuts (optional)").grams, nil)
    XCTAssertNotEqual(try line("1 cup water chestnuts").outcome.assumption, .water)
  }

  func testFryingOilCountsThePartAbsorbed() throws {
    let frying = try line("2 cups vegetable oil, for frying")
    XCTAssertEqual(frying.food?.id, "04582")
    XCTAssertEqual(frying.grams ?? 0, 43.6, accuracy: 0.1, "a tenth of 436 g")
    XCTAssertEqual(frying.outcome.assumption, .forFrying(share: 0.1))
    XCTAssertEqual(try line("Oil for deep frying").outcome.assumption, .forFrying(share: 0.1))
    XCTAssertEqual(
      try line("2 tbsp olive oil, plus more for serving").grams ?? 0, 27, accuracy: 0.1)
  }

  func testMeatWeighedOnTheBoneCountsWithoutIt() throws {
    // Chicken thighs, meat and skin: 21 % of them as bought is bone (FOOD_DES.txt's refuse).
    let thighs = try line("2 lb bone-in, skin-on chicken thighs")
    XCTAssertEqual(thighs.food?.id, "05091")
    XCTAssertEqual(thighs.grams ?? 0, 907.18 * 0.79, accuracy: 0.5)
    XCTAssertEqual(thighs.outcome.assumption, .withoutBone(share: 0.21))
    let counted = try line("8 bone-in, skin-on chicken thighs")
    XCTAssertEqual(counted.grams ?? 0, 8 * 94, accuracy: 0.5, "the table's thighs are boned")
    XCTAssertNil(counted.outcome.assumption)
    XCTAssertNil(try line("2 lb boneless chicken thighs").outcome.assumption)
    // A whole chicken, meat and skin: 32 % bone.
    let chicken = try line("1 whole chicken (about 4 lb)")
    XCTAssertEqual(chicken.food?.id, "05006")
    XCTAssertEqual(chicken.grams ?? 0, 1814.37 * 0.68, accuracy: 1)
  }

  func testALineThatCannotBeCountedSaysWhy() throws {
    XCTAssertEqual(try line("2 cups unobtainium").outcome.reason, .unknownFood)
    let stock = try line("chicken stock")
    XCTAssertEqual(stock.outcome.reason, .noQuantity)
    XCTAssertEqual(stock.food?.id, "06413", "the food is named even without an amount")
    XCTAssertEqual(try line("2 chia seeds").outcome.reason, .noWeight(unit: "one"))
    XCTAssertEqual(try line("1 cup unsweetened almond milk").outcome.reason, .unknownFood)
  }

  func testEveryLineIsListedAndTheMatchedOnesCounted() throws {
    let estimate = try estimator.estimate(
      lines: ["For the dough:", "2 cups flour", "1 tsp salt", "3 dragon scales", "water"],
      servings: 2)
    XCTAssertEqual(
      estimate.lines.map(\.text), ["2 cups flour", "1 tsp salt", "3 dragon scales", "water"])
    XCTAssertEqual(estimate.matchedCount, 3)
    XCTAssertEqual(estimate.unmatched.map(\.text), ["3 dragon scales"])
  }

  func testTotalsPerServingAndSalt() throws {
    let estimate = try estimator.estimate(lines: ["1 tsp salt", "100 g sugar"], servings: 2)
    // Salt, table: 38 758 mg sodium per 100 g, 6 g a teaspoon; sugar 387 kcal per 100 g.
    XCTAssertEqual(estimate.total.sodium, 2325.48, accuracy: 0.01)
    XCTAssertEqual(estimate.total.calories, 387, accuracy: 0.01)
    XCTAssertEqual(estimate.perServing.calories, 193.5, accuracy: 0.01)
    XCTAssertEqual(estimate.perServing.salt, 2.906, accuracy: 0.001, "sodium × 2.5, in grams")
    XCTAssertEqual(estimate.servings, 2)
  }

  func testTheCooksChoiceWinsForThatIngredientInEveryLine() throws {
    let corrections = ["Green Onions": "11282"]
    let chosen = try line("3 green onions, sliced", corrections: corrections)
    XCTAssertEqual(chosen.food?.id, "11282")
    XCTAssertEqual(chosen.outcome.source, .cooksChoice)
    XCTAssertEqual(try line("1 green onion", corrections: corrections).food?.id, "11282")
    XCTAssertEqual(try line("3 green onions").outcome.source, .cooksWords)
    XCTAssertEqual(FoodMatcher.correctionKey(for: "Green Onions"), "green onion")
    // Size, quality and knife work leave the ingredient as it is; "whole" does not.
    XCTAssertEqual(
      FoodMatcher.correctionKey(for: "large green onions, finely sliced"), "green onion")
    XCTAssertEqual(
      try line("2 tsp pure vanilla extract", corrections: ["vanilla extract": "02052"]).food?.id,
      "02052")
    XCTAssertEqual(try line("1 cup whole milk", corrections: ["milk": "01085"]).food?.id, "01077")
  }

  func testAnIngredientTheCookLeftOutCountsNothingInEveryLine() throws {
    let corrections = ["Vanilla Extract": FoodMatcher.leftOut]
    let left = try line("2 tsp vanilla extract", corrections: corrections)
    XCTAssertEqual(left.outcome, .assumed(.leftOut, food: nil))
    XCTAssertTrue(left.isMatched)
    XCTAssertEqual(left.nutrients, .zero)
    XCTAssertEqual(try line("1 tsp vanilla extract").food?.id, "02050")
  }

  func testAVolumeOfAFoodWithoutVolumePortionsIsWeighedAsItsKindTypicallyIs() throws {
    // SR21 weighs chia seeds by the ounce only; seeds dried weigh about 0.5–0.6 g a ml.
    let chia = try line("1 tbsp chia seeds")
    XCTAssertEqual(chia.food?.id, "12006")
    XCTAssertEqual(chia.grams ?? 0, 8.5, accuracy: 1.5)
    // "About" a weight after the count is the weight of them all.
    let broccoli = try line("2 heads broccoli (about 1 1/2 lbs), cut into florets")
    XCTAssertEqual(broccoli.grams ?? 0, 680.4, accuracy: 0.5)
    XCTAssertEqual(try line("2 (15 oz) cans black beans, drained").grams ?? 0, 850.5, accuracy: 1)
  }

  func testCommonGermanAndFrenchNamesAreKnown() throws {
    try assertLine("200 g Spinat", is: "11457", grams: 200)
    try assertLine("1 Dose gehackte Tomaten (400 g)", is: "11531", grams: 400)
    try assertLine("1 Becher Schmand (200 g)", is: "01056", grams: 200)
    try assertLine("150 g de champignons de Paris", is: "11260", grams: 150)
    try assertLine("1 pâte brisée (230 g)", is: "18334", grams: 230)
  }

  func testLinesAsSitesWriteThem() throws {
    // The weight right after the count is each one's.
    try assertLine("4 (6-ounce) salmon fillets", is: "15236", grams: 4 * 170.1)
    XCTAssertEqual(try line("8 chicken thighs (about 2 lbs)").grams ?? 0, 907.2, accuracy: 1)
    // "Penne pasta" is pasta; "fresh or frozen" says how it comes, not what.
    try assertLine("1 (1 lb) box penne pasta", is: "20120", grams: 453.6)
    try assertLine("1 cup fresh or frozen blueberries", is: "09050", grams: 148)
    XCTAssertEqual(try line("salt and pepper").food?.id, "02047")
  }

  func testAPortionNamingTheFoodInOneWordWeighsOne() throws {
    // SR21 weighs a sweet potato as "sweetpotato, 5\" long", 130 g.
    try assertLine("2 medium sweet potatoes, peeled and cubed", is: "11507", grams: 260)
  }
}

extension NutritionEstimate.Line.Outcome {
  fileprivate var assumption: Assumption? {
    switch self {
    case .counted(_, _, let assumption, _): assumption
    case .assumed(let assumption, _): assumption
    case .unmatched: nil
    }
  }

  fileprivate var reason: UnmatchedReason? {
    if case .unmatched(let reason, _) = self { return reason }
    return nil
  }

  fileprivate var source: FoodMatcher.Source? {
    if case .counted(_, _, _, let source) = self { return source }
    return nil
  }
}
