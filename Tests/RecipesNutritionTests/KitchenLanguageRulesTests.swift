import RecipesNutrition
import RecipesQuantities
import XCTest

/// Lines as German, French, Dutch and Swedish cooks write them, and the weights a line
/// states itself (issue 40, second round).
///
/// Every line is written here; the foods and grams expected are read off the SR21 table by
/// hand (its portions and kcal per 100 g).
final class KitchenLanguageRulesTests: XCTestCase {
  func testGreasingOptionalTasteAndServingInFourLanguagesCountNothing() throws {
    let cases: [(String, Assumption)] = [
      ("2 EL Butter zum Einfetten", .forGreasing), ("Butter für die Form", .forGreasing),
      ("beurre pour le moule", .forGreasing), ("boter om in te vetten", .forGreasing),
      ("1 msk smör till formen", .forGreasing),
      ("2 el peterselie, naar smaak", .toTaste), ("salt efter smak", .toTaste),
      ("100 g feta, valfritt", .optional), ("50 g walnoten (optioneel)", .optional),
      ("2 EL Sauerrahm (nach Wunsch)", .optional), ("ev. 1 dl gräddfil", .optional),
      ("1 dl gräddfil till servering", .forServing),
      ("crème fraîche om te serveren", .forServing),
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

  func testAPartMadeFromTheRecipesOwnLinesIsNotCountedTwice() throws {
    for text in [
      "1 cup simple syrup (recipe follows)", "1/2 cup sauce (from step 1)",
      "1 portie saus (zie hierboven)", "2 msk dressing (se ovan)",
      "1/4 cup reserved bacon fat",
    ] {
      XCTAssertEqual(try BundledTableLines.estimate(text).outcome.said, .madeFromOtherLines, text)
    }
    // A note pointing below is not a part: the milk counts (whole milk, cup 244 g).
    XCTAssertEqual(
      try BundledTableLines.estimate("1 cup milk (see note below)").grams ?? 0, 244, accuracy: 1)
  }

  func testOilNamedForTheFryerCountsTheShareAbsorbed() throws {
    // Oil, vegetable, canola: 1 l is 921 g (its cup 218 g); a tenth is counted.
    let fat = try BundledTableLines.estimate("1 l Frittierfett")
    XCTAssertEqual(fat.food?.id, "04582", "\(fat.outcome)")
    XCTAssertEqual(fat.grams ?? 0, 92.1, accuracy: 1)
    for text in ["500 ml Öl zum Ausbacken", "2 cups frying oil", "1 l olie om te frituren"] {
      let result = try BundledTableLines.estimate(text)
      guard case .counted(_, _, let assumption, _) = result.outcome,
        case .forFrying(let share) = assumption
      else {
        XCTFail("\(text): \(result.outcome)")
        continue
      }
      XCTAssertEqual(share, 0.1, text)
    }
  }

  func testJuiceOfAFruitWrittenInOtherLanguages() throws {
    // Lemon juice, raw: "juice of 1 lemon" 47 g; lime juice, raw: 44 g for one lime.
    try BundledTableLines.assertLine("Saft einer halben Zitrone", is: "09152", grams: 23.5)
    try BundledTableLines.assertLine("le jus d'un citron", is: "09152", grams: 47)
    try BundledTableLines.assertLine("sap van een halve citroen", is: "09152", grams: 23.5)
    try BundledTableLines.assertLine("saften av en citron", is: "09152", grams: 47)
    try BundledTableLines.assertLine("Saft von 2 Limetten", is: "09160", grams: 88)
    // The note says it: the juice, not the whole fruit.
    try BundledTableLines.assertLine("1 Zitrone, Saft davon", is: "09152", grams: 47)
    try BundledTableLines.assertLine("1 citron, pressé", is: "09152", grams: 47)
    // A fruit without the word is the fruit.
    XCTAssertEqual(try BundledTableLines.estimate("1 Zitrone").food?.id, "09150")
  }

  func testAWeightTheLineStatesBesideAVolumeWins() throws {
    try BundledTableLines.assertLine("1/3 cup (45g) brown sugar", is: "19334", grams: 45)
    try BundledTableLines.assertLine("1 cup/120 g flour", is: "20081", grams: 120)
    try BundledTableLines.assertLine("2 tbsp (about 30 g) butter, softened", is: "01001", grams: 30)
    // A volume beside it is no weight: the food's own cup (milk, 244 g).
    try BundledTableLines.assertLine("1 cup (240 ml) milk", is: "01077", grams: 244)
    // Scaled, the stated weight scales with it.
    let scaled = IngredientLineParser.parse("1/3 cup (45g) brown sugar").scaled(by: Rational(2))
    let estimate = NutritionEstimator(table: try BundledTableLines.foodTable()).estimate(scaled)
    XCTAssertEqual(estimate.grams ?? 0, 90, accuracy: 0.5)
  }

  func testANamePutInParenthesesIsTheName() throws {
    // Cereals, oats, not fortified, dry: cup 81 g; the line's own 60 g wins.
    try BundledTableLines.assertLine(
      "Scant 2/3 cup (60g) (old-fashioned rolled oats)", is: "08120", grams: 60)
    try BundledTableLines.assertLine("1 cup (rolled oats)", is: "08120", grams: 81)
    // Nothing but measures in them: still no food.
    XCTAssertNil(try BundledTableLines.estimate("2 tbsp (about 30 g)").food)
  }

  func testASpicesStickIsHalfATeaspoonNotAStickOfButter() throws {
    // Spices, cinnamon, ground: tsp 2.6 g, so a stick is 1.3 g.
    try BundledTableLines.assertLine("1 cinnamon stick", is: "02010", grams: 1.3)
    try BundledTableLines.assertLine("2 Zimtstangen", is: "02010", grams: 2.6)
    try BundledTableLines.assertLine("1 bâton de cannelle", is: "02010", grams: 1.3)
    // Butter keeps its stick: 113 g.
    try BundledTableLines.assertLine("1 stick butter", is: "01001", grams: 113)
  }

  func testKitchenUnitsAndPiecesOfOtherLanguages() throws {
    // Cream, fluid, heavy whipping: a 200 ml Becher, its cup 238 g.
    try BundledTableLines.assertLine("1 Becher Sahne", is: "01053", grams: 201)
    // Shallots, raw: no portion of one, a shallot's usual 30 g each.
    try BundledTableLines.assertLine("2 Schalotten", is: "11677", grams: 60)
    // Bread, french or vienna: a baguette as French bakers make it.
    try BundledTableLines.assertLine("1 Baguette", is: "18029", grams: 250)
    // Peppers, sweet, red, raw: a mini one is no more than the small one (74 g).
    try BundledTableLines.assertLine("3 mini sweet peppers", is: "11821", grams: 222)
  }

  func testASourdoughStarterCountsItsFlourNotItsWater() throws {
    // Wheat flour, all-purpose: 364 kcal in 100 g. At 100 % hydration half is flour.
    let starter = try BundledTableLines.estimate("120 g active sourdough starter")
    XCTAssertEqual(starter.food?.id, "20081", "\(starter.outcome)")
    XCTAssertEqual(starter.grams ?? 0, 60, accuracy: 0.1)
    XCTAssertEqual(starter.outcome.said, .partWater(share: 0.5))
    XCTAssertEqual(starter.nutrients.calories, 218.4, accuracy: 0.5)
    // 80 % hydration: 80 g of water to 100 g of flour.
    XCTAssertEqual(
      try BundledTableLines.estimate("180 g Sauerteig (80% hydration)").grams ?? 0, 100,
      accuracy: 0.1)
    // A cup of starter is a batter as heavy as water (236.6 g), half of it flour.
    XCTAssertEqual(try BundledTableLines.estimate("1 cup levain").grams ?? 0, 118.3, accuracy: 0.5)
  }

  func testSizesOfFoodsWeighedByTheirDiameter() throws {
    // Tortillas, flour: 6" 30 g, 7-8" 46 g, 10" 70 g, 12" 114 g.
    try BundledTableLines.assertLine("2 large flour tortillas", is: "18364", grams: 140)
    try BundledTableLines.assertLine("2 burrito sized flour tortillas", is: "18364", grams: 140)
    try BundledTableLines.assertLine("1 extra large flour tortilla", is: "18364", grams: 114)
    try BundledTableLines.assertLine("2 flour tortillas", is: "18364", grams: 60)
  }

  func testAHeadNounAloneIsTheEverydayFood() throws {
    // Cheddar, the cheese cooks shred most, not the first description holding "cheese".
    let cheese = try BundledTableLines.estimate("4 tbsp shredded cheese, I like a bagged blend")
    XCTAssertEqual(cheese.food?.id, "01009", "\(cheese.outcome)")
    XCTAssertEqual(try BundledTableLines.estimate("100 g cheese").food?.id, "01009")
  }

  func testFoodsCooksNameInOtherLanguages() throws {
    let names: [(String, Food.ID)] = [
      ("100 g gräddfil", "01056"), ("100 g gemengde noten", "12135"), ("50 g Rucola", "11959"),
      ("200 ml Hafermilch", "01075"), ("2 dl havremjölk", "01075"), ("1 cup oat milk", "01075"),
      ("500 g Hähnchenschenkel", "05096"), ("200 g kipdijfilet", "05096"),
      ("100 g Dinkelmehl", "20080"), ("100 g rågmjöl", "20064"), ("50 g Kokosraspeln", "12108"),
      ("100 g beurre demi-sel", "01001"), ("100 g Erdnüsse", "16087"),
      ("2 el sojasaus", "16123"), ("200 g spinazie", "11457"),
    ]
    for (text, id) in names {
      XCTAssertEqual(try BundledTableLines.estimate(text).food?.id, id, text)
    }
    // Oat milk is no cow's milk, whatever the compound ends in.
    XCTAssertNotEqual(try BundledTableLines.estimate("2 dl havremjölk").food?.id, "01077")
  }
}

extension NutritionEstimate.Line.Outcome {
  /// What the estimate assumed of the line, counted or not.
  fileprivate var said: Assumption? {
    switch self {
    case .counted(_, _, let assumption, _): assumption
    case .assumed(let assumption, _): assumption
    case .unmatched: nil
    }
  }
}
