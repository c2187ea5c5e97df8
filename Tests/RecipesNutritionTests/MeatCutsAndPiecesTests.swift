import RecipesNutrition
import RecipesQuantities
import XCTest

/// Meat as a cook writes it: ribs counted on their bone, the lean share of ground beef
/// wherever the line writes it, fat trimmed off; and pieces the table has no weight for.
///
/// Every line and method is written here; the grams expected are read off the SR21 table by
/// hand.
final class MeatCutsAndPiecesTests: XCTestCase {
  func testARibOfMeatIsAPieceOnItsBoneNotARibOfCelery() throws {
    // Beef, rib, shortribs, lean and fat, raw (13147): 27 % refuse; a rib as bought is the
    // USDA's raw country-style rib, 196 g: 6 × 196 × 0.73.
    try BundledTableLines.assertLine("6 beef short ribs", is: "13147", grams: 858.48)
    // Celery, raw: a rib is still a stalk's 40 g.
    try BundledTableLines.assertLine("3 celery ribs", is: "11143", grams: 120)
    // Weighed by the line, the weight stands (less its bone).
    let weighed = try BundledTableLines.estimate("2 lb beef short ribs")
    XCTAssertEqual(weighed.grams ?? 0, 907.2 * 0.73, accuracy: 1, "\(weighed.outcome)")
  }

  func testRibsAsButchersSellThemAndTheirRacks() throws {
    // Short ribs said without the beef, and bone-in ("in" is no food kept in another).
    try BundledTableLines.assertLine("5 bone-in short ribs", is: "13147", grams: 715.4)
    // Pork, fresh, backribs (10192): 38 % refuse; a rack of them as bought about 900 g.
    try BundledTableLines.assertLine("2 racks baby back ribs", is: "10192", grams: 1116)
    // Pork, fresh, spareribs (10088): its own rack, 1297 g without its bone.
    try BundledTableLines.assertLine("1 rack St. Louis style spare ribs", is: "10088", grams: 1297)
    // Weighed, less the bone: 2 lb × 0.62.
    try BundledTableLines.assertLine("2 lb baby back ribs", is: "10192", grams: 562.5)
    // A lamb's ribs are no pork rib's size: counted bare they are its own pieces.
    let lamb = try BundledTableLines.estimate("12 lamb ribs")
    XCTAssertLessThan(lamb.grams ?? 0, 12 * 196 * 0.5, "\(lamb.outcome)")
  }

  func testTheLeanShareOfGroundBeefIsReadWhereverTheLineWritesIt() throws {
    // The words "lean ground beef" alone name the 90 % one; the share written wins.
    try BundledTableLines.assertLine("1 lb 75% lean ground beef", is: "23577", grams: 453.6)
    try BundledTableLines.assertLine("500 g ground beef (lean, 90%)", is: "23562", grams: 500)
    try BundledTableLines.assertLine("1 lb ground beef (70/30)", is: "13498", grams: 453.6)
    // 93 % is not weighed: the nearest share is 95 %.
    try BundledTableLines.assertLine("2 lb ground beef, 93 % lean", is: "23557", grams: 907.2)
    // No share: the everyday 85 %.
    try BundledTableLines.assertLine("1 lb ground beef", is: "23567", grams: 453.6)
    // A share of another food changes nothing.
    XCTAssertEqual(try BundledTableLines.estimate("1 cup 2% milk").food?.id, "01079")
  }

  func testMeatTrimmedOfItsFatIsTheLean() throws {
    // Pork, fresh, shoulder, whole: lean and fat (10070), lean only (10072).
    try BundledTableLines.assertLine(
      "2 lb pork shoulder, trimmed of fat", is: "10072", grams: 907.2)
    try BundledTableLines.assertLine(
      "2 lb pork shoulder, excess fat cut off", is: "10072", grams: 907.2)
    try BundledTableLines.assertLine("2 lb pork shoulder", is: "10070", grams: 907.2)
    // A food weighed one way only stays as it is.
    try BundledTableLines.assertLine(
      "1 lb chicken breast, trimmed", is: "05062", grams: 453.6)
  }

  func testAMethodThatTrimsTheFatCountsTheLean() throws {
    let estimator = NutritionEstimator(table: try BundledTableLines.foodTable())
    let lines = ["3 lb pork shoulder", "1 cup water"]
    let trimmed = estimator.estimate(
      lines: lines, servings: 6, method: "Cut the excess fat off the pork and trim it. Roast.")
    XCTAssertEqual(trimmed.lines.first?.food?.id, "10072")
    let kept = estimator.estimate(
      lines: lines, servings: 6, method: "Do not trim the fat: it bastes the meat. Roast.")
    XCTAssertEqual(kept.lines.first?.food?.id, "10070")
    let silent = estimator.estimate(lines: lines, servings: 6, method: "Trim the beans. Roast.")
    XCTAssertEqual(silent.lines.first?.food?.id, "10070")
    let elsewhere = estimator.estimate(
      lines: lines, servings: 6,
      method: "Trim the ends of the spring onions, then fry them slowly in the goose fat.")
    XCTAssertEqual(elsewhere.lines.first?.food?.id, "10070")
  }

  func testPiecesWithoutATableWeight() throws {
    // Squash, winter, spaghetti, raw (11492), not dry spaghetti; weighed as its kin's whole
    // squash (acorn, 4 inch dia, 431 g).
    try BundledTableLines.assertLine("1 large spaghetti squash", is: "11492", grams: 431)
    // A pizza's crust or base, ready to top: bread, 400 g each.
    try BundledTableLines.assertLine("1 pizza crust", is: "18069", grams: 400)
    try BundledTableLines.assertLine("2 thin pizza bases", is: "18069", grams: 800)
  }

  func testBakingsEverydayNamesForAShorteningAndPretzels() throws {
    // Shortening, vegetable, household (04615), whatever it tastes of: not butter; a stick
    // is a stick's usual 113 g.
    try BundledTableLines.assertLine(
      "1/2 stick butter flavored crisco", is: "04615", grams: 56.5)
    // Pretzels a recipe crushes or dips are the hard snack (19047), not a soft one.
    XCTAssertEqual(try BundledTableLines.estimate("3 cups pretzels, crushed").food?.id, "19047")
    XCTAssertEqual(try BundledTableLines.estimate("24 mini pretzel twists").food?.id, "19047")
    XCTAssertEqual(try BundledTableLines.estimate("2 large soft pretzels").food?.id, "43109")
  }
}
