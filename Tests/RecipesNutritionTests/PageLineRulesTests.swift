import RecipesNutrition
import RecipesQuantities
import XCTest

/// The rules for lines as real pages write them.
///
/// A maker's name before the food, the name first and the amount after, pieces the food's
/// own portions do not weigh, German, French, Dutch and Swedish kitchen words, parts made
/// from other lines. Every line is written here; the expected foods and grams are read off
/// the SR21 table by hand.
final class PageLineRulesTests: XCTestCase {
  private static let table = Result { try FoodTable.bundled() }

  private func line(_ text: String) throws -> NutritionEstimate.Line {
    NutritionEstimator(table: try Self.table.get()).estimate(IngredientLineParser.parse(text))
  }

  private func assertLine(
    _ text: String, is id: Food.ID, grams: Double? = nil, file: StaticString = #filePath,
    line number: UInt = #line
  ) throws {
    let result = try line(text)
    XCTAssertEqual(result.food?.id, id, text, file: file, line: number)
    if let grams {
      XCTAssertEqual(
        result.grams ?? -1, grams, accuracy: grams * 0.01, text, file: file, line: number)
    } else {
      XCTAssertNotNil(result.grams, text, file: file, line: number)
    }
  }

  func testTheFoodIsTheLastWordsAfterAMakersName() throws {
    // Dates, medjool: "date, pitted" 24 g.
    try assertLine("4 Acme Organics medjool dates", is: "09421", grams: 96)
    // Fish, halibut, raw; a cut after the fish.
    let halibut = try line("1 lb Northfield Farms halibut fillets")
    XCTAssertTrue(halibut.food?.name.hasPrefix("Fish, halibut") == true, "\(halibut.outcome)")
    XCTAssertEqual(halibut.grams ?? 0, 453.6, accuracy: 0.1)
    // A food named before another stays what it is: almond milk is not milk.
    XCTAssertNotEqual(try line("1 cup Hillcrest almond milk").food?.id, "01077")
  }

  func testAMakersNameForAFoodOfItsOwnIsThatFood() throws {
    XCTAssertEqual(try line("2 cups crushed Oreos").food?.id, "18166")
    XCTAssertEqual(try line("½ cup Nutella").food?.id, "19125")
  }

  func testAKindTheTableLacksIsTheEverydayOneOfItsHeadNoun() throws {
    // Cheese, cheddar: "cup, shredded" 113 g.
    try assertLine("1 cup Havarti cheese, shredded", is: "01009", grams: 113)
    // Beef, flank, raw.
    try assertLine("2 lb hanger steaks", is: "13065", grams: 907.2)
  }

  func testLinesWrittenNameFirstAreWeighed() throws {
    // Cream, sour, cultured: tbsp 12 g.
    try assertLine("Sour cream, 2 tbsp", is: "01056", grams: 24)
    try assertLine("Sour cream: 2 spoonfuls", is: "01056")
    // Bread, pita: "pita, large (6-1/2\" dia)" 60 g.
    try assertLine("Flatbreads, ~6", is: "18041", grams: 360)
    // Spices, paprika: a sprinkle is a quarter teaspoon, tsp 2.1 g.
    try assertLine("Paprika, a sprinkle", is: "02028", grams: 0.525)
    // A name first with no amount after it stays without one.
    XCTAssertNil(try line("Salt, to taste").grams)
    XCTAssertEqual(try line("Sour cream, 2 tbsp").text, "Sour cream, 2 tbsp")
  }

  func testClovesAndPeppersCountedAlone() throws {
    // Garlic, raw: "clove" 3 g.
    try assertLine("2 Knoblauchzehen", is: "11215", grams: 6)
    try assertLine("1 vitlöksklyfta", is: "11215", grams: 3)
    // Peppers, hot chili, green, raw: "pepper" 45 g; sweet yellow: large 186 g.
    try assertLine("1 chilli pepper", is: "11670", grams: 45)
    try assertLine("1 yellow pepper", is: "11951", grams: 186)
    // Peppers counted are vegetables; in spoons, the spice.
    try assertLine("2 peppers, sliced", is: "11821", grams: 238)
    try assertLine("1 tsp pepper", is: "02030")
  }

  func testPiecesAreWeighedByTheirKinsPortions() throws {
    // Puff pastry, frozen, ready-to-bake has no sheet; the baked one's sheet is 245 g.
    try assertLine("1 sheet puff pastry, thawed", is: "18337", grams: 245)
    // Pepper, serrano, raw: "pepper" 6.1 g.
    try assertLine("2 serrano peppers", is: "11977", grams: 12.2)
  }

