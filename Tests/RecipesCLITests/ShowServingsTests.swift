import Foundation
import Testing

/// `recipes show --servings N --units …`: every ingredient scaled from the catalog's own
/// servings and converted, the line as written kept, usage errors as status 2.
@MainActor
@Suite struct ShowServingsTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func document(_ arguments: [String]) async throws -> [String: Any] {
    let result = await recipes(["show", "--json", "--offline"] + recipes.dataDirectory + arguments)
    try #require(result.status == 0, "\(arguments): \(result.errors)")
    return try result.object()
  }

  private func ingredients(_ arguments: [String]) async throws -> [[String: Any]] {
    try #require(try await document(arguments)["ingredients"] as? [[String: Any]])
  }

  /// The number a catalog measure starts with when it is plain digits ("1 kg", "440ml",
  /// "1.6 kg", "2 x 400g tins"), read here without the app's parser; nil for "½ tsp" and
  /// the like.
  private static func leadingNumber(_ measure: String) -> Double? {
    let digits = measure.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard !digits.isEmpty else { return nil }
    let rest = measure.dropFirst(digits.count)
    // "3cm piece" is a size, not an amount; "2½ tsp" goes on past the digits.
    guard !rest.hasPrefix("cm"), rest.first.map({ $0 == " " || $0.isLetter }) ?? true else {
      return nil
    }
    return Double(digits)
  }

  @Test(arguments: ["Beef and Guinness Stew", "Chicken Teriyaki", "Shakshuka", "Goat Biryani"])
  func twiceTheServingsDoublesEveryQuantity(_ name: String) async throws {
    let meal = try CatalogMeal(named: name)
    let written = try #require(try await document([meal.id])["servings"] as? Int)
    let original = try await ingredients([meal.id])
    let doubled = try await ingredients([meal.id, "--servings", "\(written * 2)"])
    #expect(doubled.count == meal.ingredients.count)
    #expect(
      try await document([meal.id, "--servings", "\(written * 2)"])["servings"] as? Int
        == written * 2)
    var numbers = 0
    for (index, (measure, ingredientName)) in meal.ingredients.enumerated() {
      let before = original[index]
      let after = doubled[index]
      // The line as written is kept, whatever the scaling.
      #expect(after["text"] as? String == "\(measure) \(ingredientName)")
      #expect(after["unit"] as? String == before["unit"] as? String)
      if let number = Self.leadingNumber(measure) {
        #expect(before["quantity"] as? Double == number, "\(measure) \(ingredientName)")
        numbers += 1
      }
      let quantity = before["quantity"] as? Double
      #expect(
        (after["quantity"] as? Double) == quantity.map { $0 * 2 },
        "\(measure) \(ingredientName): \(String(describing: after["quantity"]))")
      let high = before["quantityMax"] as? Double
      #expect((after["quantityMax"] as? Double) == high.map { $0 * 2 })
    }
    #expect(numbers >= meal.ingredients.count / 2, "too few plain amounts to check against")
  }

  @Test func unitsConvertWithinOnePercent() async throws {
    let meal = try CatalogMeal(named: "Beef and Guinness Stew")
    // Millilitres per unit of volume and grams per unit of mass: the cook's tables, not
    // Foundation's. Flour and salt go from spoons to grams in metric (by density): those
    // lines change kind and are not compared here.
    let volume: [String: Double] = [
      "ml": 1, "l": 1000, "tsp": 4.92892, "tbsp": 14.7868, "cup": 236.588, "fl oz": 29.5735,
    ]
    let mass: [String: Double] = ["g": 1, "kg": 1000, "oz": 28.3495, "lb": 453.592]
    func amount(_ row: [String: Any], like other: [String: Any]) -> Double? {
      guard let quantity = row["quantity"] as? Double, let unit = row["unit"] as? String,
        let otherUnit = other["unit"] as? String
      else { return nil }
      for table in [volume, mass] where table[otherUnit] != nil {
        return table[unit].map { quantity * $0 }
      }
      return nil
    }
    let original = try await ingredients([meal.id])
    let imperial = try await ingredients([meal.id, "--units", "imperial"])
    let metric = try await ingredients([meal.id, "--units", "METRIC", "--servings", "3"])
    let written = try #require(try await document([meal.id])["servings"] as? Int)
    var converted = 0
    for index in original.indices {
      guard let before = amount(original[index], like: original[index]) else { continue }
      if let after = amount(imperial[index], like: original[index]) {
        // In imperial the amount is one a cook measures ("9 oz"), within 5 %.
        #expect(abs(after - before) <= before * 0.05, "\(original[index]) → \(imperial[index])")
        if original[index]["unit"] as? String != imperial[index]["unit"] as? String {
          converted += 1
        }
      }
      if let after = amount(metric[index], like: original[index]) {
        let wanted = before * 3 / Double(written)
        #expect(abs(after - wanted) <= wanted * 0.01, "\(original[index]) → \(metric[index])")
      }
    }
    // "1 kg Beef chuck", "440ml Guinness", "300ml Beef stock" at least.
    #expect(converted >= 3)
    let beef = try #require(imperial.first { ($0["text"] as? String) == "1 kg Beef chuck" })
    #expect(beef["unit"] as? String == "lb")
    #expect(beef["measure"] as? String == "2 ¼ lb")
  }

  @Test func textShowsTheScaledLinesWithNotesAfterNames() async throws {
    let meal = try CatalogMeal(named: "Chicken Teriyaki")
    let result = await recipes(
      ["--offline", "show", meal.id, "--servings", "4"] + recipes.dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
    // Written "4, boneless, skin on" for 2: twice as many, the note after the name.
    #expect(result.output.contains("Serves 4 (written for 2)"))
    #expect(result.output.contains("8  Chicken thighs, boneless, skin on"))
    // 4 tbsp doubled is 8, exactly half a cup: the measure a cook takes.
    #expect(result.output.contains("½ cup  Soy sauce"))
  }

  @Test(arguments: [
    ["--servings", "0"], ["--servings", "-2"], ["--servings=-2"], ["--servings", "two"],
    ["--servings", "1.5"], ["--servings", "1001"], ["--servings", "9223372036854775807"],
    ["--units", "si"], ["--units", ""],
  ])
  func usageErrorsAreStatus2(_ arguments: [String]) async {
    let result = await recipes(
      ["show", "catalog-1", "--offline"] + recipes.dataDirectory + arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.output.isEmpty)
    #expect(!result.errors.isEmpty)
  }
}
