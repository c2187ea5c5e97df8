import RecipesCore
import RecipesQuantities
import Testing

/// The list buys what a shop sells.
///
/// A ground spice is the spice, a spoon of a herb is in its bunch, lemon juice is lemons.
/// Lines made up here, two recipes' each.
@Suite struct ShoppingPurchaseTests {
  static func list(_ first: [String], _ second: [String] = []) -> ShoppingList {
    let recipes = [
      ShoppingListSumTests.recipe("catalog-a", first),
      ShoppingListSumTests.recipe("catalog-b", second),
    ]
    return ShoppingList(
      entries: recipes.map { ShoppingListEntry(recipeID: $0.id) }, recipes: recipes)
  }

  // Each row: a line of the first recipe | a line of the second | the one item's text.
  static let table = """
    1 tsp cumin | 1 tsp ground cumin | 2 tsp Cumin
    ½ tsp ground cinnamon | 1 tsp cinnamon | 1 ½ tsp Cinnamon
    1 TL Kreuzkümmel | 1 TL gemahlener Kreuzkümmel | 2 tsp Kreuzkümmel
    1 c. à café de cumin moulu | 1 c. à café de cumin | 2 tsp Cumin
    2 tbsp chopped coriander | 3 bunches coriander | 3 bunches Coriander
    1 handful basil leaves | 1 bunch basil | 1 bunch Basil
    2 tbsp chopped parsley | 1 tbsp parsley | 1 bunch Parsley
    2 EL frische Petersilie | 1 Bund Petersilie | 1 bunch Petersilie
    2 tbsp lemon juice | 2 lemons | 3 Lemons
    3 tbsp freshly squeezed lemon juice | 1 tbsp lemon juice | 2 Lemons
    4 tbsp lemon juice | 1 tbsp grated lemon zest | 2 Lemons
    1 tbsp lemon zest | 1 tsp lemon juice | 1 Lemon
    1 tbsp lime juice | 1 lime | 2 Limes
    60 ml lime juice | 1 lime, cut in wedges | 3 Limes
    a squeeze of lemon juice | 1 tsp lemon juice | 1 Lemon
    """

  @Test(arguments: table.split(separator: "\n"))
  func oneItemOfWhatAShopSells(_ row: Substring) throws {
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    try #require(cells.count == 3)
    let list = Self.list([cells[0]], [cells[1]])
    #expect(list.items.map(\.text) == [cells[2]])
    #expect(list.items.first?.recipeIDs == ["catalog-a", "catalog-b"])
  }

  /// Pairs that stay two items: seeds are not the ground spice, the ground spice is not the
  /// leaves or the root.
  static let apart = """
    1 tsp cumin seeds | 1 tsp ground cumin
    1 tsp ground coriander | 1 bunch coriander
    1 tsp ground ginger | 3 cm ginger
    500 g ground beef | 1 tsp ground cumin
    """

  @Test(arguments: apart.split(separator: "\n"))
  func differentProductsStayApart(_ row: Substring) throws {
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    let list = Self.list([cells[0]], [cells[1]])
    #expect(list.items.count == 2, "\(list.items.map(\.text))")
  }

  @Test func aHerbOnlyInSpoonsIsOneBunch() throws {
    let list = Self.list(["3 tbsp chopped dill", "2 cups basil leaves", "2 tbsp mint"])
    #expect(
      list.items.map(\.text).sorted() == ["1 bunch Basil leaves", "1 bunch Dill", "1 bunch Mint"])
    // A teaspoon of coriander alone may be the spice: left as written.
    #expect(Self.list(["1 tsp coriander"]).items.map(\.text) == ["1 tsp Coriander"])
  }

  @Test func lemonJuiceIsBoughtAsLemonsInGermanAndFrench() throws {
    let german = Self.list(["3 EL Zitronensaft"], ["1 Zitrone"])
    #expect(german.items.count == 1)
    #expect(german.items.first?.measure == "2")
    #expect(german.items.first?.key == ShoppingName.key("Zitrone"))
    let french = Self.list(["2 c. à soupe de jus de citron"], ["1 citron"])
    #expect(french.items.map(\.measure) == ["2"])
    let lime = Self.list(["1 c. à soupe de jus de citron vert"])
    #expect(lime.items.first?.key == ShoppingName.key("citron vert"))
    #expect(lime.items.first?.measure == "1")
  }

  @Test func theLemonsAreInProduceNotDrinks() throws {
    let item = try #require(Self.list(["2 tbsp lemon juice"]).items.first)
    #expect(item.aisle == .produce)
    #expect(item.text == "1 Lemon")
  }
}
