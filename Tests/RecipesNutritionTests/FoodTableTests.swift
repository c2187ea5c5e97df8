import Foundation
import RecipesFoodData
import XCTest

@testable import RecipesNutrition

/// The food table read from its text, the shipped one, and the loader that reads it once.
final class FoodTableTests: XCTestCase {
  private let sample = """
    # a comment
    id\tgroup\tkcal\tfat\tsaturated\tcarbohydrate\tsugars\tfibre\tprotein\tsodium\tname\tcommon\tmaker\trefuse\tportions
    11282\t11\t40\t0.1\t0.042\t9.34\t4.24\t1.7\t1.1\t4\tOnions, raw\t\t\t10\tcup, chopped=160;medium (2-1/2" dia)=110
    19139\t19\t517\t\t\t\t\t\t\t\tBaking chocolate, MASTERFOODS USA, M&M's\t\t\t\t
    not a row
    """

  func testRowsAreReadWithTheirNutrientsAndPortions() throws {
    let table = try FoodTable(tsv: Data(sample.utf8))
    XCTAssertEqual(table.foods.map(\.id), ["11282", "19139"])
    let onion = try XCTUnwrap(table["11282"])
    XCTAssertEqual(onion.name, "Onions, raw")
    XCTAssertEqual(onion.group, "11")
    XCTAssertEqual(onion.per100Grams.calories, 40)
    XCTAssertEqual(onion.per100Grams.saturatedFat, 0.042, accuracy: 1e-9)
    XCTAssertEqual(onion.per100Grams.sodium, 4)
    XCTAssertEqual(
      onion.portions,
      [
        .init(measure: "cup, chopped", grams: 160),
        .init(measure: "medium (2-1/2\" dia)", grams: 110),
      ])
    XCTAssertFalse(onion.isBranded)
    XCTAssertEqual(onion.refuse, 0.1, accuracy: 1e-9)
    let chocolate = try XCTUnwrap(table["19139"])
    XCTAssertEqual(chocolate.per100Grams.fat, 0, "an empty nutrient is none")
    XCTAssertTrue(chocolate.isBranded, "a brand in capitals")
    XCTAssertEqual(chocolate.portions, [])
  }

  func testATextWithoutFoodsIsRefused() {
    XCTAssertThrowsError(try FoodTable(tsv: Data("# nothing\n".utf8))) { error in
      XCTAssertEqual(error as? FoodTableError, .noFoods)
    }
  }

  func testTheShippedTableHasEveryFoodOfSR21() throws {
    let table = try FoodTable.bundled()
    XCTAssertEqual(table.foods.count, 7413)
    let egg = try XCTUnwrap(table["01123"])
    XCTAssertEqual(egg.name, "Egg, whole, raw, fresh")
    XCTAssertEqual(egg.per100Grams.calories, 143)
    XCTAssertEqual(egg.portions.first { $0.measure == "large" }?.grams, 50)
  }

  func testEveryFoodOurWordsNameIsInTheTable() throws {
    let table = try FoodTable.bundled()
    for (name, id) in CookWords.table {
      XCTAssertNotNil(table[id], "\(name) → \(id)")
    }
    XCTAssertGreaterThan(CookWords.table.count, 400)
  }

  func testACookFindsAFoodByTheWordsOfItsName() throws {
    let table = try FoodTable.bundled()
    XCTAssertEqual(table.foods(matching: "onions").first?.name, "Onions, raw")
    XCTAssertEqual(table.foods(matching: "Chicken thigh raw", limit: 50).first?.id, "05096")
    let partial = table.foods(matching: "parmes")
    XCTAssertTrue(partial.contains { $0.id == "01032" }, "a word's start finds it")
    XCTAssertTrue(table.foods(matching: "").isEmpty)
    XCTAssertLessThanOrEqual(table.foods(matching: "cheese", limit: 5).count, 5)
  }

  func testTheLoaderReadsTheTableOnceAndOnlyWhenAsked() throws {
    let reads = Counter()
    let loader = FoodTableLoader {
      reads.increment()
      return FoodTable(foods: [])
    }
    XCTAssertEqual(reads.value, 0)
    _ = try loader.table()
    _ = try loader.table()
    XCTAssertEqual(reads.value, 1)
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
