import RecipesNutrition
import RecipesQuantities
import XCTest

/// More rules for lines as pages write them (issue 40).
///
/// Meat as a cook buys it, water and kitchen words of other languages, sauces named by what
/// is in them. Every line is written here; the foods and grams expected are read off the
/// SR21 table by hand.
final class MoreLineRulesTests: XCTestCase {
  private static let table = Result { try FoodTable.bundled() }

  private func line(_ text: String) throws -> NutritionEstimate.Line {
    NutritionEstimator(table: try Self.table.get()).estimate(IngredientLineParser.parse(text))
  }

  func testMeatIsCountedAsBoughtWithItsFatUnlessTheNameSaysLean() throws {
    // Pork, fresh, shoulder, whole, separable lean and fat, raw: 236 kcal in 100 g.
    let shoulder = try line("1 kg boneless pork shoulder, cut in chunks")
    XCTAssertEqual(shoulder.food?.id, "10070", "\(shoulder.outcome)")
    XCTAssertEqual(shoulder.nutrients.calories, 2360, accuracy: 1)
    // Asked for lean, the lean is what is counted.
    XCTAssertTrue(
      try line("500 g lean pork shoulder").food?.name.contains("lean only") == true)
  }

  func testWaterInOtherLanguagesCountsNothing() throws {
    for text in ["2 dl vatten", "500 ml agua", "1 l acqua fredda"] {
      XCTAssertEqual(try line(text).outcome, .assumed(.water, food: nil), text)
    }
  }

  func testSwedishGermanAndDutchKitchenWords() throws {
    XCTAssertEqual(try line("1 1/2 msk tomatpuré").food?.id, "11546")
    XCTAssertEqual(try line("200 g Zuckerschoten").food?.id, "11300")
    XCTAssertEqual(try line("1 kg mosselen").food?.id, "15164")
    XCTAssertEqual(try line("1 dl torrt vitt vin").food?.id, "14106")
    XCTAssertEqual(try line("1 Brühwürfel").food?.id, "06080")
    // Soup, chicken broth or bouillon, dry: a cube is 4 g.
    let cube = try line("1 chicken bouillon cube")
    XCTAssertEqual(cube.food?.id, "06080")
    XCTAssertEqual(cube.grams ?? 0, 4, accuracy: 0.01, "\(cube.outcome)")
  }

  func testSaucesAndDressingsNamedByWhatIsInThem() throws {
    XCTAssertEqual(try line("1 tbsp chili garlic sauce").food?.id, "06961")
    XCTAssertEqual(try line("2 tsp sriracha").food?.id, "06961")
    XCTAssertEqual(try line("¼ cup ranch dressing").food?.id, "04639")
  }
}

/// Cuts sold on the bone are weighed with it, and the bone is not eaten.
final class CutsOnTheBoneTests: XCTestCase {
  private static let table = Result { try FoodTable.bundled() }

  private func line(_ text: String) throws -> NutritionEstimate.Line {
    NutritionEstimator(table: try Self.table.get()).estimate(IngredientLineParser.parse(text))
  }

  func testRibsAndWingsAreWeighedWithTheirBone() throws {
    for text in ["2 lb beef short ribs", "3 pounds pork spare ribs", "1 kg chicken wings"] {
      switch try line(text).outcome {
      case .counted(_, _, .withoutBone?, _): continue
      // Short ribs are fatty enough to render too: bone and fat both left out.
      case .counted(_, _, .fatRendered(_, let bone)?, _) where bone > 0: continue
      case let outcome: XCTFail("\(text): \(outcome)")
      }
    }
  }

  func testBonelessCutsAndRibEyeKeepTheirWeight() throws {
    for text in ["2 lb boneless short ribs", "1 lb rib eye steak", "3 ribs celery"] {
      if case .counted(_, _, .withoutBone?, _) = try line(text).outcome {
        XCTFail("\(text) counted without a bone")
      }
    }
  }
}

/// A package's weight written with a decimal comma, as German, French and Swedish do.
final class DecimalCommaPackageTests: XCTestCase {
  func testAWeightOfEachWithADecimalCommaIsThatWeight() throws {
    let table = try FoodTable.bundled()
    let line = NutritionEstimator(table: table).estimate(
      IngredientLineParser.parse("1 Päckchen Safran (à 0,5 g)"))
    XCTAssertEqual(line.food?.id, "02037")
    XCTAssertEqual(line.grams ?? 0, 0.5, accuracy: 0.001, "\(line.outcome)")
  }
}

/// A fruit's zest counted by the fruit.
final class ZestOfFruitTests: XCTestCase {
  func testTheZestOfAFruitIsATablespoonOfItsPeel() throws {
    let estimator = NutritionEstimator(table: try FoodTable.bundled())
    // Lemon peel, raw: tbsp 6 g; Orange peel, raw: tbsp 6 g.
    for (text, id) in [("zest of 2 lemons", "09156"), ("the zest from 3 oranges", "09216")] {
      let line = estimator.estimate(IngredientLineParser.parse(text))
      XCTAssertEqual(line.food?.id, id, text)
      XCTAssertEqual(line.grams ?? 0, text.contains("2") ? 12 : 18, accuracy: 0.01, text)
    }
  }
}

/// Flavourings and flours named by what they are made of, and cubes counted bare.
final class FlavouringsAndCubesTests: XCTestCase {
  func testExtractsGlutenFreeFlourAndCubes() throws {
    let estimator = NutritionEstimator(table: try FoodTable.bundled())
    func line(_ text: String) -> NutritionEstimate.Line {
      estimator.estimate(IngredientLineParser.parse(text))
    }
    // Vanilla extract's figures for any flavouring extract: tsp 4.2 g.
    XCTAssertEqual(line("2 tsp almond extract").food?.id, "02050")
    XCTAssertEqual(line("2 tsp almond extract").grams ?? 0, 8.4, accuracy: 0.01)
    // Rice flour, white, for a gluten-free blend: cup 158 g.
    XCTAssertEqual(line("1 cup gluten-free all-purpose flour").food?.id, "20061")
    // Soup, chicken broth or bouillon, dry: cube 4 g.
    let cubes = line("2 Brühwürfel")
    XCTAssertEqual(cubes.food?.id, "06080")
    XCTAssertEqual(cubes.grams ?? 0, 8, accuracy: 0.01, "\(cubes.outcome)")
  }
}

/// Small pasta shapes weigh more in a cup than long or hollow ones.
final class SmallPastaTests: XCTestCase {
  func testACupOfOrzoWeighsAsSmallShapesDo() throws {
    let estimator = NutritionEstimator(table: try FoodTable.bundled())
    // 168 g in a cup, dry (a third of a cup is 56 g).
    let orzo = estimator.estimate(IngredientLineParser.parse("3/4 cup dry orzo"))
    XCTAssertEqual(orzo.grams ?? 0, 126, accuracy: 1, "\(orzo.outcome)")
    // Penne keeps the pasta's own weight per cup, less than orzo's.
    let penne = estimator.estimate(IngredientLineParser.parse("3/4 cup dry penne"))
    XCTAssertLessThan(penne.grams ?? 0, 100, "\(penne.outcome)")
  }
}
