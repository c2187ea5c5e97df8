import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The cook's own items on the shopping list, staples bought whole, the recipe named on a
/// row only when several share the list, and the amounts in the cook's units.
@MainActor
@Suite("Own shopping items")
struct OwnShoppingItemTests {
  private typealias Feature = ShoppingListFeature

  @Test func ownItemsAreAddedAsWrittenInTheirAisleAndRemovedWithTheirTick() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = TestStore(initialState: Feature.State(), reducer: Feature(library: library.client))
    store.send(.ownItemsAdded(["  2 l milk ", "bin bags", "   "])) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    let milk = OwnShoppingItem(id: "own-1", text: "2 l milk")
    let bags = OwnShoppingItem(id: "own-2", text: "bin bags")
    await store.receive(
      .loaded(
        sequence: 1,
        .success(
          Feature.Contents(saved: SavedShoppingList(ownItems: [milk, bags]), recipes: [])))
    ) {
      $0.isLoading = false
      $0.list = ShoppingList(ownItems: [milk, bags])
    }
    let view = ShoppingListViewState(store.state)
    #expect(view.sections.map(\.aisle) == [.dairyAndEggs, .other])
    #expect(view.sections.flatMap(\.rows).map(\.text) == ["2 l milk", "Bin bags"])
    #expect(view.sections.flatMap(\.rows).map(\.ownItemID) == ["own-1", "own-2"])
    #expect(view.summary == "2 items, 0 ticked off")
    #expect(!view.isEmpty)

    store.send(.itemCheckedChanged(key: bags.key, isChecked: true)) {
      $0.checkedKeys = [bags.key]
      // Not in the pantry: the window offers to put it there.
      $0.boughtItem = Feature.BoughtItem(key: bags.key, name: "bin bags")
    }
    store.send(.ownItemRemoved("own-2")) {
      $0.list = ShoppingList(ownItems: [milk])
      $0.checkedKeys = []
      $0.removal = .ownItem(Feature.RemovedOwnItem(item: bags, before: nil, wasChecked: true))
      $0.boughtItem = nil
    }
    #expect(ShoppingListViewState(store.state).undoText == "Removed “Bin bags”")
    store.send(.removalUndoDismissed) { $0.removal = nil }
    store.send(.undoRemovalTapped)
    store.send(.ownItemRemoved("not-there"))
    await store.finish()
    #expect(await library.shopping.ownItems == [milk])
    #expect(await library.shopping.checkedKeys.isEmpty)
  }

  @Test func anOwnItemTakenOffComesBackWhereItWasWithItsTickOnUndo() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let milk = OwnShoppingItem(id: "own-1", text: "2 l milk")
    let bags = OwnShoppingItem(id: "own-2", text: "bin bags")
    let soap = OwnShoppingItem(id: "own-3", text: "soap")
    _ = try? await library.client.addOwnShoppingItems(["2 l milk", "bin bags", "soap"])
    try? await library.client.setShoppingItemChecked(bags.key, true)
    var initial = Feature.State()
    initial.list = ShoppingList(ownItems: [milk, bags, soap])
    initial.checkedKeys = [bags.key]
    let store = TestStore(initialState: initial, reducer: Feature(library: library.client))

    store.send(.ownItemRemoved("own-2")) {
      $0.list = ShoppingList(ownItems: [milk, soap])
      $0.checkedKeys = []
      $0.removal = .ownItem(
        Feature.RemovedOwnItem(item: bags, before: "own-3", wasChecked: true))
    }
    await store.finish()
    #expect(await library.shopping.ownItems == [milk, soap])
    store.send(.undoRemovalTapped) {
      $0.removal = nil
      $0.isLoading = true
      $0.readSequence = 1
    }
    let saved = SavedShoppingList(ownItems: [milk, bags, soap], checkedKeys: [bags.key])
    await store.receive(
      .loaded(sequence: 1, .success(Feature.Contents(saved: saved, recipes: [])))
    ) {
      $0.isLoading = false
      $0.list = ShoppingList(ownItems: [milk, bags, soap])
      $0.checkedKeys = [bags.key]
    }
    #expect(ShoppingListViewState(store.state).undoText == nil)
    await store.finish()
  }

  @Test func staplesMeasuredInSpoonsAreBoughtWholeAndOthersKeepTheirAmounts() {
    let curry = Recipe(
      id: "mine-curry", name: "Curry",
      ingredients: [
        Ingredient(name: "salt", measure: "2 ¾ tsp"),
        Ingredient(name: "ground cumin", measure: "1 tbsp"),
        Ingredient(name: "olive oil", measure: "3 tbsp"),
        Ingredient(name: "rice", measure: "300 g"),
        Ingredient(name: "butter", measure: "2 tbsp"),
        Ingredient(name: "onions", measure: "2"),
      ], servings: 4)
    let list = ShoppingList(entries: [ShoppingListEntry(recipeID: curry.id)], recipes: [curry])
    var state = Feature.State()
    state.list = list
    let rows = ShoppingListViewState(state).sections.flatMap(\.rows)
    let texts = Set(rows.map(\.text))
    #expect(texts.isSuperset(of: ["Salt", "Ground cumin", "Olive oil", "300 g Rice", "2 Onions"]))
    #expect(texts.contains("2 tbsp Butter"), "dairy keeps its amount: \(texts)")
    // One recipe on the list: no row repeats its name.
    #expect(rows.allSatisfy { $0.recipeNames.isEmpty })
  }

  @Test func rowsNameTheirRecipesOnlyWhenSeveralShareTheList() {
    let entries = [Recipe.mockPasta, .mockDessert].map { ShoppingListEntry(recipeID: $0.id) }
    var state = Feature.State()
    state.list = ShoppingList(entries: entries, recipes: [.mockPasta, .mockDessert])
    let rows = ShoppingListViewState(state).sections.flatMap(\.rows)
    #expect(rows.contains { $0.recipeNames == "Pasta alla Norma" })
  }

  @Test func theAmountsFollowTheCooksUnits() {
    let pancakes = Recipe(
      id: "mine-pancakes", name: "Pancakes",
      ingredients: [Ingredient(name: "milk", measure: "1 cup")], servings: 4)
    var state = Feature.State()
    state.list = ShoppingList(
      entries: [ShoppingListEntry(recipeID: pancakes.id)], recipes: [pancakes])
    #expect(state.list.items.map(\.text) == ["1 cup Milk"])
    state.units = .metric
    #expect(state.list.units == .metric)
    #expect(state.list.items.map(\.text) == ["235 ml Milk"], "a US cup is 236.6 ml")
  }
}

/// Items written in German or French go to their aisle too.
@Suite("Own shopping items in other languages")
struct OwnShoppingItemLanguageTests {
  @Test(arguments: [
    ("500 g Mehl", GroceryAisle.pantry), ("1 Bund Petersilie", .produce),
    ("2 l Milch", .dairyAndEggs), ("6 Eier", .dairyAndEggs), ("1 l de lait", .dairyAndEggs),
    ("farine", .pantry), ("3 oignons", .produce), ("Lachs", .meatAndFish),
    ("une baguette", .bakery), ("Salz", .spices), ("2 l milk", .dairyAndEggs),
    ("bin bags", .other),
  ])
  func anItemGoesToItsAisle(_ text: String, _ aisle: GroceryAisle) {
    #expect(OwnShoppingItem(id: "1", text: text).aisle == aisle, "\(text)")
  }
}
