import RecipesNutrition
import RecipesQuantities
import XCTest

/// One line at a time against the bundled food table, for the tests of line rules.
enum BundledTableLines {
  private static let table = Result { try FoodTable.bundled() }

  /// The bundled table (read once for every test).
  static func foodTable() throws -> FoodTable { try table.get() }

  /// `text` parsed as an ingredient line and estimated.
  static func estimate(_ text: String) throws -> NutritionEstimate.Line {
    NutritionEstimator(table: try foodTable()).estimate(IngredientLineParser.parse(text))
  }

  /// Fails unless `text` is matched to `id` and weighs `grams` (within 1 %).
  static func assertLine(
    _ text: String, is id: Food.ID, grams: Double, file: StaticString = #filePath,
    line number: UInt = #line
  ) throws {
    let result = try estimate(text)
    XCTAssertEqual(result.food?.id, id, "\(text): \(result.outcome)", file: file, line: number)
    XCTAssertEqual(
      result.grams ?? -1, grams, accuracy: grams * 0.01, text, file: file, line: number)
  }
}
