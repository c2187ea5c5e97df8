import RecipesNutrition
import RecipesQuantities
import XCTest

/// Meat named by its animal alone, and names written product first ("lait d'amande").
///
/// In seven languages. Every line is written here; the foods and grams expected are read
/// off the SR21 table by hand.
final class MeatsAndMadeOfTests: XCTestCase {
  /// Fails unless each line is matched to its food, whatever it weighs.
  private func assertFoods(_ rows: [(String, Food.ID)], line number: UInt = #line) throws {
    for (text, id) in rows {
      XCTAssertEqual(try BundledTableLines.estimate(text).food?.id, id, text, line: number)
    }
  }

  func testTheAnimalAloneIsItsEverydayMeat() throws {
    // Beef, chuck, arm pot roast (13809); pork loin (10020); veal leg (17094); lamb's
    // retail cuts (17001); turkey meat only (05167): the cuts the other tables take.
    let rows: [(String, Food.ID)] = [
      ("500 g beef", "13809"), ("500 g bœuf", "13809"), ("500 g de boeuf", "13809"),
      ("500 g Rindfleisch", "13809"), ("500 g viande de bœuf", "13809"),
      ("500 g pork", "10020"), ("500 g porc", "10020"), ("500 g Schweinefleisch", "10020"),
      ("500 g veau", "17094"), ("500 g Kalbfleisch", "17094"),
      ("500 g blanquette de veau", "17094"), ("500 g agneau", "17001"),
      ("500 g Lammfleisch", "17001"), ("500 g turkey", "05167"), ("500 g dinde", "05167"),
      ("500 g Putenfleisch", "05167"), ("500 g Hähnchenfleisch", "05011"),
      ("500 g échine de porc", "10070"), ("500 g Rinderrouladen", "13891"),
      ("500 g turkey mince", "05305"),
    ]
    for (line, id) in rows {
      try BundledTableLines.assertLine(line, is: id, grams: 500)
    }
  }

  func testTheAnimalsWordInAnotherFoodsNameLeavesThatFood() throws {
    // Each was found by its whole name before the animals' words were known.
    let rows: [(String, Food.ID)] = [
      ("100 g beef jerky", "19002"), ("200 g corned beef", "13346"),
      ("500 g pork shoulder", "10070"), ("500 g ground turkey", "05305"),
      ("500 g ground pork", "10219"),
    ]
    try assertFoods(rows)
  }

  func testACutletIsAButchersSliceNotTheWholeBreast() throws {
    // Turkey, fryer-roasters, breast, meat only: its "1 breast" portion is 780 g; a cutlet
    // is a quarter pound (113 g).
    try BundledTableLines.assertLine("4 turkey cutlets", is: "05219", grams: 452)
    try BundledTableLines.assertLine("2 Putenschnitzel", is: "05219", grams: 226)
    try BundledTableLines.assertLine("2 escalopes de dinde", is: "05219", grams: 226)
    try BundledTableLines.assertLine("4 Rinderrouladen", is: "13891", grams: 452)
  }

  func testAMilkOrCreamMadeOfAFoodIsNotThatFood() throws {
    // The table has no almond milk: unknown, where the almonds' 575 kcal per 100 g were
    // counted.
    for line in ["1 l leche de almendras", "200 ml lait d'amande", "200 ml latte di mandorla"] {
      let estimate = try BundledTableLines.estimate(line)
      XCTAssertNil(estimate.food, line)
    }
  }

  func testAJamOilOrFlourOfAnyFoodIsThatProduct() throws {
    // Jams and preserves (19297), not strawberries; beef broth (06008), not vegetables.
    let rows: [(String, Food.ID)] = [
      ("2 c. à soupe de confiture de fraises", "19297"),
      ("2 cucharadas de mermelada de fresa", "19297"),
      ("500 ml bouillon de légumes", "06008"),
      ("200 g farine de châtaigne", "20081"),
      ("200 g harina de maíz", "20022"),
    ]
    try assertFoods(rows)
  }

  func testEverydayFruitAndVegetablesInSevenLanguages() throws {
    // Apricots, raw: apricot 35 g; plums, raw: fruit 66 g; fennel bulb 234 g; turnips
    // medium 122 g; lettuce, green leaf: head 360 g.
    try BundledTableLines.assertLine("6 abricots", is: "09021", grams: 210)
    try BundledTableLines.assertLine("6 Aprikosen", is: "09021", grams: 210)
    try BundledTableLines.assertLine("6 albicocche", is: "09021", grams: 210)
    try BundledTableLines.assertLine("4 Zwetschgen", is: "09279", grams: 264)
    try BundledTableLines.assertLine("1 fenouil", is: "11957", grams: 234)
    try BundledTableLines.assertLine("2 navets", is: "11564", grams: 244)
    try BundledTableLines.assertLine("1 salade", is: "11253", grams: 360)
    try BundledTableLines.assertLine("100 g de mâche", is: "11253", grams: 100)
    try BundledTableLines.assertLine("100 g de noix", is: "12155", grams: 100)
    // "Noix" begins other foods' names: cashews stay cashews.
    XCTAssertEqual(try BundledTableLines.estimate("100 g de noix de cajou").food?.id, "12087")
  }
}
