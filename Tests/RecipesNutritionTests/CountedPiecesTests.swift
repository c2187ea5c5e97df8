import RecipesNutrition
import RecipesQuantities
import XCTest

/// Pieces a line counts without a unit of its own: the piece named at the end of the name,
/// a head of garlic, a cook's fillet, sausages in links, breads and fruit by their names.
///
/// Every line is written here; the grams expected are read off the SR21 table's portions
/// by hand.
final class CountedPiecesTests: XCTestCase {
  func testANameEndingInAPieceCountsThatPiece() throws {
    // Asparagus, raw: spear, medium 16 g.
    try BundledTableLines.assertLine("8 asparagus spears", is: "11011", grams: 128)
    // Limes, raw: a leaf of a tree is no fruit (a leaf's usual 0.2 g).
    let leaves = try BundledTableLines.estimate("2 kaffir lime leaves")
    XCTAssertEqual(leaves.grams ?? -1, 0.4, accuracy: 0.01, "\(leaves.outcome)")
    // Garlic, raw: clove 3 g.
    try BundledTableLines.assertLine("3 garlic cloves", is: "11215", grams: 9)
  }

  func testAHeadOfGarlicIsTenCloves() throws {
    // Garlic, raw: clove 3 g; no head portion, and no cabbage's 500 g.
    try BundledTableLines.assertLine("1 head garlic", is: "11215", grams: 30)
  }

  func testACooksFilletIsAServingNotASideOfFish() throws {
    // Fish, salmon, Atlantic, farmed, raw: its fillet is 396 g, a side; a cook's is 170 g.
    try BundledTableLines.assertLine("2 salmon fillets", is: "15236", grams: 340)
    // Weighed by the line, the weight stands.
    try BundledTableLines.assertLine("1 1/2 lb salmon fillets", is: "15236", grams: 680.4)
  }

  func testSausagesAreWeighedInLinks() throws {
    // Sausage, Italian, pork, raw: link, 4/lb 113 g.
    try BundledTableLines.assertLine("4 Italian sausages", is: "07036", grams: 452)
  }

  func testBreadsAndFruitCountedByTheirNames() throws {
    // Rolls, hamburger or hotdog, plain: roll 43 g.
    try BundledTableLines.assertLine("4 hamburger buns", is: "18350", grams: 172)
    try BundledTableLines.assertLine("2 brioche buns", is: "18350", grams: 86)
    // Croissants, butter: medium 57 g.
    try BundledTableLines.assertLine("2 croissants", is: "18239", grams: 114)
    // Mushrooms, portabella, raw: piece whole 84 g.
    try BundledTableLines.assertLine("2 portobello mushrooms", is: "11265", grams: 168)
    // Taco shells, baked: medium 12.7 g, not a plate of tostadas with beans.
    try BundledTableLines.assertLine("4 tostadas", is: "18360", grams: 50.8)
    XCTAssertEqual(try BundledTableLines.estimate("2 kiwis").food?.id, "09148")
  }
}
