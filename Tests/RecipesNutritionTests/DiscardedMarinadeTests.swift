import RecipesNutrition
import RecipesQuantities
import XCTest

/// The lines of a marinade or brine the method pours away count only what clings.
///
/// What clings to the food is a fifth; the meat in it is eaten whole. Every line and method
/// is written here;
/// the grams are the SR21 table's portions (soy sauce: cup 255 g; olive oil: tbsp 13.5 g).
final class DiscardedMarinadeTests: XCTestCase {
  private static let table = Result { try FoodTable.bundled() }

  private static let lines = [
    "For the marinade:", "1/2 cup soy sauce", "1/4 cup olive oil", "1 lb chicken breast",
    "For the salad:", "2 tbsp olive oil",
  ]

  private func estimate(_ method: String, lines: [String] = lines) throws -> NutritionEstimate {
    NutritionEstimator(table: try Self.table.get())
      .estimate(lines: lines, servings: 2, method: method)
  }

  private func assumption(_ line: NutritionEstimate.Line) -> Assumption? {
    guard case .counted(_, _, let assumption, _) = line.outcome else { return nil }
    return assumption
  }

  func testAMarinadeTheFoodIsLiftedOutOfCountsWhatClings() throws {
    let estimate = try estimate(
      "Whisk the marinade and add the chicken. Chill overnight. Remove the chicken from the "
        + "marinade and grill it.")
    XCTAssertEqual(estimate.lines.count, 4)
    XCTAssertEqual(estimate.lines[0].grams ?? 0, 127.5 * 0.2, accuracy: 0.5)
    XCTAssertEqual(estimate.lines[1].grams ?? 0, 54 * 0.2, accuracy: 0.2)
    XCTAssertEqual(assumption(estimate.lines[0]), .discardedMarinade(share: 0.2))
    // The chicken is eaten whole, and the salad's oil is no marinade.
    XCTAssertEqual(estimate.lines[2].grams ?? 0, 453.6, accuracy: 0.1)
    XCTAssertNil(assumption(estimate.lines[2]))
    XCTAssertEqual(estimate.lines[3].grams ?? 0, 27, accuracy: 0.2)
    XCTAssertNil(assumption(estimate.lines[3]))
  }

  func testAMarinadeDiscardedInAnotherLanguageOrABrineRinsedOff() throws {
    let german = try estimate(
      "Das Fleisch aus der Marinade nehmen und grillen.",
      lines: ["Für die Marinade:", "100 ml Sojasauce", "500 g Hähnchenbrust"])
    XCTAssertEqual(assumption(german.lines[0]), .discardedMarinade(share: 0.2))
    let brine = try estimate(
      "Soak the pork in the brine for 4 hours, then rinse and pat dry.",
      lines: ["Brine:", "1/4 cup brown sugar", "2 lb pork loin"])
    XCTAssertEqual(assumption(brine.lines[0]), .discardedMarinade(share: 0.2))
  }

  func testAMarinadeBoiledIntoASauceOrWithNoHeadingIsCountedInFull() throws {
    let kept = try estimate(
      "Remove the chicken from the marinade. Boil the marinade in a saucepan until thick and "
        + "brush it over the chicken.")
    XCTAssertEqual(kept.lines[0].grams ?? 0, 127.5, accuracy: 0.5)
    XCTAssertNil(assumption(kept.lines[0]))
    let unheaded = try estimate(
      "Remove the chicken from the marinade and grill it.",
      lines: ["1/2 cup soy sauce", "1 lb chicken breast"])
    XCTAssertEqual(unheaded.lines[0].grams ?? 0, 127.5, accuracy: 0.5)
    // Without a method that says so, the marinade is eaten.
    XCTAssertEqual(try estimate("").lines[0].grams ?? 0, 127.5, accuracy: 0.5)
  }

  func testHeadingsAmongParsedLinesSayWhichAreTheMarinade() throws {
    let parsed = Self.lines.map(IngredientLineParser.parse)
    let estimate = NutritionEstimator(table: try Self.table.get()).estimate(
      parsed: parsed, servings: 2, method: "Discard the marinade and roast the chicken.")
    // The parsed lines keep their headings as lines.
    XCTAssertEqual(estimate.lines.count, 6)
    XCTAssertEqual(assumption(estimate.lines[1]), .discardedMarinade(share: 0.2))
    XCTAssertNil(assumption(estimate.lines[5]))
  }
}
