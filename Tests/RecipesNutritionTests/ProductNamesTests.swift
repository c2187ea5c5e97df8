import RecipesNutrition
import RecipesQuantities
import XCTest

/// Foods named after what they were made from, flavoured with or kept in: an oil whatever
/// it tastes of, a food kept in oil or water, a cheese named with its noun, dressings and
/// pickles whose names hold other foods.
///
/// Every line is written here; the grams expected are read off the SR21 table's portions
/// by hand.
final class ProductNamesTests: XCTestCase {
  func testAnOilIsAnOilWhateverItTastesOf() throws {
    // Oil, vegetable, canola (04582): tablespoon 14 g.
    try BundledTableLines.assertLine("1 tbsp chili oil", is: "04582", grams: 14)
    try BundledTableLines.assertLine("2 tbsp garlic-infused oil", is: "04582", grams: 28)
    try BundledTableLines.assertLine("1 tbsp sun-dried tomato oil", is: "04582", grams: 14)
    // The longest oil the cook's words know: Oil, sesame (04058), tablespoon 13.6 g.
    try BundledTableLines.assertLine("1 tbsp toasted sesame oil", is: "04058", grams: 13.6)
    // An oil the table itself knows stays its own.
    XCTAssertEqual(
      try BundledTableLines.estimate("1 tbsp avocado oil").food?.name,
      "Vegetable oil, avocado")
  }

  func testAFoodKeptInOilOrWaterIsTheFood() throws {
    // Fish, tuna, light, canned in water, drained solids (15121): can 165 g.
    try BundledTableLines.assertLine("1 can tuna in olive oil", is: "15121", grams: 165)
    let inWater = try BundledTableLines.estimate("2 cans tuna in water, drained")
    XCTAssertEqual(inWater.food?.id, "15121", "\(inWater.outcome)")
    XCTAssertEqual(inWater.grams ?? 0, 330, accuracy: 1)
    // The table's own food kept in oil stays that food.
    XCTAssertEqual(
      try BundledTableLines.estimate("1 jar sun-dried tomatoes in oil").food?.name,
      "Tomatoes, sun-dried, packed in oil, drained")
    // Water alone is still water.
    XCTAssertEqual(try BundledTableLines.estimate("2 cups cold water").food, nil)
  }

  func testACheeseNamedWithItsNounIsThatCheese() throws {
    // Cheese, romano (01038): 2 oz.
    try BundledTableLines.assertLine(
      "2 oz pecorino romano cheese, grated", is: "01038", grams: 56.7)
    // Mexican melting cheeses are the USDA's queso asadero (01166), not a cheddar: a cup
    // shredded weighs the everyday cheese's 113 g.
    try BundledTableLines.assertLine("1 cup shredded Oaxaca cheese", is: "01166", grams: 113)
    XCTAssertEqual(try BundledTableLines.estimate("200 g quesillo").food?.id, "01166")
    // A product of another food is still not that food: apple juice is no apple.
    XCTAssertNotEqual(try BundledTableLines.estimate("1 cup apple juice").food?.id, "09003")
  }

  func testDressingsAndPicklesWhoseNamesHoldOtherFoods() throws {
    // Salad dressing, italian dressing, commercial, regular (04114): tbsp 14.7 g.
    try BundledTableLines.assertLine("3 tbsp raspberry vinaigrette", is: "04114", grams: 44.1)
    try BundledTableLines.assertLine("2 tbsp balsamic vinaigrette", is: "04114", grams: 29.4)
    // Pickles, cucumber, sweet (11940): cup 153 g; no bread, no butter.
    try BundledTableLines.assertLine("1 cup bread and butter pickles", is: "11940", grams: 153)
  }
}
