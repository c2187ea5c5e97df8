import RecipesNutrition
import RecipesQuantities
import XCTest

/// Lines as Spanish, Italian, Portuguese, Czech, Slovak, Polish, Danish, Dutch and Swedish
/// cooks write them, their spoons and cups, and the oil a pan fries in (issue 40, third
/// round).
///
/// Every line is written here; the foods and grams expected are read off the SR21 table by
/// hand: a tablespoon is 3 teaspoons of 4.93 ml and a metric cup 250 ml, weighed by the
/// food's own teaspoon (sugar 4.2 g, salt 6 g, olive oil 4.5 g) or cup (flour 125 g, whole
/// milk 244 g in 236.6 ml); a large egg 50 g, a clove of garlic 3 g.
final class MoreKitchenLanguagesTests: XCTestCase {
  func testSpanishLines() throws {
    try BundledTableLines.assertLine("2 cucharadas de azúcar", is: "19335", grams: 25.2)
    try BundledTableLines.assertLine("200 g de harina de trigo", is: "20081", grams: 200)
    try BundledTableLines.assertLine("3 huevos", is: "01123", grams: 150)
    try BundledTableLines.assertLine("1 cucharadita de sal", is: "02047", grams: 6)
    try BundledTableLines.assertLine("2 dientes de ajo, picados", is: "11215", grams: 6)
    try BundledTableLines.assertLine("1 taza de leche", is: "01077", grams: 257.8)
    try BundledTableLines.assertLine("500 g de carne picada", is: "23567", grams: 500)
    XCTAssertEqual(try BundledTableLines.estimate("1 cebolla grande").food?.id, "11282")
    XCTAssertEqual(try BundledTableLines.estimate("aceite de oliva").food?.id, "04053")
  }

  func testItalianLines() throws {
    try BundledTableLines.assertLine(
      "2 cucchiai di olio extravergine di oliva", is: "04053", grams: 27)
    try BundledTableLines.assertLine("1 spicchio d'aglio", is: "11215", grams: 3)
    try BundledTableLines.assertLine("100 g di zucchero", is: "19335", grams: 100)
    // Heavy cream by its tablespoon, 15 g in 14.79 ml.
    try BundledTableLines.assertLine("250 ml di panna fresca", is: "01053", grams: 253.6)
    XCTAssertEqual(try BundledTableLines.estimate("300 g di pomodori pelati").food?.id, "11531")
    guard case .assumed(.toTaste, _) = try BundledTableLines.estimate("sale q.b.").outcome else {
      return XCTFail("sale q.b. is to taste")
    }
  }

  func testPortugueseLines() throws {
    try BundledTableLines.assertLine("2 xícaras de farinha de trigo", is: "20081", grams: 264.2)
    try BundledTableLines.assertLine("1 colher de chá de sal", is: "02047", grams: 6)
    try BundledTableLines.assertLine("1 colher de sopa de açúcar", is: "19335", grams: 12.6)
    try BundledTableLines.assertLine("4 ovos", is: "01123", grams: 200)
  }

  func testCzechAndSlovakLinesWrittenNameFirst() throws {
    try BundledTableLines.assertLine("Polohrubá múka: 250 g", is: "20081", grams: 250)
    try BundledTableLines.assertLine("Kryštálový cukor: 2 PL", is: "19335", grams: 25.2)
    try BundledTableLines.assertLine("Mlieko: 2 dl", is: "01077", grams: 206.3)
    try BundledTableLines.assertLine("Vajcia: 2 ks", is: "01123", grams: 100)
    try BundledTableLines.assertLine("Soľ: 1 štipka", is: "02047", grams: 0.375)
    try BundledTableLines.assertLine("2 stroužky česneku", is: "11215", grams: 6)
    try BundledTableLines.assertLine("1 lžička skořice", is: "02010", grams: 2.6)
  }

  func testPolishAndDanishLines() throws {
    try BundledTableLines.assertLine("3 ząbki czosnku", is: "11215", grams: 9)
    try BundledTableLines.assertLine("1 szklanka mleka", is: "01077", grams: 257.8)
    try BundledTableLines.assertLine("2 łyżki cukru", is: "19335", grams: 25.2)
    try BundledTableLines.assertLine("2 spsk olivenolie", is: "04053", grams: 27)
    try BundledTableLines.assertLine("1 fed hvidløg", is: "11215", grams: 3)
    XCTAssertEqual(try BundledTableLines.estimate("500 g mąki pszennej").food?.id, "20081")
  }

  func testHungarianLinesAndTheDecagram() throws {
    // A decagram is 10 g, as Central European recipes weigh.
    try BundledTableLines.assertLine("20 dkg vaj", is: "01145", grams: 200)
    try BundledTableLines.assertLine("10 dag masła", is: "01145", grams: 100)
    try BundledTableLines.assertLine("6 evőkanál cukor", is: "19335", grams: 75.6)
    try BundledTableLines.assertLine("3 tojás", is: "01123", grams: 150)
    try BundledTableLines.assertLine("2 gerezd fokhagyma", is: "11215", grams: 6)
    XCTAssertEqual(try BundledTableLines.estimate("1 dl habtejszín").food?.id, "01053")
  }

