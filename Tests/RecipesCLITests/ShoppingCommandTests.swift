import Foundation
import RecipesCatalog
import RecipesFixtures
import RecipesLibrary
import Testing

/// `recipes shopping`: add, the summed items in JSON, ticks kept, remove, clear, and the
/// exit statuses.
@MainActor
@Suite struct ShoppingCommandTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func shopping(_ arguments: [String]) async -> CommandResult {
    await recipes(["shopping"] + arguments + ["--offline"] + recipes.dataDirectory)
  }

  private func listJSON() async throws -> [String: Any] {
    let result = await shopping(["--json"])
    #expect(result.status == 0, "\(result.errors)")
    return try result.object()
  }

  @Test func anEmptyListIsEmptyInTextAndJSON() async throws {
    let text = await shopping([])
    #expect(text.status == 0)
    #expect(text.output == "The shopping list is empty.\n")
    let json = try await listJSON()
    #expect((json["recipes"] as? [Any])?.isEmpty == true)
    #expect((json["items"] as? [Any])?.isEmpty == true)
    #expect((json["ownItems"] as? [Any])?.isEmpty == true)
  }

  @Test func itemsOfTheCooksOwnAreKeptListedAndTickedLikeTheRest() async throws {
    let added = await shopping(["add", "--item", "2 l milk", "--item", "bin bags"])
    #expect(added.status == 0, "\(added.errors)")
    #expect(added.output == "Added 2 items of your own to the shopping list.\n")
    let recipe = await shopping(["add", "catalog-1", "--item", "  lemons "])
    #expect(recipe.status == 0, "\(recipe.errors)")

    let json = try await listJSON()
    let own = try #require(json["ownItems"] as? [[String: Any]])
    #expect(own.compactMap { $0["text"] as? String } == ["2 l milk", "bin bags", "lemons"])
    #expect(own.compactMap { $0["aisle"] as? String } == ["dairy-eggs", "other", "produce"])
    for item in own { #expect(Set(item.keys) == ["id", "text", "checked", "atHome", "aisle"]) }
    #expect((json["recipes"] as? [[String: Any]])?.count == 1)

    let text = await shopping([])
    #expect(text.output.contains("\nOther\n- [ ] Bin bags\n"), "\(text.output)")
    #expect(text.output.contains("- [ ] 2 l milk\n"), "\(text.output)")

    for arguments in [["add"], ["add", "--item", " "]] {
      let refused = await shopping(arguments)
      #expect(refused.status == 2, "\(arguments)")
    }
  }

  @Test func addedRecipesShowTheirServingsAndSharedIngredientsAddUp() async throws {
    let first = await shopping(["add", "catalog-1", "--servings", "8"])
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output.hasPrefix("Added "), "\(first.output)")
    #expect(first.output.hasSuffix(" (8 servings) to the shopping list.\n"), "\(first.output)")
    // Global options before the command's name work too.
    let second = await recipes(
      ["--offline"] + recipes.dataDirectory + ["shopping", "add", "catalog-2"])
    #expect(second.status == 0, "\(second.errors)")

    let json = try await listJSON()
    let listed = try #require(json["recipes"] as? [[String: Any]])
    #expect(listed.compactMap { $0["id"] as? String } == ["catalog-1", "catalog-2"])
    #expect(listed.first?["servings"] as? Int == 8)
    let items = try #require(json["items"] as? [[String: Any]])
    #expect(!items.isEmpty)
    for item in items {
      #expect(
        Set(item.keys) == [
          "name", "quantity", "unit", "measure", "checked", "atHome", "recipes", "aisle",
        ])
      // Nothing is in the pantry: nothing is at home.
      #expect(item["atHome"] as? Bool == false)
      #expect(item["quantity"] is NSNull || item["quantity"] is NSNumber)
      #expect(item["checked"] as? Bool == false)
    }
    // Both recipes use garlic: one line, from both, its cloves added.
    let garlic = try #require(items.first { $0["name"] as? String == "Garlic" })
    #expect(garlic["recipes"] as? [String] == ["catalog-1", "catalog-2"])
    #expect(garlic["unit"] as? String == "clove")
    let text = await shopping([])
    #expect(text.output.hasPrefix("Shopping list\nFor "), "\(text.output)")
    #expect(text.output.contains("\nProduce\n- [ ] "), "\(text.output)")
  }

  @Test func addingAgainChangesTheServingsAndTheAmounts() async throws {
    _ = await shopping(["add", "catalog-1", "--servings", "2"])
    let small = try await listJSON()
    _ = await shopping(["add", "catalog-1", "--servings", "4"])
    let large = try await listJSON()
    let listed = try #require(large["recipes"] as? [[String: Any]])
    #expect(listed.count == 1)
    #expect(listed.first?["servings"] as? Int == 4)
    // Weights and volumes double exactly; counts are bought whole, so they are rounded up.
    let measured: Set<String> = ["g", "kg", "ml", "l", "tsp", "tbsp", "cup", "oz", "lb"]
    func quantities(_ json: [String: Any], measured wanted: Bool) -> [Double] {
      ((json["items"] as? [[String: Any]]) ?? []).filter {
        measured.contains($0["unit"] as? String ?? "") == wanted
      }.compactMap { $0["quantity"] as? Double }
    }
    #expect(!quantities(small, measured: true).isEmpty)
    #expect(
      zip(quantities(small, measured: true), quantities(large, measured: true)).allSatisfy {
        abs($0 * 2 - $1) < 0.001
      })
    #expect(
      (quantities(small, measured: false) + quantities(large, measured: false)).allSatisfy {
        $0 == $0.rounded()
      })
  }

  @Test func removeAndClear() async throws {
    _ = await shopping(["add", "catalog-1"])
    _ = await shopping(["add", "catalog-2"])
    let remove = await shopping(["remove", "catalog-1"])
    #expect(remove.status == 0, "\(remove.errors)")
    let left = try #require(try await listJSON()["recipes"] as? [[String: Any]])
    #expect(left.compactMap { $0["id"] as? String } == ["catalog-2"])
    let again = await shopping(["remove", "catalog-1"])
    #expect(again.status == 1)
    #expect(again.errors == "recipes: error: recipe catalog-1 is not on the shopping list.\n")
    let clear = await shopping(["clear"])
    #expect(clear.status == 0)
    #expect((try await listJSON()["recipes"] as? [Any])?.isEmpty == true)
  }

  @Test(arguments: ["catalog-99999", "mine-00000000-nothing", ""])
  func anUnknownRecipeExits1WithOneLine(_ id: String) async throws {
    let result = await shopping(["add", id])
    #expect(result.status == 1)
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect((try await listJSON()["recipes"] as? [Any])?.isEmpty == true)
  }

  @Test(arguments: [
    ["--servings", "0"], ["--servings", "-2"], ["--servings", "many"],
    ["--servings", "1001"], ["--servings"],
  ])
  func badServingsExit2(_ servings: [String]) async {
    let result = await shopping(["add", "catalog-1"] + servings)
    #expect(result.status == 2, "\(result.errors)")
  }

  @Test func garbageRowsListEveryRecipeAndTheItemsOfThoseTheLibraryHas() async throws {
    let imported = await recipes(
      ["import", "-", "--url", "https://kitchen.example.org/shortbread", "--json", "--offline"]
        + recipes.dataDirectory, input: try Fixtures.data("cli/shortbread.html"))
    let own = try #require(try imported.rows().first?["id"] as? String)
    _ = await shopping(["add", "catalog-1", "--servings", "2"])
    _ = await shopping(["add", own])
    let delete = await recipes(["delete", own, "--offline"] + recipes.dataDirectory)
    #expect(delete.status == 0, "\(delete.errors)")
    let long = "catalog-" + String(repeating: "9", count: 2_000)
    let garbage: [(String, Int?)] = [
      ("catalog-99999", nil), ("mine-gone", 0), ("catalog-2", Int.max), ("catalog-3", 1_000),
      ("", 3), (long, -5), ("mine-\u{1}🍅\n", 7),
    ]
    do {
      let library = try await LibraryDatabase.open(
        in: recipes.directory.url, catalog: try RecipesCatalog.data())
      for (id, servings) in garbage {
        try await library.addToShoppingList(.init(rawValue: id), servings: servings)
      }
    }

    let json = try await listJSON()
    let listed = try #require(json["recipes"] as? [[String: Any]])
    #expect(
      listed.compactMap { $0["id"] as? String } == [
        "catalog-1", own, "catalog-99999", "mine-gone", "catalog-2", "catalog-3", long,
        "mine-\u{1}🍅\n",
      ])
    #expect(listed.allSatisfy { (1...1_000).contains($0["servings"] as? Int ?? 0) })
    #expect(listed.first { $0["id"] as? String == "catalog-3" }?["servings"] as? Int == 1_000)
    // Absurdly many servings saved: shopped for as written.
    let written =
      try await recipes(["show", "catalog-2", "--json", "--offline"] + recipes.dataDirectory)
      .object()["servings"] as? Int
    #expect(listed.first { $0["id"] as? String == "catalog-2" }?["servings"] as? Int == written)
    let items = try #require(json["items"] as? [[String: Any]])
    let known: Set<String> = ["catalog-1", "catalog-2", "catalog-3"]
    #expect(!items.isEmpty)
    for item in items {
      let quantity = item["quantity"]
      #expect(quantity is NSNull || (quantity as? Double)?.isFinite == true, "\(item)")
      #expect(Set(item["recipes"] as? [String] ?? [""]).isSubset(of: known), "\(item)")
      let measure = item["measure"] as? String ?? ""
      #expect(!measure.contains("e+") && !measure.contains("nan") && measure != "0", "\(item)")
    }
    let text = await shopping([])
    #expect(text.status == 0, "\(text.errors)")
    #expect(text.output.contains("Recipe catalog-99999 (no longer in the library) · 4 servings"))
    #expect(text.output.contains("\n- [ ] "), "\(text.output)")
  }
}
