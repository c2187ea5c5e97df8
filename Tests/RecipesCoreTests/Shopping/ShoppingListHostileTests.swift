import Foundation
import RecipesCore
import Testing

/// Recipes no cook wrote: nothing crashes, nothing shows float noise or a zero.
@Suite struct ShoppingListHostileTests {
  static let hostileLines = [
    "", " ", "½½½", "1/0 cup flour", "-3 cups flour", "1e309 g flour", "🍅🍅 tomatoes",
    "99999999999999999999 kg flour", "9223372036854775807 g flour", "9223372036854775807 g flour",
    "0 g flour", "0.0000001 g flour", String(repeating: "flour ", count: 1_700),
    String(repeating: "9", count: 10_000), "1 " + String(repeating: "x", count: 10_000),
    "\u{0000} g", "1 cup", "cup", "to taste", ",,,", "2–3–4 eggs", "1 1 1 1 cup sugar",
  ]

  @Test func hostileLinesNeverCrashAndGiveSaneMeasures() {
    let recipe = ShoppingListSumTests.recipe("catalog-x", Self.hostileLines)
    for servings in [nil, 1, 3, 1_000, Int.max, 0, -5] {
      let list = ShoppingList(
        entries: [ShoppingListEntry(recipeID: recipe.id, servings: servings)], recipes: [recipe])
      for item in list.items {
        #expect(!item.name.isEmpty)
        #expect(item.name.count <= 81)
        for line in item.lines {
          let measure = line.measure
          #expect(measure != "0" && !measure.hasPrefix("0 "), "\(item.name): \(measure)")
          #expect(!measure.contains("e+") && !measure.contains("nan"), "\(measure)")
        }
      }
      let text = ShoppingListViewState(
        {
          var state = ShoppingListFeature.State()
          state.list = list
          return state
        }()
      ).plainText
      #expect(text.hasPrefix("Shopping list\n"))
    }
  }

  @Test func hugeQuantitiesThatCannotBeAddedStayOnTheirOwnLines() throws {
    let big = "9223372036854775807 g flour"
    let list = ShoppingListSumTests.list([big, big], [big])
    let flour = try #require(list.items.first)
    #expect(flour.lines.count >= 2, "\(flour.lines.map(\.measure))")
    #expect(flour.recipeIDs == ["catalog-a", "catalog-b"])
  }

  @Test func aListOfManyRecipesWithLongNamesIsBuilt() {
    let long = String(repeating: "very long ingredient name ", count: 400)
    let recipes = (0..<60).map { index in
      ShoppingListSumTests.recipe(
        Recipe.ID(rawValue: "catalog-\(index)"), ["1 cup \(long)", "2 \(long)s", "\(index) g salt"])
    }
    let list = ShoppingList(
      entries: recipes.map { ShoppingListEntry(recipeID: $0.id) }, recipes: recipes)
    #expect(list.items.count == 2)
    #expect(list.items.first { $0.key == "salt" }?.measure == "1.77 kg")
  }
}
