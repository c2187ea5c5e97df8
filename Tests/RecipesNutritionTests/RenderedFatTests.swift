import RecipesNutrition
import RecipesQuantities
import XCTest

/// A raw meat whose fat renders in the pan is counted as the USDA's cooked form of it.
///
/// Every line and method is written here; the expected energies are read off the SR21 table
/// by hand: the raw meat's protein over the cooked form's is the weight a raw gram cooks to,
/// and that weight of the cooked form is counted.
final class RenderedFatTests: XCTestCase {
  private static let table = Result { try FoodTable.bundled() }

  private func estimator() throws -> NutritionEstimator {
    NutritionEstimator(table: try Self.table.get())
  }

  private func line(_ text: String, methodDrains: Bool = false) throws -> NutritionEstimate.Line {
    try estimator().estimate(IngredientLineParser.parse(text), methodDrains: methodDrains)
  }

  private func renderedShare(_ result: NutritionEstimate.Line) -> (share: Double, bone: Double)? {
    guard case .counted(_, _, .fatRendered(let share, let bone)?, _) = result.outcome else {
      return nil
    }
    return (share, bone)
  }

  func testBaconIsCountedAsCookedBaconWhateverTheMethod() throws {
    // Bacon raw (10123): 458 kcal, protein 11.6 g; cooked, broiled, pan-fried or roasted
    // (10124): 541 kcal, protein 37.04 g. A pound cooks to 453.6 × 11.6 / 37.04 = 142.1 g.
    let bacon = try line("1 lb thick-cut bacon, diced")
    XCTAssertEqual(bacon.food?.id, "10123")
    XCTAssertEqual(bacon.grams ?? 0, 453.6, accuracy: 0.1)
    XCTAssertEqual(bacon.nutrients.calories, 768.6, accuracy: 1)
    let share = try XCTUnwrap(renderedShare(bacon), "\(bacon.outcome)")
    XCTAssertEqual(share.share, 768.6 / (453.6 * 4.58), accuracy: 0.01)
    XCTAssertEqual(share.bone, 0)
  }

  func testGroundBeefDrainedIsCountedAsBrownedCrumbles() throws {
    // Beef, ground, 85/15, raw (23567): 215 kcal, protein 18.59 g; crumbles, pan-browned
    // (23570): 256 kcal, protein 27.73 g. 500 g raw: 1075 kcal; cooked to 335.2 g, 858.1 kcal.
    let kept = try line("500 g ground beef")
    XCTAssertEqual(kept.food?.id, "23567")
    XCTAssertEqual(kept.nutrients.calories, 1075, accuracy: 1)
    XCTAssertNil(renderedShare(kept))
    let drained = try line("500 g ground beef", methodDrains: true)
    XCTAssertEqual(drained.nutrients.calories, 858.1, accuracy: 1)
    XCTAssertNotNil(renderedShare(drained))
    // The line itself may say so: pork, ground, raw (10219) to cooked (10220), 885.2 kcal.
    let pork = try line("1 lb ground pork, browned and drained")
    XCTAssertEqual(pork.food?.id, "10219")
    XCTAssertEqual(pork.nutrients.calories, 885.2, accuracy: 1)
  }

  func testALeanMeatDrainedIsCountedRaw() throws {
    // Chicken breast (05062) has too little fat to lose: counted as weighed, 110 kcal per
    // 100 g.
    let breast = try line("400 g chicken breast, diced", methodDrains: true)
    XCTAssertNil(renderedShare(breast), "\(breast.outcome)")
    XCTAssertEqual(breast.nutrients.calories, 440, accuracy: 1)
  }

  func testSausagesLoseTheirFatOnlyWhenDrained() throws {
    // Sausage, Italian, pork, raw (07036): 346 kcal; a link keeps most of its fat unless the
    // method crumbles and drains it.
    let links = try line("1 lb Italian sausage")
    XCTAssertEqual(links.food?.id, "07036")
    XCTAssertNil(renderedShare(links), "\(links.outcome)")
    XCTAssertEqual(links.nutrients.calories, 453.6 * 3.46, accuracy: 1)
    XCTAssertNotNil(renderedShare(try line("1 lb Italian sausage", methodDrains: true)))
  }

  func testShortRibsLoseTheirBoneAndTheirFat() throws {
    // Short ribs raw (13147): 388 kcal, protein 14.4 g, 27 % bone; braised (13148): 471 kcal,
    // protein 21.57 g. 2 lb: 662.3 g of meat, cooked to 442.1 g, 2082.3 kcal.
    let ribs = try line("2 lb beef short ribs")
    XCTAssertEqual(ribs.food?.id, "13147")
    XCTAssertEqual(ribs.grams ?? 0, 662.3, accuracy: 0.5)
    XCTAssertEqual(ribs.nutrients.calories, 2082.3, accuracy: 2)
    XCTAssertEqual(try XCTUnwrap(renderedShare(ribs)).bone, 0.27, accuracy: 0.001)
  }

  /// Whether `method` drains the fat of ground beef, as the estimate of a recipe reads it.
  private func drains(_ method: String) throws -> Bool {
    let estimate = try estimator().estimate(
      lines: ["500 g ground beef"], servings: 1, method: method)
    return estimate.lines.first.flatMap(renderedShare) != nil
  }

  func testAMethodThatDrainsOrSkimsTheFat() throws {
    for method in [
      "Brown the beef over high heat, then drain off the grease.",
      "Cook the sausage until browned. Pour off the fat and add the onion.",
      "Simmer for two hours; skim the fat from the surface.",
      "Brown the mince and drain.",
      "Das Hackfleisch anbraten und das Fett abgießen.",
      "Laisser mijoter puis dégraisser la sauce.",
      "Spoon off the drippings, leaving two tablespoons in the pan.",
    ] {
      XCTAssertTrue(try drains(method), method)
    }
    for method in [
      "Cook the pasta and drain.", "Do not drain the pan: the onions cook in the fat.",
      "Drain the beans and rinse them.", "Fry the onion in the butter until soft.", "",
    ] {
      XCTAssertFalse(try drains(method), method)
    }
  }

  func testTheWholeEstimateReadsTheMethod() throws {
    let lines = ["500 g ground beef", "1 onion, chopped"]
    let estimator = try estimator()
    let kept = estimator.estimate(lines: lines, servings: 2)
    let drained = estimator.estimate(
      lines: lines, servings: 2, method: "Brown the beef with the onion. Drain the fat.")
    XCTAssertEqual(kept.total.calories - drained.total.calories, 1075 - 858.1, accuracy: 1)
    guard case .counted(_, _, let assumption?, _) = drained.lines.first?.outcome else {
      return XCTFail("\(drained.lines)")
    }
    XCTAssertTrue(assumption.summary.hasPrefix("fat rendered"), assumption.summary)
  }
}
