import Foundation
import Testing

/// The JSON of `list`, `search` and `show`, as docs/command-line.md describes it, checked against the
/// shipped catalog; and favorites kept by `favorite` coming back through them.
@MainActor
@Suite struct JSONOutputTests {
  private let recipes: CommandLineRun
  private let catalog: Catalog

  init() throws {
    recipes = try CommandLineRun()
    catalog = try Catalog()
  }

  private func run(_ arguments: [String]) async throws -> CommandResult {
    let result = await recipes(arguments + ["--offline"] + recipes.dataDirectory)
    try #require(result.status == 0, "\(arguments) failed: \(result.errors)")
    return result
  }

  /// Checks one row's fields and their types, and returns its id.
  @discardableResult
  private func checkRow(_ row: [String: Any]) -> String? {
    let allowed: Set<String> = ["id", "name", "category", "area", "favorite", "rating"]
    #expect(Set(row.keys).isSubset(of: allowed), "unexpected fields: \(row.keys)")
    // Always there: a number of stars, or null when not rated.
    #expect(row["rating"] is NSNull || row["rating"] is Int)
    #expect(row["name"] is String)
    #expect(row["favorite"] is Bool)
    for optional in ["category", "area"] where row[optional] != nil {
      #expect(row[optional] is String, "\(optional) is a string when present")
    }
    return row["id"] as? String
  }

  private func favoriteIDs() async throws -> Set<String> {
    let rows = try await run(["list", "--favorites", "--json"]).rows()
    #expect(rows.allSatisfy { $0["favorite"] as? Bool == true })
    return Set(rows.compactMap { $0["id"] as? String })
  }

  @Test func listPrintsEveryCatalogRecipeOnce() async throws {
    let rows = try await run(["list", "--json"]).rows()
    let ids = rows.compactMap { checkRow($0) }
    #expect(ids.count == rows.count, "every row has a string id")
    #expect(Set(ids) == Set(catalog.entries.map(\.id)))
    #expect(ids.count == catalog.entries.count)
    for row in rows {
      let entry = catalog.entries.first { $0.id == row["id"] as? String }
      #expect(row["name"] as? String == entry?.name)
      #expect(row["category"] as? String == entry?.category)
      #expect(row["area"] as? String == entry?.area)
      #expect(row["favorite"] as? Bool == false)
    }
  }

  @Test func listFiltersByCategoryAndArea() async throws {
    let desserts = try await run(["list", "--category", "Dessert", "--json"]).rows()
    let expected = catalog.entries.filter { $0.category == "Dessert" }.map(\.id)
    #expect(!expected.isEmpty)
    #expect(Set(desserts.compactMap { checkRow($0) }) == Set(expected))

    let gazpacho = try catalog.entry(named: "Gazpacho")
    let area = try #require(gazpacho.area)
    let fromThere = try await run(["list", "--area", area, "--json"]).rows()
    #expect(fromThere.allSatisfy { $0["area"] as? String == area })
    #expect(fromThere.contains { $0["id"] as? String == gazpacho.id })
  }

  @Test func searchFindsTheRecipeByNameAndHonoursTheLimit() async throws {
    let gazpacho = try catalog.entry(named: "Gazpacho")
    let rows = try await run(["search", "gazpacho", "--json"]).rows()
    rows.forEach { checkRow($0) }
    #expect(rows.first?["id"] as? String == gazpacho.id, "the recipe named so comes first")

    let chicken = try await run(["search", "chicken", "--json"]).rows()
    #expect(chicken.count > 2)
    let limited = try await run(["search", "chicken", "--limit", "2", "--json"]).rows()
    #expect(
      limited.compactMap { $0["id"] as? String }
        == chicken.prefix(2).compactMap { $0["id"] as? String })
  }

  @Test func showPrintsTheRecipeAskedFor() async throws {
    let entry = try catalog.entry(named: "Beef and Guinness Stew")
    let recipe = try await run(["show", entry.id, "--json"]).object()
    let allowed: Set<String> = [
      "id", "name", "category", "area", "favorite", "tags", "ingredients", "steps", "sections",
      "servings", "yield", "prepMinutes", "cookMinutes", "totalMinutes", "description",
      "author", "thumbnailURL", "sourceURL", "videoURL", "lastCooked", "rating",
    ]
    #expect(Set(recipe.keys).isSubset(of: allowed), "unexpected fields: \(recipe.keys)")
    #expect(recipe["id"] as? String == entry.id)
    #expect(recipe["name"] as? String == entry.name)
    #expect(recipe["category"] as? String == entry.category)
    #expect(recipe["area"] as? String == entry.area)
    #expect(recipe["favorite"] as? Bool == false)
    #expect(recipe["rating"] is NSNull, "not rated: null")
    #expect(recipe["tags"] is [String])
    let ingredients = try #require(recipe["ingredients"] as? [[String: Any]])
    #expect(ingredients.count == entry.ingredientCount)
    for ingredient in ingredients {
      // A catalog line has no group, so that key is left out; the others are always there.
      #expect(
        Set(ingredient.keys)
          == ["text", "quantity", "quantityMax", "unit", "name", "note", "measure"])
      let name = try #require(ingredient["name"] as? String)
      let text = try #require(ingredient["text"] as? String)
      #expect(!name.isEmpty)
      #expect(text.contains(name), "\(name) is not a word of \(text)")
      #expect(ingredient["measure"] is String)
    }
    // The catalog's method has no titled sections.
    #expect(recipe["sections"] == nil)
    let stepObjects = try #require(recipe["steps"] as? [[String: Any]])
    let steps = stepObjects.compactMap { $0["text"] as? String }
    #expect(steps.count == stepObjects.count && steps.count > 1, "separate steps with text")
    #expect(steps.first?.hasPrefix("Heat the oven") == true, "in order: \(steps)")
    let timers = stepObjects.map { $0["timers"] as? [Int] }
    #expect(!timers.contains { $0 == nil }, "every step lists its timers")
    // "Heat the oven to 160°C (140°C fan)." is no timer; the stew's browning "a couple of
    // minutes" a side is.
    #expect(timers.first == [])
    #expect(timers.contains { $0?.contains(120) == true }, "timers: \(timers)")
    for link in ["thumbnailURL", "sourceURL", "videoURL"] {
      if let text = recipe[link] {
        #expect((text as? String).flatMap(URL.init(string:)) != nil, "\(link) is a URL")
      }
    }
  }

  @Test func favoritesRoundTrip() async throws {
    let first = try catalog.entry(named: "Gazpacho").id
    let second = try catalog.entry(named: "Beef Stroganoff").id
    #expect(try await favoriteIDs().isEmpty)

    let marked = try await run(["favorite", first])
    #expect(marked.output.contains("Gazpacho"))
    _ = try await run(["favorite", second])
    _ = try await run(["favorite", second])  // already one: stays one
    #expect(try await favoriteIDs() == [first, second])
    #expect(try await run(["show", first, "--json"]).object()["favorite"] as? Bool == true)
    let starred = try await run(["list", "--json"]).rows()
      .filter { $0["favorite"] as? Bool == true }.compactMap { $0["id"] as? String }
    #expect(Set(starred) == [first, second])
    let found = try await run(["search", "gazpacho", "--json"]).rows()
    #expect(found.first { $0["id"] as? String == first }?["favorite"] as? Bool == true)

    _ = try await run(["favorite", first, "--remove"])
    #expect(try await favoriteIDs() == [second])
    #expect(try await run(["show", first, "--json"]).object()["favorite"] as? Bool == false)
  }
}
