import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// A saved shopping list whose rows are garbage (recipes the library does not have,
/// servings of 0, below 0 or absurdly many, a recipe deleted while on the list): the rest
/// of the list shows, and nothing crashes.
@MainActor
@Suite struct ShoppingListGarbageRowsTests {
  private static let eggs = ShoppingListSumTests.recipe("catalog-eggs", ["2 eggs", "100 g flour"])
  private static let milk = ShoppingListSumTests.recipe("catalog-milk", ["1 cup milk"])
  private static let unknownIDs: [Recipe.ID] = [
    "catalog-99999", "", Recipe.ID(rawValue: String(repeating: "x", count: 5_000)),
    "mine-\u{0}\n🍅",
  ]

  /// The state after reading `entries` from a library that has only `eggs` and `milk`.
  private static func state(_ entries: [ShoppingListEntry]) -> ShoppingListFeature.State {
    var state = ShoppingListFeature.State()
    state.list = ShoppingList(entries: entries, recipes: [eggs, milk])
    state.checkedKeys = ["egg", "no such item", ""]
    return state
  }

  @Test(arguments: [0, -3, Int.min, Int.max, 10_000, nil])
  func everyRecipeIsListedAndTheKnownOnesGiveTheirItems(_ servings: Int?) {
    let entries =
      Self.unknownIDs.map { ShoppingListEntry(recipeID: $0, servings: servings) } + [
        ShoppingListEntry(recipeID: Self.eggs.id, servings: servings),
        ShoppingListEntry(recipeID: Self.milk.id, servings: 2),
        ShoppingListEntry(recipeID: Self.eggs.id, servings: 1),
      ]
    let view = ShoppingListViewState(Self.state(entries))
    #expect(view.recipes.map(\.id) == Self.unknownIDs + [Self.eggs.id, Self.milk.id])
    for row in view.recipes where Self.unknownIDs.contains(row.id) {
      #expect(row.name.hasSuffix(" (no longer in the library)"))
    }
    #expect(view.recipes.allSatisfy { $0.servings >= 1 })
    #expect(view.recipes.last?.text == "Catalog-Milk · 2 servings")
    let rows = view.sections.flatMap(\.rows)
    #expect(Set(rows.map(\.key)) == ["egg", "flour", "milk"])
    #expect(rows.first { $0.key == "milk" }?.text == "½ cup Milk")
    #expect(rows.first { $0.key == "egg" }?.isChecked == true)
    for row in rows {
      #expect(!row.measure.contains("e+") && !row.measure.contains("nan"), "\(row.measure)")
      #expect(row.measure != "0" && !row.measure.hasPrefix("0 "), "\(row.measure)")
      #expect(row.recipeNames.split(separator: ",").allSatisfy { $0.contains("Catalog-") })
    }
    #expect(view.summary == "3 items, 1 ticked off")
    #expect(view.plainText.hasPrefix("Shopping list\nFor Recipe catalog-99999 (no longer"))
  }

  @Test func asWrittenServingsAreUsedForCountsOutOfRange() {
    for servings in [0, -3, Int.min, 1_001, Int.max] {
      let view = ShoppingListViewState(
        Self.state([ShoppingListEntry(recipeID: Self.eggs.id, servings: servings)]))
      #expect(view.recipes.map(\.text) == ["Catalog-Eggs · 4 servings"])
      #expect(view.sections.flatMap(\.rows).map(\.text) == ["2 Eggs", "100 g Flour"])
    }
  }

  @Test func aRecipeTheLibraryFailsToReadIsSaidToBeUnreadableNotGoneAndTheRestShown() async {
    let memory = InMemoryLibrary(recipes: [Self.eggs, Self.milk])
    try? await memory.client.addToShoppingList("catalog-broken", nil)
    try? await memory.client.addToShoppingList(Self.milk.id, nil)
    try? await memory.client.addToShoppingList("catalog-gone", 3)
    var library = memory.client
    let read = library.recipe
    library.recipe = { id in
      if id == "catalog-broken" { throw RecipesError.library("database disk image is malformed") }
      return try await read(id)
    }
    let store = Store(
      initialState: ShoppingListFeature.State(), reducer: ShoppingListFeature(library: library))
    await store.send(.loadRequested).finish()
    #expect(store.state.error == nil)
    #expect(store.state.unreadableRecipeIDs == ["catalog-broken"])
    #expect(store.state.list.entries.count == 3)
    #expect(store.state.list.items.map(\.text) == ["1 cup Milk"])
    let view = ShoppingListViewState(store.state)
    #expect(
      view.recipes.map(\.text) == [
        "Recipe catalog-broken (could not be read) · 4 servings",
        "Catalog-Milk · 4 servings",
        "Recipe catalog-gone (no longer in the library) · 3 servings",
      ])

    // Once the library reads it again, it is no longer called unreadable.
    library.recipe = read
    let repaired = Store(
      initialState: store.state, reducer: ShoppingListFeature(library: library))
    await repaired.send(.loadRequested).finish()
    #expect(repaired.state.unreadableRecipeIDs.isEmpty)
  }

  @Test func deletingARecipeOnTheListReadsTheListAgainAndUndoBringsItsItemsBack() async {
    let scones = Recipe(
      id: "mine-scones", name: "Scones",
      ingredients: [Ingredient(name: "buttermilk", measure: "1 cup")],
      servings: 8)
    let library = InMemoryLibrary(recipes: [.mockPasta, scones])
    let store = Store(
      initialState: AppFeature.State(),
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing))
    await store.send(.shoppingList(.addTapped(scones.id, servings: 8))).finish()
    #expect(store.state.shoppingList.list.items.map(\.text) == ["1 cup Buttermilk"])

    // The deletion's effects include the undo timer, which waits on the manual clock: wait
    // for the list read back instead.
    let deleting = store.send(.deleteTapped(scones.id))
    await Self.settle {
      store.state.deletion.deleted != nil && !store.state.shoppingList.isLoading
        && store.state.shoppingList.list.items.isEmpty
    }
    #expect(store.state.shoppingList.list.entries.map(\.recipeID) == [scones.id])
    #expect(store.state.shoppingList.list.items.isEmpty, "the deleted recipe's items stayed")
    #expect(
      ShoppingListViewState(store.state.shoppingList).recipes.map(\.name) == [
        "Recipe mine-scones (no longer in the library)"
      ])

    await store.send(.deletion(.undoTapped)).finish()
    await deleting.finish()
    #expect(store.state.shoppingList.list.items.map(\.text) == ["1 cup Buttermilk"])
  }

  /// Lets the effects in flight run until `condition` holds, on turns of the main actor
  /// rather than on time (at most a million turns, so a bug fails rather than hangs).
  private static func settle(_ condition: () -> Bool) async {
    for _ in 0..<1_000_000 where !condition() { await Task.yield() }
  }
}