  func testGermanAndFrenchKitchenWords() throws {
    // Sweet potato, raw: "sweetpotato, 5\" long" 130 g.
    try assertLine("2 Süßkartoffeln", is: "11507", grams: 260)
    try assertLine("1 patate douce", is: "11507", grams: 130)
    try assertLine("400 ml Kokosmilch", is: "12118")
    try assertLine("20 cl de lait de coco", is: "12118")
    try assertLine("1 EL Ingwer, gerieben", is: "11216")
    try assertLine("1 c. à soupe de gingembre frais", is: "11216")
    // "Bio" and compounds: the food is the word's end.
    try assertLine("200 ml Bio-Vollmilch", is: "01077")
    try assertLine("250 g Kirschtomaten", is: "11529", grams: 250)
    XCTAssertNotEqual(try line("200 ml Mandelmilch").food?.id, "01077")
    // Paprika counted is the vegetable (medium 119 g); in spoons the spice.
    try assertLine("2 rote Paprika", is: "11821", grams: 238)
    try assertLine("2 Paprika", is: "11821", grams: 238)
    try assertLine("1 TL Paprika", is: "02028", grams: 2.1)
  }

  func testDutchAndSwedishStaples() throws {
    try assertLine("2 uien", is: "11282")
    try assertLine("3 teentjes knoflook", is: "11215")
    try assertLine("2 dl vispgrädde", is: "01053")
    try assertLine("1 msk smör", is: "01001")
  }

  func testAWordBeforeOrIsSaidOfTheFoodTheListEndsIn() throws {
    // Onions, raw: tbsp chopped 10 g.
    try assertLine("2 tablespoons finely chopped yellow or white onion", is: "11282", grams: 20)
    try assertLine("2 tbsp sherry or cider vinegar", is: "02068")
    XCTAssertEqual(try line("2 tbsp butter or oil").food?.id, "01001")
  }

  func testHowTheCupIsFilledBeforeItsUnit() throws {
    // Strawberries, raw: "cup, halves" 152 g.
    try assertLine("4 packed cups fresh strawberries, halved", is: "09316", grams: 608)
    try assertLine("2 heaping tablespoons sour cream", is: "01056", grams: 24)
    XCTAssertEqual(
      try line("2 cups shredded chicken, (we use rotisserie chicken)").food?.id, "05064")
  }

  func testSwedishAndDutchSpoonsAndGermanSprigs() throws {
    // Salt, table: tsp 6 g.
    try assertLine("1 tsk salt", is: "02047", grams: 6)
    // An eetlepel is the line reader's tablespoon: canola oil's tbsp, 14 g.
    try assertLine("2 eetlepels olie", is: "04582", grams: 28)
    XCTAssertNotNil(try line("6 Stiele Koriander").grams)
  }

  func testAWeightOfEachOneAndAWholeVegetableCounted() throws {
    // "à ca. 140 g": each of the four.
    try assertLine("4 kleine Hähnchenbrustfilets (à ca. 140 g)", is: "05062", grams: 560)
    // Broccoli, raw: no whole one, "stalk" 151 g.
    try assertLine("1 Brokkoli", is: "11090", grams: 151)
  }

  func testAWordBeforeACommaThatNamesNoFoodSaysHowTheFoodIs() throws {
    // Apples, raw, with skin: not an apple crisp.
    XCTAssertEqual(try line("2 pounds crisp, sweet apples").food?.id, "09003")
    XCTAssertEqual(try line("Salz, Pfeffer").food?.id, "02047")
  }

  func testACountWeighsBetterThanTheCupsItsPiecesFill() throws {
    // Sweet potato: "sweetpotato, 5\" long" 130 g each, not 4 cups of water's weight.
    try assertLine("2 large sweet potatoes, cut into pieces, about 4 cups", is: "11507", grams: 260)
    // "~1 ½ lb" is the weight of all the heads.
    try assertLine("2-3 large heads of broccoli (~1 1/2 lb.)", is: "11090", grams: 680.4)
  }

  func testAPlainNameIsTheEverydayFoodOfItsKind() throws {
    let seeds = try XCTUnwrap(try line("1 cup sunflower seeds").food)
    XCTAssertFalse(seeds.name.contains("butter"), seeds.name)
    // Salad dressing, ranch dressing, commercial, regular: not the fat-free one.
    XCTAssertEqual(try line("2/3 cup ranch dressing").food?.id, "04639")
    // Cooked bacon is pork's, not turkey bacon.
    let bacon = try XCTUnwrap(try line("4 slices of bacon, cooked and crumbled").food)
    XCTAssertTrue(bacon.name.hasPrefix("Pork"), bacon.name)
    XCTAssertEqual(try line("3 cups turkey broth").food?.id, "06413")
    // Coconut is the nut's meat, never its oil; shredded chicken is cooked.
    XCTAssertEqual(try line("1 cup lightly toasted coconut").food?.id, "12114")
    XCTAssertEqual(try line("2 cups shredded chicken").food?.id, "05064")
  }

  func testAPartMadeFromOtherLinesIsNotCountedTwice() throws {
    for text in [
      "1 ½ oz syrup (made from the ingredients above)", "½ cup dressing, see recipe below",
      "Sauce (siehe oben)",
    ] {
      let result = try line(text)
      XCTAssertNil(result.grams, text)
      XCTAssertTrue(result.isMatched, text)
      if case .assumed(let assumption, _) = result.outcome {
        XCTAssertEqual(assumption, .madeFromOtherLines, text)
      } else {
        XCTFail("\(text): \(result.outcome)")
      }
    }
  }
}
