import RecipesPantry
import RecipesQuantities
import XCTest

/// Names as cooks write them folded into foods, and which foods a pantry's foods cover.
final class PantryFoodTests: XCTestCase {
  private func key(ofLine line: String) -> [String] {
    PantryNeed.needs(of: IngredientLineParser.parse(line)).flatMap(\.alternatives)
  }

  func testOneFoodHoweverItIsWritten() {
    let onion = ["onion"]
    for line in [
      "onion", "Onions", "2 onions", "2 large red onions, finely chopped", "1 red onion",
      "1 small yellow onion, diced", "½ white onion", "ONION (chopped)",
    ] {
      XCTAssertEqual(key(ofLine: line), onion, line)
    }
    XCTAssertEqual(key(ofLine: "1 (14 oz) can chickpeas, drained"), ["chickpea"])
    XCTAssertEqual(key(ofLine: "400 g tinned garbanzo beans"), ["chickpea"])
    XCTAssertEqual(key(ofLine: "3 cloves garlic"), ["garlic"])
    XCTAssertEqual(key(ofLine: "2 garlic cloves, minced"), ["garlic"])
    XCTAssertEqual(key(ofLine: "fresh cilantro, for garnish"), ["coriander"])
    XCTAssertEqual(key(ofLine: "500 g all-purpose flour"), ["flour"])
    XCTAssertEqual(key(ofLine: "2 cups cooked rice"), ["rice"])
    XCTAssertEqual(key(ofLine: "Jalapeños"), ["jalapeno"])
    XCTAssertEqual(key(ofLine: "3 eggs, beaten"), ["egg"])
    XCTAssertEqual(key(ofLine: "2 egg yolks"), ["egg"])
    XCTAssertEqual(key(ofLine: "juice of 1 lemon"), ["lemon"])
  }

  func testAnotherFoodStaysAnother() {
    XCTAssertEqual(key(ofLine: "4 spring onions"), ["spring onion"])
    XCTAssertEqual(key(ofLine: "2 scallions"), ["spring onion"])
    XCTAssertEqual(key(ofLine: "1 tsp onion powder"), ["onion powder"])
    XCTAssertEqual(key(ofLine: "1 red pepper, sliced"), ["bell pepper"])
    XCTAssertEqual(key(ofLine: "1 tsp ground black pepper"), ["black pepper"])
    XCTAssertEqual(key(ofLine: "2 sweet potatoes"), ["sweet potato"])
    XCTAssertNotEqual(key(ofLine: "2 potatoes"), key(ofLine: "2 sweet potatoes"))
  }

  func testAKindOfAFoodAndTheFoodCoverEachOtherButAnotherFoodDoesNot() {
    XCTAssertTrue(PantryFood.covers("olive oil", "oil"))
    XCTAssertTrue(PantryFood.covers("oil", "olive oil"))
    XCTAssertTrue(PantryFood.covers("cheddar cheese", "cheese"))
    XCTAssertTrue(PantryFood.covers("basmati rice", "rice"))
    XCTAssertTrue(PantryFood.covers("rice", "basmati rice"))
    XCTAssertTrue(PantryFood.covers("chicken stock", "stock"))
    XCTAssertFalse(PantryFood.covers("coconut milk", "milk"))
    XCTAssertFalse(PantryFood.covers("milk", "coconut milk"))
    XCTAssertFalse(PantryFood.covers("peanut butter", "butter"))
    XCTAssertFalse(PantryFood.covers("sweet potato", "potato"))
    XCTAssertFalse(PantryFood.covers("potato", "sweet potato"))
    XCTAssertFalse(PantryFood.covers("cream cheese", "cheese"))
    XCTAssertFalse(PantryFood.covers("self raising flour", "flour"))
    XCTAssertFalse(PantryFood.covers("onion powder", "onion"))
    XCTAssertFalse(PantryFood.covers("chicken breast", "chicken"))
    XCTAssertFalse(PantryFood.covers("", "onion"))
  }

  func testWordsThatChangeNothing() {
    XCTAssertEqual(key(ofLine: "2 tbsp unsalted butter, melted"), ["butter"])
    XCTAssertEqual(key(ofLine: "1/4 cup fresh basil leaves"), ["basil"])
    XCTAssertEqual(key(ofLine: "2 cups chicken broth"), ["chicken stock"])
    XCTAssertEqual(key(ofLine: "1 lb boneless skinless chicken breasts"), ["chicken breast"])
    XCTAssertEqual(key(ofLine: "2 celery sticks"), ["celery"])
  }

  func testListsAndAlternatives() {
    let saltAndPepper = PantryNeed.needs(of: IngredientLineParser.parse("salt and pepper to taste"))
    XCTAssertEqual(saltAndPepper.map(\.alternatives), [["salt"], ["black pepper"]])
    XCTAssertEqual(
      PantryNeed.needs(of: IngredientLineParser.parse("Salt, pepper")).map(\.alternatives),
      [["salt"], ["black pepper"]])
    XCTAssertEqual(
      PantryNeed.needs(of: IngredientLineParser.parse("2 tbsp butter or margarine"))
        .map(\.alternatives), [["butter", "margarine"]])
    // An amount makes it one thing: "mac and cheese" is not macaroni and cheese to buy.
    XCTAssertEqual(
      PantryNeed.needs(of: IngredientLineParser.parse("1 cup sweet and sour sauce")).count, 1)
    XCTAssertEqual(
      PantryNeed.needs(of: IngredientLineParser.parse("sweet and sour sauce")).count, 1)
  }

  func testOptionalLines() {
    for line in [
      "fresh cilantro, for garnish", "1 tbsp olive oil (optional)", "lime wedges, to serve",
      "chopped parsley, if desired", "Optional: 1 tsp chilli flakes",
    ] {
      let needs = PantryNeed.needs(of: IngredientLineParser.parse(line))
      XCTAssertFalse(needs.isEmpty, line)
      XCTAssertTrue(needs.allSatisfy(\.isOptional), line)
    }
    for line in ["2 onions", "3 cloves garlic", "salt and pepper to taste"] {
      XCTAssertFalse(
        PantryNeed.needs(of: IngredientLineParser.parse(line)).contains(where: \.isOptional), line)
    }
  }

  func testLinesThatNameNothing() {
    XCTAssertEqual(PantryNeed.needs(of: IngredientLineParser.parse("")), [])
    XCTAssertEqual(PantryNeed.needs(of: IngredientLineParser.parse("2 ½")), [])
    XCTAssertEqual(PantryFood.key("***"), "")
    // A line of 10 000 characters costs as little as a long one.
    let long = String(repeating: "onion ", count: 2000)
    XCTAssertFalse(PantryFood.key(long).isEmpty)
  }
}
