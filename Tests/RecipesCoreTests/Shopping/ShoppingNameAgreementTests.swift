import RecipesCore
import RecipesQuantities
import Testing

/// An item's name agrees with its count: "2 Onions", "1 Onion", never "2 Onion".
///
/// A name after a unit ("2 cups Rice") is left as the recipes wrote it; counts are bought
/// whole.
@Suite struct ShoppingNameAgreementTests {
  // Each row: a line of the first recipe | a line of the second | the item's text.
  static let table = """
    1 onion | 1 onion | 2 Onions
    1 Courgette | 1 zucchini | 2 Courgettes
    1 potato | 1 potato | 2 Potatoes
    1 tomato | 1 tomatoes | 2 Tomatoes
    1 bay leaf | 2 bay leaves | 3 Bay leaves
    1 chilli | 1 chilli | 2 Chillies
    1 red pepper | 1 red pepper | 2 Red peppers
    1 cup rice | 1 cup rice | 2 cups Rice
    2 cloves garlic | 1 clove garlic | 3 cloves Garlic
    1 garlic | 1 garlic | 2 Garlic
    ½ onion | 1 onion | 2 Onions
    1 ½ tins chopped tomatoes | 1 tin chopped tomatoes | 3 tins Chopped tomatoes
    ½ bunch parsley | ¼ bunch parsley | 1 bunch Parsley
    1–1 ½ lemons | ½ lemon | 2 Lemons
    1–1 ½ lemons | 1 lemon | 2–3 Lemons
    """

  @Test(arguments: table.split(separator: "\n"))
  func twoRecipesCountsAgreeWithTheirName(_ row: Substring) throws {
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    try #require(cells.count == 3)
    let list = ShoppingListSumTests.list([cells[0]], [cells[1]])
    #expect(list.items.map(\.text) == [cells[2]])
  }

  @Test func fewerServingsMakeTheNameSingular() {
    let recipe = ShoppingListSumTests.recipe("catalog-a", ["2 onions", "4 Tomatoes"])
    func texts(_ servings: Int) -> [String] {
      ShoppingList(
        entries: [ShoppingListEntry(recipeID: recipe.id, servings: servings)], recipes: [recipe]
      ).items.map(\.text)
    }
    // Half an onion for one serving: one onion is bought.
    #expect(texts(1) == ["1 Onion", "1 Tomato"])
    #expect(texts(2) == ["1 Onion", "2 Tomatoes"])
    #expect(texts(8) == ["4 Onions", "8 Tomatoes"])
  }

  @Test func aPluralARecipeWroteIsKeptOverOneMadeByRule() {
    // "mango" is used most, so it names the item; for three the plural a recipe wrote,
    // "mangos", wins over the rule's "mangoes".
    let recipes = [
      ShoppingListSumTests.recipe("catalog-a", ["1 mango"]),
      ShoppingListSumTests.recipe("catalog-b", ["1 mango"]),
      ShoppingListSumTests.recipe("catalog-c", ["1 mangos"]),
    ]
    let list = ShoppingList(
      entries: recipes.map { ShoppingListEntry(recipeID: $0.id) }, recipes: recipes)
    #expect(list.items.map(\.text) == ["3 Mangos"])
    let alone = ShoppingListSumTests.recipe("catalog-d", ["1 mango", "1 mango"])
    let derived = ShoppingList(entries: [ShoppingListEntry(recipeID: alone.id)], recipes: [alone])
    #expect(derived.items.map(\.text) == ["2 Mangoes"])
  }

  /// The singular and plural of each name, as a cook writes them.
  static let forms: [String: (String, String)] = [
    "onion": ("Onion", "Onions"), "tomato": ("Tomato", "Tomatoes"),
    "bay leaf": ("Bay leaf", "Bay leaves"), "potato": ("Potato", "Potatoes"),
    "egg": ("Egg", "Eggs"), "chilli": ("Chilli", "Chillies"),
  ]

  @Test func noServingsGiveACountThatDisagreesWithItsName() throws {
    let recipe = ShoppingListSumTests.recipe(
      "catalog-a",
      ["1 onion", "3 tomatoes", "1 bay leaf", "2 potatoes", "1 egg", "1 chilli"], servings: 3)
    for servings in 1...24 {
      let list = ShoppingList(
        entries: [ShoppingListEntry(recipeID: recipe.id, servings: servings)], recipes: [recipe])
      #expect(list.items.count == Self.forms.count)
      for item in list.items {
        let (singular, plural) = try #require(Self.forms[item.key], "\(item.key)")
        // The count as a reader takes it: what the parser reads back from the measure.
        let count = try #require(IngredientLineParser.parse(item.measure + " x").quantity)
        #expect(
          item.name == (count > .one ? plural : singular), "\(servings) servings: \(item.text)")
      }
    }
  }
}
