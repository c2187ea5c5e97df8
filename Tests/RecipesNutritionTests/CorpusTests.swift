import RecipesNutrition
import RecipesQuantities
import XCTest

/// The estimator measured on recipes written for it (`Corpus.txt`): every line's food and
/// grams, and each recipe's kcal per serving, worked out by hand against the table — the
/// expected kcal are summed here from those hand choices and the table, never from what
/// the estimator chose.
final class CorpusTests: XCTestCase {
  private static let table = Result { try FoodTable.bundled() }

  func testTheCorpusIsLargeEnough() throws {
    let recipes = try CorpusRecipe.all()
    XCTAssertGreaterThanOrEqual(recipes.count, 25)
    XCTAssertGreaterThanOrEqual(recipes.map(\.lines.count).reduce(0, +), 300)
  }

  func testTheYieldsReadAsTheHandReadThem() throws {
    for recipe in try CorpusRecipe.all() + CorpusRecipe.all("HoldOut")
      + CorpusRecipe.all("HoldOutSecond") + CorpusRecipe.all("HoldOutThird")
    {
      XCTAssertEqual(RecipeYield.read(recipe.yield)?.count, recipe.servings, recipe.yield)
    }
  }

  func testLinesAreMatchedToTheHandsFoodAndWeighedWithin15Percent() throws {
    try measureLines(of: "Corpus")
  }

  func testHoldOutLinesAreMatchedToTheHandsFoodAndWeighedWithin15Percent() throws {
    try measureLines(of: "HoldOut")
  }

  func testSecondHoldOutLinesAreMatchedToTheHandsFoodAndWeighedWithin15Percent() throws {
    try measureLines(of: "HoldOutSecond")
  }

  func testSecondHoldOutCaloriesPerServingLandNearTheHandsFigures() throws {
    try measureCalories(of: "HoldOutSecond")
  }

  func testThirdHoldOutLinesAreMatchedToTheHandsFoodAndWeighedWithin15Percent() throws {
    try measureLines(of: "HoldOutThird")
  }

  func testThirdHoldOutCaloriesPerServingLandNearTheHandsFigures() throws {
    try measureCalories(of: "HoldOutThird")
  }

  func testCaloriesPerServingLandNearTheHandsFigures() throws {
    try measureCalories(of: "Corpus")
  }

  func testHoldOutCaloriesPerServingLandNearTheHandsFigures() throws {
    try measureCalories(of: "HoldOut")
  }

  private func measureLines(of corpus: String) throws {
    let table = try Self.table.get()
    let estimator = NutritionEstimator(table: table)
    var measured = 0
    var sameFood = 0
    var withinWeight = 0
    var notCountedRight = 0
    var notCounted = 0
    for recipe in try CorpusRecipe.all(corpus) {
      let estimate = estimator.estimate(
        lines: recipe.lines.map(\.text), servings: recipe.servings)
      XCTAssertEqual(estimate.lines.count, recipe.lines.count, recipe.title)
      for (line, result) in zip(recipe.lines, estimate.lines) {
        switch line.expected {
        case .food(let id, let grams):
          measured += 1
          guard result.food?.id == id else {
            print("\(corpus): food  \(line.text) — \(result.food?.name ?? "none") (\(id) by hand)")
            continue
          }
          sameFood += 1
          let got = result.grams ?? 0
          if abs(got - grams) <= grams * 0.15 {
            withinWeight += 1
          } else {
            print("\(corpus): grams \(line.text) — \(got) (\(grams) by hand)")
          }
        case .notCounted:
          notCounted += 1
          if result.grams == nil && result.isMatched {
            notCountedRight += 1
          } else {
            print("\(corpus): counted \(line.text)")
          }
        case .missingFromTable:
          if result.isMatched {
            print("\(corpus): matched \(line.text) — \(result.food?.name ?? "") (none by hand)")
          }
        }
      }
    }
    let foodShare = Double(sameFood) / Double(measured)
    let weightShare = Double(withinWeight) / Double(sameFood)
    print(
      "\(corpus): \(sameFood) of \(measured) lines matched to the hand's food "
        + "(\(percent(foodShare))), \(withinWeight) of \(sameFood) within 15 % of its grams "
        + "(\(percent(weightShare))); \(notCountedRight) of \(notCounted) lines a cook does "
        + "not count said so")
    XCTAssertGreaterThanOrEqual(foodShare, 0.9)
    XCTAssertGreaterThanOrEqual(weightShare, 0.9)
    XCTAssertEqual(notCountedRight, notCounted)
  }

  private func measureCalories(of corpus: String) throws {
    let table = try Self.table.get()
    let estimator = NutritionEstimator(table: table)
    var misses: [Double] = []
    var ratios: [Double] = []
    for recipe in try CorpusRecipe.all(corpus) {
      var handCalories = 0.0
      for line in recipe.lines {
        guard case .food(let id, let grams) = line.expected else { continue }
        let food = try XCTUnwrap(table[id], "\(id) is not in the table")
        handCalories += food.per100Grams.calories * grams / 100
      }
      let expected = handCalories / Double(recipe.servings)
      let servings = RecipeYield.read(recipe.yield)?.count ?? 1
      let estimated = estimator.estimate(lines: recipe.lines.map(\.text), servings: servings)
        .perServing.calories
      let miss = abs(estimated - expected) / expected
      misses.append(miss)
      ratios.append(estimated / expected)
      print(
        "\(corpus): \(recipe.title): \(Int(estimated.rounded())) kcal, by hand \(Int(expected.rounded())) (\(percent(miss)) off)"
      )
    }
    let within = Double(misses.filter { $0 <= 0.2 }.count) / Double(misses.count)
    let sorted = misses.sorted()
    let median =
      sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    // Off by 2× or more: twice the hand's figure, or half of it.
    let doubled = Double(ratios.filter { $0 >= 2 || $0 <= 0.5 }.count) / Double(ratios.count)
    print(
      "\(corpus): kcal per serving within 20 % for \(percent(within)) of \(misses.count) recipes, "
        + "median miss \(percent(median)), off by 2× or more \(percent(doubled))")
    XCTAssertGreaterThanOrEqual(within, 0.6)
    XCTAssertLessThanOrEqual(median, 0.2)
    XCTAssertLessThanOrEqual(doubled, 0.1)
  }

  private func percent(_ share: Double) -> String {
    "\((share * 1000).rounded() / 10) %"
  }
}
