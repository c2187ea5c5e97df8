import Foundation
import Testing

/// `recipes food search|use|forget|list`: the cook corrects a line's food once, and
/// `recipes nutrition` counts it so in every recipe; and the figures a page published come
/// out beside the estimate.
@MainActor
@Suite struct FoodCommandTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func run(_ arguments: [String]) async -> CommandResult {
    await recipes(["--offline"] + arguments + recipes.dataDirectory)
  }

  private func lines(of id: String) async throws -> [String: [String: Any]] {
    let result = await run(["nutrition", id, "--json"])
    try #require(result.status == 0, "\(result.errors)")
    let lines = try #require(try result.object()["lines"] as? [[String: Any]])
    return Dictionary(
      lines.map { ($0["text"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func searchListsTheFoodsHoldingEveryWord() async throws {
    let result = await run(["food", "search", "feta", "--json"])
    #expect(result.status == 0, "\(result.errors)")
    let rows = try result.rows()
    #expect(rows.first?["id"] as? String == "01019")
    #expect(rows.first?["name"] as? String == "Cheese, feta")
    let text = await run(["food", "search", "cheese", "fet"])
    #expect(text.output.split(separator: "\n").first == "01019  Cheese, feta")
    let none = await run(["food", "search", "zzzyzx"])
    #expect(none.status == 0 && none.output.isEmpty && !none.errors.isEmpty)
  }

  @Test func aFoodChosenForANameIsCountedInEveryRecipeUntilForgotten() async throws {
    let shakshuka = try CatalogMeal(named: "Shakshuka")
    #expect(try await lines(of: shakshuka.id)["60g Feta"]?["food"] as? String == "Cheese, feta")

    let use = await run(["food", "use", "Feta", "01026"])
    #expect(use.status == 0, "\(use.errors)")
    #expect(use.output.contains("feta"), "\(use.output)")
    let mozzarella = try await lines(of: shakshuka.id)["60g Feta"]
    #expect(mozzarella?["food"] as? String == "Cheese, mozzarella, whole milk")
    #expect(abs((mozzarella?["grams"] as? Double ?? 0) - 60) < 0.5)

    // A whole line names its ingredient as well; "none" leaves it out.
    #expect(await run(["food", "use", "1 tbsp Harissa", "none"]).status == 0)
    let harissa = try await lines(of: shakshuka.id)["1 tbsp Harissa"]
    #expect(harissa?["food"] is NSNull)
    #expect(harissa?["reason"] as? String == "left out by the cook")

    let list = await run(["food", "list", "--json"])
    let kept = try list.rows()
    #expect(kept.compactMap { $0["name"] as? String } == ["feta", "harissa"])
    #expect(kept.first?["id"] as? String == "01026")
    #expect(kept.last?["id"] is NSNull)

    #expect(await run(["food", "forget", "feta"]).status == 0)
    #expect(try await lines(of: shakshuka.id)["60g Feta"]?["food"] as? String == "Cheese, feta")
    let again = await run(["food", "forget", "feta"])
    #expect(again.status == 1 && again.errors.split(separator: "\n").count == 1)
  }

  @Test func anUnknownFoodIsStatus1AndKeepsNothing() async throws {
    let result = await run(["food", "use", "feta", "99999"])
    #expect(result.status == 1)
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    let list = await run(["food", "list", "--json"])
    #expect(try list.rows().isEmpty)
  }

  @Test func aPagesPublishedFiguresComeOutAsGiven() async throws {
    let page = recipes.directory.file("soup.html")
    try Data(
      """
      <html><head><script type="application/ld+json">
      {"@context": "https://schema.org", "@type": "Recipe", "name": "Leek Soup",
       "recipeYield": "4 servings",
       "recipeIngredient": ["2 leeks, sliced", "2 tbsp butter", "1 l vegetable stock"],
       "recipeInstructions": "Cook the leeks. Add the stock.",
       "nutrition": {"@type": "NutritionInformation", "calories": "357 kcal",
                     "fatContent": "12 g", "servingSize": "1 bowl"}}
      </script></head><body></body></html>
      """.utf8
    ).write(to: page)
    let imported = await run(["import", page.path, "--json"])
    try #require(imported.status == 0, "\(imported.errors)")
    let id = try #require(try imported.rows().first?["id"] as? String)
    let result = await run(["nutrition", id, "--json"])
    #expect(result.status == 0, "\(result.errors)")
    let published = try #require(try result.object()["published"] as? [String: Any])
    #expect(
      published as? [String: String] == [
        "calories": "357 kcal", "fatContent": "12 g", "servingSize": "1 bowl",
      ])
    let text = await run(["nutrition", id])
    #expect(text.output.contains("The page says 357 kcal."), "\(text.output)")
  }

  @Test func aYieldOfCupsIsServingsOfThePagesServingSizeAndSaysSo() async throws {
    let page = recipes.directory.file("sauce.html")
    try Data(
      """
      <html><head><script type="application/ld+json">
      {"@context": "https://schema.org", "@type": "Recipe", "name": "Plum Sauce",
       "recipeYield": "Makes 4 cups",
       "recipeIngredient": ["1 kg plums", "200 g sugar"],
       "recipeInstructions": "Simmer the plums with the sugar.",
       "nutrition": {"@type": "NutritionInformation", "calories": "60 kcal",
                     "servingSize": "1/4 cup"}}
      </script></head><body></body></html>
      """.utf8
    ).write(to: page)
    let imported = await run(["import", page.path, "--json"])
    try #require(imported.status == 0, "\(imported.errors)")
    let id = try #require(try imported.rows().first?["id"] as? String)
    let result = try await run(["nutrition", id, "--json"]).object()
    // 4 cups in quarter cups: 16 servings, not the 4 cups the yield counts.
    #expect(result["servings"] as? Int == 16)
    #expect(
      result["servingsNote"] as? String
        == "Yield “Makes 4 cups”: a serving is 1/4 cup, as its page says.")
    let text = await run(["nutrition", id])
    #expect(text.output.contains("Yield “Makes 4 cups”"), "\(text.output)")
  }
}