  func testEnglishFoodsTheOtherTablesLacked() throws {
    // Pistachios, raw: a cup 123 g.
    try BundledTableLines.assertLine("1/4 cup pistachios", is: "12151", grams: 30.75)
    XCTAssertEqual(try BundledTableLines.estimate("2 tbsp dark rum").food?.id, "14050")
    XCTAssertEqual(try BundledTableLines.estimate("1 cup white chocolate chips").food?.id, "19087")
    XCTAssertEqual(try BundledTableLines.estimate("200 g Löffelbiskuits").food?.id, "18423")
  }

  func testMoreDutchAndSwedishWords() throws {
    // "Ruime" says how big the kilo is, not what: a kilo of braising beef.
    try BundledTableLines.assertLine("1 ruime kilo runderlappen", is: "13809", grams: 1000)
    // A knob of butter is three teaspoons of it (tsp 4.7 g of salted butter's cup 227 g).
    let knob = try BundledTableLines.estimate("1 flinke klont boter")
    XCTAssertEqual(knob.food?.id, "01001", "\(knob.outcome)")
    XCTAssertEqual(knob.grams ?? 0, 14.2, accuracy: 0.3)
    // An eetlepel is the line reader's tablespoon, weighed as "3 tbsp brown sugar" is: a
    // sixteenth of the table's packed cup (220 g).
    try BundledTableLines.assertLine("3 eetlepels bruine basterdsuiker", is: "19334", grams: 41.25)
    // A vinegar is a vinegar whatever it is made of (distilled: tbsp 14.9 g in 14.79 ml).
    try BundledTableLines.assertLine("400 ml natuurazijn", is: "02053", grams: 403)
    // Chicken broth by its cup, 244 g.
    try BundledTableLines.assertLine("2 msk kycklingbuljong", is: "06413", grams: 30.5)
    XCTAssertEqual(try BundledTableLines.estimate("200 g zuurkool").food?.id, "11439")
    XCTAssertEqual(try BundledTableLines.estimate("1 kruka gräslök").food?.id, "11156")
    // A compound's ending is not always the food: a pomegranate is no apple.
    XCTAssertEqual(try BundledTableLines.estimate("1 st granatäpple").food?.id, "09286")
    // French cloves, plural.
    try BundledTableLines.assertLine("2 gousses d’ail pelées", is: "11215", grams: 6)
  }

  func testAWholeSpiceCountedBareWeighsAFewTenthsOfAGram() throws {
    try BundledTableLines.assertLine("10 kruidnagels", is: "02011", grams: 2)
    try BundledTableLines.assertLine("6 jeneverbessen", is: "02001", grams: 1.2)
  }

  func testPiecesOfAFoodAreEachOneOfIt() throws {
    // Bananas, raw: a medium one 118 g.
    try BundledTableLines.assertLine("10 pcs ripe bananas", is: "09040", grams: 1180)
  }

  func testWordsBeforeAListThatNameNoFoodSayHowTheFoodAfterIs() throws {
    XCTAssertEqual(try BundledTableLines.estimate("4 semi-ripe or ripe bananas").food?.id, "09040")
    // "Or" in other languages: the cook's first choice, as in English.
    XCTAssertEqual(
      try BundledTableLines.estimate("2 cucharadas de mantequilla o aceite").food?.id, "01145")
    XCTAssertEqual(try BundledTableLines.estimate("1 msk smör eller olja").food?.id, "01001")
    XCTAssertEqual(try BundledTableLines.estimate("2 lžíce máslo nebo olej").food?.id, "01145")
    // The words before name a food: the first of the list is it.
    XCTAssertEqual(try BundledTableLines.estimate("1 cup tamari or soy sauce").food?.id, "16124")
  }

  func testTwoCupsOfOilFryButTwoCupsOfMayonnaiseAreEaten() throws {
    // Canola oil: a cup 218 g; two cups fry, a tenth counted; a cup and a half is eaten.
    let fry = try BundledTableLines.estimate("2 cups vegetable oil")
    guard case .counted(_, let grams, .forFrying(let share)?, _) = fry.outcome else {
      return XCTFail("\(fry.outcome)")
    }
    XCTAssertEqual(share, 0.1)
    XCTAssertEqual(grams, 43.6, accuracy: 0.5)
    try BundledTableLines.assertLine("1 1/2 cups vegetable oil", is: "04582", grams: 327)
    // Mayonnaise (its cup 220 g) is a sauce of the fats' group: all of it counts.
    try BundledTableLines.assertLine("2 cups mayonnaise", is: "04025", grams: 440)
    for text in ["500 ml de aceite para freír", "1 l olio di semi per friggere"] {
      guard case .counted(_, _, .forFrying?, _) = try BundledTableLines.estimate(text).outcome
      else { return XCTFail(text) }
    }
  }

  func testGreasingTasteOptionalAndServingInMoreLanguagesCountNothing() throws {
    let cases: [(String, Assumption)] = [
      ("mantequilla para engrasar", .forGreasing), ("burro per imburrare", .forGreasing),
      ("sal al gusto", .toTaste), ("Soľ: podľa chuti", .toTaste), ("sól do smaku", .toTaste),
      ("50 g de nueces (opcional)", .optional), ("30 g di pinoli (facoltativo)", .optional),
      ("perejil para decorar", .forServing), ("basilico per guarnire", .forServing),
    ]
    for (text, assumption) in cases {
      let result = try BundledTableLines.estimate(text)
      guard case .assumed(let said, _) = result.outcome else {
        XCTFail("\(text): \(result.outcome)")
        continue
      }
      XCTAssertEqual(said, assumption, text)
      XCTAssertEqual(result.nutrients.calories, 0, text)
    }
  }
}
