import RecipesCore
import RecipesQuantities
import RecipesTestSupport
import Testing

/// Properties over many generated lists: the order recipes are added in changes nothing
/// but the order of recipes, and adding then removing a recipe gives the list back.
@Suite struct ShoppingListPropertyTests {

  private static let lines = [
    "200 g plain flour", "0.5 kg flour", "1 cup milk", "2 tbsp milk", "3 eggs", "1 large egg",
    "2 cloves garlic", "1 tsp garlic", "salt to taste", "1 tsp salt", "⅓ cup cream",
    "2-3 tomatoes", "1 can chickpeas", "1 can garbanzo beans", "1 lb beef mince",
    "8 oz minced beef", "100 ml stock", "1 l stock", "2 onions", "1 red onion", "a pinch of sugar",
    "1 ½ cups sugar", "50 g sugar", "½ tsp cumin", "1 bunch coriander", "2 scallions",
    "1 pint milk", "4 oz butter", "100 g butter", "1/16 tsp cayenne pepper",
  ]

  private static func recipes(_ count: Int, using random: inout SeededRandomNumberGenerator)
    -> [Recipe]
  {
    (0..<count).map { index in
      let picked = (0..<Int.random(in: 1...8, using: &random)).compactMap { _ in
        lines.randomElement(using: &random)
      }
      return ShoppingListSumTests.recipe(
        Recipe.ID(rawValue: "catalog-\(index)"), picked,
        servings: Bool.random(using: &random) ? Int.random(in: 1...8, using: &random) : nil)
    }
  }

  private static func entries(_ recipes: [Recipe], using random: inout SeededRandomNumberGenerator)
    -> [ShoppingListEntry]
  {
    recipes.map {
      ShoppingListEntry(
        recipeID: $0.id, servings: [nil, 1, 2, 3, 6, 12].randomElement(using: &random) ?? nil)
    }
  }

  /// What a list holds, with each item's recipes as a set.
  private static func contents(_ list: ShoppingList) -> [String] {
    list.items.map { item in
      let lines = item.lines.map { "\($0.measure) \(Set($0.recipeIDs).sorted())" }
      return "\(item.aisle) \(item.name): \(lines)"
    }
  }

  @Test func sumsCommute() {
    var random = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<200 {
      let recipes = Self.recipes(Int.random(in: 2...6, using: &random), using: &random)
      let entries = Self.entries(recipes, using: &random)
      let forward = ShoppingList(entries: entries, recipes: recipes)
      let backward = ShoppingList(
        entries: entries.reversed(), recipes: recipes.shuffled(using: &random))
      #expect(Self.contents(forward) == Self.contents(backward))
      #expect(forward.items.map(\.key) == backward.items.map(\.key))
    }
  }

  @Test func addingThenRemovingARecipeGivesTheListBack() {
    var random = SeededRandomNumberGenerator(seed: 11)
    for _ in 0..<200 {
      let recipes = Self.recipes(Int.random(in: 1...6, using: &random), using: &random)
      let list = ShoppingList(entries: Self.entries(recipes, using: &random), recipes: recipes)
      let extra = ShoppingListSumTests.recipe(
        "mine-extra", Array(Self.lines.shuffled(using: &random).prefix(5)))
      let added = list.adding(extra, servings: Int.random(in: 1...10, using: &random))
      #expect(added.entries.last?.recipeID == "mine-extra")
      #expect(added.removing("mine-extra") == list)
    }
  }

  @Test func addingARecipeAlreadyOnTheListChangesItsServingsInPlace() throws {
    let first = ShoppingListSumTests.recipe("catalog-a", ["200 g flour"])
    let second = ShoppingListSumTests.recipe("catalog-b", ["2 eggs"])
    let list = ShoppingList(recipes: []).adding(first, servings: nil).adding(second, servings: nil)
    let changed = list.adding(first, servings: 8)
    #expect(changed.entries.map(\.recipeID) == ["catalog-a", "catalog-b"])
    #expect(changed.entries.map(\.servings) == [8, nil])
    #expect(changed.items.map(\.text) == ["2 Eggs", "400 g Flour"])
  }
}
