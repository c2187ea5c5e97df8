import Foundation
import Testing

/// `recipes nutrition ID [--servings N] [--json]`: the JSON's shape, a catalog recipe worked
/// out by hand against the food table, scaling, and the exit statuses.
@MainActor
@Suite struct NutritionCommandTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func document(_ arguments: [String]) async throws -> [String: Any] {
    let result = await recipes(
      ["nutrition", "--json", "--offline"] + recipes.dataDirectory + arguments)
    try #require(result.status == 0, "\(arguments): \(result.errors)")
    return try result.object()
  }

  @Test func theJSONHasExactlyTheIssuesShape() async throws {
    let meal = try CatalogMeal(named: "Shakshuka")
    let object = try await document([meal.id])
    #expect(Set(object.keys) == ["id", "name", "servings", "perServing", "lines", "published"])
    #expect(object["id"] as? String == meal.id)
    #expect(object["name"] as? String == "Shakshuka")
    #expect(object["published"] is NSNull)
    let perServing = try #require(object["perServing"] as? [String: Any])
    #expect(
      Set(perServing.keys) == [
        "calories", "fatContent", "saturatedFatContent", "carbohydrateContent", "sugarContent",
        "fiberContent", "proteinContent", "sodiumContent",
      ])
    #expect(perServing.values.allSatisfy { $0 is NSNumber })
    let lines = try #require(object["lines"] as? [[String: Any]])
    #expect(lines.count == meal.ingredients.count, "every line listed, none dropped")
    for line in lines {
      #expect(line["text"] is String)
      if line["food"] is NSNull {
        #expect(Set(line.keys) == ["text", "food", "reason"])
        #expect((line["reason"] as? String)?.isEmpty == false)
      } else {
        #expect(Set(line.keys) == ["text", "food", "grams"])
        #expect(line["food"] is String && line["grams"] is NSNumber)
      }
    }
  }

  /// The catalog's Shakshuka (serves 3), each line's food and grams read off the SR21 table by
  /// hand: 1 235 kcal in all, 412 a serving; harissa, not in the table, is counted as the
  /// table's hot chili sauce (a few kcal).
  @Test func aCatalogRecipeComesOutAsWorkedByHand() async throws {
    let meal = try CatalogMeal(named: "Shakshuka")
    let object = try await document([meal.id])
    #expect(object["servings"] as? Int == 3)
    let calories = try #require((object["perServing"] as? [String: Any])?["calories"] as? Double)
    #expect(abs(calories - 412) / 412 < 0.05, "\(calories) kcal")
    let lines = try #require(object["lines"] as? [[String: Any]])
    let byText = Dictionary(
      lines.map { ($0["text"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    let expected: [(String, String, Double)] = [
      ("3 tbsp Olive oil", "Oil, olive, salad or cooking", 40.5),
      ("1 Onion", "Onions, raw", 110),
      ("2 Red peppers", "Peppers, sweet, red, raw", 238),
      ("3 cloves Garlic", "Garlic, raw", 9),
      (
        "2 x 400g tins Chopped tomatoes", "Tomatoes, red, ripe, canned, packed in tomato juice", 800
      ),
      ("6 Eggs", "Egg, whole, raw, fresh", 300),
      ("60g Feta", "Cheese, feta", 60),
    ]
    for (text, food, grams) in expected {
      let line = try #require(byText[text], "no line \(text)")
      #expect(line["food"] as? String == food, "\(text)")
      let weighed = try #require(line["grams"] as? Double, "\(text)")
      #expect(abs(weighed - grams) <= grams * 0.05, "\(text): \(weighed) g")
    }
    let harissa = try #require(byText["1 tbsp Harissa"])
    #expect(harissa["food"] as? String == "Sauce, peppers, hot, chili, mature red, canned")
  }

  @Test func servingsScaleTheLinesAndKeepAServing() async throws {
    let meal = try CatalogMeal(named: "Shakshuka")
    let asWritten = try await document([meal.id])
    let doubled = try await document([meal.id, "--servings", "6"])
    #expect(doubled["servings"] as? Int == 6)
    let before = try #require(asWritten["lines"] as? [[String: Any]])
    let after = try #require(doubled["lines"] as? [[String: Any]])
    for (one, two) in zip(before, after) {
      guard let grams = one["grams"] as? Double else { continue }
      let twice = try #require(two["grams"] as? Double)
      #expect(abs(twice - 2 * grams) <= 0.15, "\(one["text"] ?? "")")
    }
    let calories = { (object: [String: Any]) in
      (object["perServing"] as? [String: Any])?["calories"] as? Double ?? 0
    }
    #expect(abs(calories(doubled) - calories(asWritten)) < 1)
  }

  @Test func theTextNamesEveryLineAndTheJSONsFigure() async throws {
    let meal = try CatalogMeal(named: "Shakshuka")
    let result = await recipes(["nutrition", "--offline", meal.id] + recipes.dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
    let text = result.output.split(separator: "\n").map(String.init)
    #expect(text.first == "Shakshuka")
    // Every line of the JSON is a line of the text, in its order, with what it counted as.
    let object = try await document([meal.id])
    let lines = try #require(object["lines"] as? [[String: Any]])
    let listed = text.drop { $0 != "Ingredients" }.dropFirst()
    #expect(listed.count == lines.count)
    for (shown, line) in zip(listed, lines) {
      let written = try #require(line["text"] as? String)
      #expect(shown.trimmingCharacters(in: .whitespaces).hasPrefix(written + " — "), "\(shown)")
      if let food = line["food"] as? String {
        #expect(shown.contains(food), "\(shown) does not name \(food)")
      } else {
        #expect(shown.contains("not counted"), "\(shown)")
      }
    }
    // The text's calories are the JSON's, rounded.
    let calories = try #require((object["perServing"] as? [String: Any])?["calories"] as? Double)
    let energy = try #require(
      text.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Calories") })
    #expect(energy.hasSuffix(" \(Int(calories.rounded())) kcal"), "\(energy) against \(calories)")
  }

  @Test func anUnknownIDExitsWithOneLine() async throws {
    let result = await recipes(
      ["nutrition", "--offline", "catalog-99999"] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
  }

  @Test(arguments: ["0", "1000", "-2", "two", "2.5"])
  func servingsOutsideOneTo999AreAUsageError(_ servings: String) async throws {
    let result = await recipes(
      ["nutrition", "--offline", "catalog-65", "--servings", servings] + recipes.dataDirectory)
    #expect(result.status == 2, "\(servings): \(result.errors)")
  }
}
