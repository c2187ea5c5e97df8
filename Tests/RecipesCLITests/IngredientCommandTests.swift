import Foundation
import Testing

/// `recipes ingredient`: lines taken apart as JSON, scaled and converted, usage errors as
/// status 2, and no library opened.
@MainActor
@Suite struct IngredientCommandTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func objects(_ arguments: [String]) async throws -> [[String: Any]] {
    let result = await recipes(["ingredient", "--json"] + recipes.dataDirectory + arguments)
    try #require(result.status == 0, "\(arguments): \(result.errors)")
    return try result.rows()
  }

  @Test func everyLineIsAnObjectWithEveryKey() async throws {
    let rows = try await objects([
      "1 ½ cups plain flour, sifted", "salt to taste", "2-3 cloves garlic",
    ])
    #expect(rows.count == 3)
    for row in rows {
      #expect(
        Set(row.keys) == ["text", "quantity", "quantityMax", "unit", "name", "note", "measure"])
    }
    #expect(rows[0]["text"] as? String == "1 ½ cups plain flour, sifted")
    #expect(rows[0]["quantity"] as? Double == 1.5)
    #expect(rows[0]["quantityMax"] is NSNull)
    #expect(rows[0]["unit"] as? String == "cup")
    #expect(rows[0]["name"] as? String == "plain flour")
    #expect(rows[0]["note"] as? String == "sifted")
    #expect(rows[0]["measure"] as? String == "1 ½ cups")
    #expect(rows[1]["quantity"] is NSNull && rows[1]["unit"] is NSNull)
    #expect(rows[1]["note"] as? String == "to taste")
    #expect(rows[1]["measure"] as? String == "")
    #expect(rows[2]["quantity"] as? Double == 2 && rows[2]["quantityMax"] as? Double == 3)
    #expect(rows[2]["measure"] as? String == "2–3 cloves")
  }

  @Test func scaleMultipliesExactly() async throws {
    let doubled = try await objects(["--scale", "2", "⅓ cup sugar", "1 ½ tsp salt", "3 eggs"])
    // 3 tsp is a tablespoon: one measure, the one a cook takes.
    #expect(doubled.map { $0["measure"] as? String } == ["⅔ cup", "1 tbsp", "6"])
    let third = try await objects(["--scale", "1/3", "1 cup milk"])
    #expect(third.first?["quantity"] as? Double == 0.3333)
    #expect(third.first?["measure"] as? String == "⅓ cup")
    let halved = try await objects(["--scale", "0.5", "⅛ tsp cayenne"])
    // A sixteenth of a teaspoon is below the smallest spoon: a pinch.
    #expect(halved.first?["measure"] as? String == "a pinch")
  }

  @Test func theLargestAndSmallestScalesKeepEveryQuantity() async throws {
    let lines = ["2 cups flour", "⅛ tsp salt", "999999999999 g sugar", "0.00001 g saffron"]
    let largest = try await objects(["--scale", "1000"] + lines)
    #expect(
      largest.map { $0["measure"] as? String } == [
        "2000 cups", "2 ⅔ cups", "999999999999 kg", "0.01 g",
      ])
    #expect(largest.map { $0["quantity"] as? Double } == [2000, 125, 999_999_999_999_000, 0.01])
    let smallest = try await objects(["--scale", "1/1000"] + lines)
    #expect(smallest.map { $0["unit"] as? String } == ["cup", "tsp", "g", "g"])
    for row in largest + smallest {
      // Four places would have made these 0 or overflowed to null: neither beside a measure.
      let quantity = try #require(row["quantity"] as? Double, "\(row)")
      #expect(quantity > 0 && quantity.isFinite, "\(row)")
    }
    #expect(smallest[1]["quantity"] as? Double == 0.0001)
    #expect(smallest[3]["quantity"] as? Double == 0.000_000_01)
  }

  @Test(arguments: ["1000000000000000", "0.000000000000001", "1000.001", "1/1001", "2000/1"])
  func aScaleBeyondAThousandEitherWayIsAUsageError(_ factor: String) async {
    let result = await recipes(["ingredient", "--json", "--scale", factor, "2 cups flour"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errors.split(separator: "\n").first
        == "Error: --scale must be from 1/1000 to 1000, not \(factor).")
  }

  @Test func unitsConvert() async throws {
    let metric = try await objects([
      "--units", "metric", "2 cups milk", "1 lb beef", "2 cloves garlic",
    ])
    #expect(metric.map { $0["measure"] as? String } == ["475 ml", "455 g", "2 cloves"])
    #expect(metric.first?["text"] as? String == "2 cups milk", "the line as written stays")
    let imperial = try await objects(["--units", "imperial", "250 ml cream"])
    // 1 cup would be 5.4 % less than 250 ml; one measure, never "1 cup + 1 tbsp".
    #expect(imperial.first?["measure"] as? String == "8 ½ fl oz")
  }

  @Test func aDoubleDashLetsALineStartWithADash() async throws {
    let rows = try await objects(["--", "-3 cups flour", "--weird", "1/0 cup"])
    #expect(rows.count == 3)
    #expect(rows[0]["quantity"] as? Double == 3)
    #expect(rows[2]["quantity"] is NSNull)
    let withoutDashes = await recipes(["ingredient", "-3 cups flour"])
    #expect(withoutDashes.status == 2)
  }

  @Test func hostileLinesGiveSaneObjects() async throws {
    let lines = [
      "", "½½½", "1/0 cup", "1e309 g", "🍅🥚", String(repeating: "9", count: 400) + " g",
      String(repeating: "x", count: 10_000),
    ]
    let rows = try await objects(["--"] + lines)
    #expect(rows.count == lines.count)
    for row in rows {
      let quantity = row["quantity"]
      #expect(quantity is NSNull || (quantity as? Double).map { $0.isFinite && $0 >= 0 } == true)
    }
  }

  @Test(arguments: [
    ["--scale", "0"], ["--scale", "-2"], ["--scale=-2"], ["--scale", "abc"], ["--scale", "1/0"],
    ["--scale", "1e3"], ["--units", "si"], [],
  ])
  func usageErrorsAreStatus2(_ arguments: [String]) async {
    let result = await recipes(["ingredient"] + arguments + (arguments.isEmpty ? [] : ["1 cup"]))
    #expect(result.status == 2, "\(arguments)")
    #expect(result.output.isEmpty)
    #expect(!result.errors.isEmpty)
  }

  @Test func globalOptionsComeBeforeOrAfterAndNoLibraryIsOpened() async throws {
    let notAFolder = recipes.directory.file("plain-file")
    try Data("not a folder".utf8).write(to: notAFolder)
    for arguments in [
      ["--offline", "--data-dir", notAFolder.path, "ingredient", "2 eggs"],
      ["ingredient", "2 eggs", "--offline", "--data-dir", notAFolder.path, "--json"],
    ] {
      let result = await recipes(arguments)
      #expect(result.status == 0, "\(arguments): \(result.errors)")
      #expect(result.output.contains("eggs"))
      #expect(result.errors.isEmpty)
    }
    let text = await recipes(["ingredient", "1 onion, chopped"] + recipes.dataDirectory)
    #expect(text.output == "1  onion, chopped\n")
    #expect(
      try recipes.directory.fileNames().filter { $0 != "plain-file" }.isEmpty, "nothing written")
  }
}
