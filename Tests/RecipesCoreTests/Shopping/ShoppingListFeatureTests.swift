import Foundation
import RecipesCore
import RecipesQuantities
import RecipesTestSupport
import Testing

@MainActor
@Suite("ShoppingListFeature")
struct ShoppingListFeatureTests {
  private typealias Feature = ShoppingListFeature

  private func makeStore(
    _ library: Library, state: Feature.State = Feature.State()
  ) -> TestStore<Feature.State, Feature.Action> {
    TestStore(initialState: state, reducer: ShoppingListFeature(library: library))
  }

  private static func contents(
    _ entries: [ShoppingListEntry], checked: Set<String> = [], recipes: [Recipe]
  ) -> Feature.Contents {
    Feature.Contents(
      saved: SavedShoppingList(entries: entries, checkedKeys: checked), recipes: recipes)
  }

  @Test func openingTheWindowReadsTheList() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = makeStore(library.client)
    store.send(.openTapped) {
      $0.isOpen = true
      $0.openRequest = 1
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .success(Self.contents([], recipes: [])))) {
      $0.isLoading = false
    }
    store.send(.windowClosed) { $0.isOpen = false }
    await store.finish()
  }

  @Test func addingARecipeSavesItAndReadsTheListBack() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = makeStore(library.client)
    let entry = ShoppingListEntry(recipeID: Recipe.mockDessert.id, servings: 8)
    store.send(.addTapped(Recipe.mockDessert.id, servings: 8)) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(
      .loaded(sequence: 1, .success(Self.contents([entry], recipes: [.mockDessert])))
    ) {
      $0.isLoading = false
      $0.list = ShoppingList(entries: [entry], recipes: [.mockDessert])
    }
    #expect(store.state.list.items.first { $0.key == "butter" }?.measure == "300 g")
    #expect(await library.shopping.entries == [entry])
    await store.finish()
  }

  @Test func tickingAnItemSavesItAndUntickingItToo() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = makeStore(library.client)
    store.send(.itemCheckedChanged(key: "butter", isChecked: true)) {
      $0.checkedKeys = ["butter"]
    }
    await store.finish()
    #expect(await library.shopping.checkedKeys == ["butter"])
    // The same state again writes nothing.
    store.send(.itemCheckedChanged(key: "butter", isChecked: true))
    store.send(.itemCheckedChanged(key: "butter", isChecked: false)) { $0.checkedKeys = [] }
    await store.finish()
    #expect(await library.shopping.checkedKeys.isEmpty)
  }

  @Test func aTickedItemThatNowNeedsMoreLosesItsTickAndFewerKeepsIt() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let state = await Self.pastaForTwo(in: library)
    let store = makeStore(library.client, state: state)
    // Fewer servings: the rigatoni bought (100 g) is still enough.
    let forOne = ShoppingListEntry(recipeID: Recipe.mockPasta.id, servings: 1)
    store.send(.addTapped(Recipe.mockPasta.id, servings: 1)) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(
      .loaded(
        sequence: 1,
        .success(Self.contents([forOne], checked: ["rigatoni"], recipes: [.mockPasta])))
    ) {
      $0.isLoading = false
      $0.list = ShoppingList(entries: [forOne], recipes: [.mockPasta])
    }
    await store.finish()
    #expect(await library.shopping.checkedKeys == ["rigatoni"])
    // More servings: 400 g of rigatoni is more than was bought, so the tick goes, here and
    // in the library.
    let forFour = ShoppingListEntry(recipeID: Recipe.mockPasta.id, servings: 4)
    store.send(.addTapped(Recipe.mockPasta.id, servings: 4)) {
      $0.isLoading = true
      $0.readSequence = 2
    }
    await store.receive(
      .loaded(
        sequence: 2,
        .success(Self.contents([forFour], checked: ["rigatoni"], recipes: [.mockPasta])))
    ) {
      $0.isLoading = false
      $0.list = ShoppingList(entries: [forFour], recipes: [.mockPasta])
      $0.checkedKeys = []
    }
    await store.finish()
    #expect(await library.shopping.checkedKeys.isEmpty)
    #expect(store.state.list.items.first { $0.key == "rigatoni" }?.measure == "400 g")
  }

  @Test func anItemNeedsMoreWhenAnAmountGrowsOrANewUnitComesButNotWhenBoughtWhole() {
    func item(_ key: String, aisle: GroceryAisle = .pantry, _ lines: [ShoppingItem.Line])
      -> ShoppingItem
    {
      ShoppingItem(key: key, name: key, aisle: aisle, lines: lines, recipeIDs: [])
    }
    func line(_ quantity: Int?, _ unit: CookingUnit?) -> ShoppingItem.Line {
      ShoppingItem.Line(quantity: quantity.map { Rational($0) }, unit: unit, recipeIDs: [])
    }
    let flour = item("flour", [line(200, .gram)])
    #expect(item("flour", [line(300, .gram)]).needsMore(than: flour))
    #expect(!item("flour", [line(200, .gram)]).needsMore(than: flour))
    #expect(!item("flour", [line(100, .gram)]).needsMore(than: flour))
    #expect(item("flour", [line(200, .gram), line(1, .cup)]).needsMore(than: flour))
    #expect(!item("flour", [line(200, .gram), line(nil, nil)]).needsMore(than: flour))
    // Salt in spoons is bought as a packet, whatever the recipes add.
    let salt = item("salt", aisle: .spices, [line(1, .teaspoon)])
    #expect(!item("salt", aisle: .spices, [line(3, .teaspoon)]).needsMore(than: salt))
  }

  @Test func removingARecipeDropsItsItemsAndTheirTicksButNotSharedOnes() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let client = library.client
    try? await client.addToShoppingList(Recipe.mockDessert.id, nil)
    try? await client.addToShoppingList(Recipe.mockCremeBrulee.id, nil)
    try? await client.setShoppingItemChecked("walnut", true)
    try? await client.setShoppingItemChecked("caster sugar", true)
    var state = Feature.State()
    let entries = [
      ShoppingListEntry(recipeID: Recipe.mockDessert.id),
      ShoppingListEntry(recipeID: Recipe.mockCremeBrulee.id),
    ]
    state.list = ShoppingList(entries: entries, recipes: [.mockDessert, .mockCremeBrulee])
    state.checkedKeys = ["walnut", "caster sugar"]
    let store = makeStore(client, state: state)
    store.send(.removeTapped(Recipe.mockDessert.id)) {
      $0.list = ShoppingList(entries: [entries[1]], recipes: [.mockCremeBrulee])
      $0.checkedKeys = ["caster sugar"]
      $0.removal = .recipe(
        Feature.RemovedRecipe(entry: entries[0], name: "Walnut Brownies", checkedKeys: ["walnut"]))
    }
    await store.finish()
    #expect(
      await library.shopping
        == SavedShoppingList(entries: [entries[1]], checkedKeys: ["caster sugar"]))
    #expect(ShoppingListViewState(store.state).undoText == "Removed “Walnut Brownies”")
    #expect(store.state.removal?.name == "Walnut Brownies", "the offer is the recipe's")

    // Undo: the recipe comes back for its servings, with the tick that went with it.
    store.send(.undoRemovalTapped) {
      $0.removal = nil
      $0.isLoading = true
      $0.readSequence = 1
    }
    let back = [entries[1], entries[0]]
    await store.receive(
      .loaded(
        sequence: 1,
        .success(
          Self.contents(
            back, checked: ["caster sugar", "walnut"],
            recipes: [.mockCremeBrulee, .mockDessert])))
    ) {
      $0.isLoading = false
      $0.list = ShoppingList(entries: back, recipes: [.mockCremeBrulee, .mockDessert])
      $0.checkedKeys = ["caster sugar", "walnut"]
    }
    await store.finish()
    #expect(await library.shopping.checkedKeys == ["caster sugar", "walnut"])
  }

  /// A list with the pasta for 2, "rigatoni" ticked, saved in `library` and in the state.
  private static func pastaForTwo(in library: InMemoryLibrary) async -> Feature.State {
    try? await library.client.addToShoppingList(Recipe.mockPasta.id, 2)
    try? await library.client.setShoppingItemChecked("rigatoni", true)
    var state = Feature.State()
    state.isOpen = true
    state.list = ShoppingList(
      entries: [ShoppingListEntry(recipeID: Recipe.mockPasta.id, servings: 2)],
      recipes: [.mockPasta])
    state.checkedKeys = ["rigatoni"]
    return state
  }

  @Test func clearAsksFirstAndOnlyTheConfirmationEmptiesTheListAndItsTicks() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let saved = await Self.pastaForTwo(in: library)
    let store = makeStore(library.client, state: saved)
    store.send(.clearTapped) { $0.isConfirmingClear = true }
    await store.finish()
    #expect(await library.shopping.entries.count == 1, "asking wrote nothing")
    store.send(.clearConfirmed) {
      $0.isConfirmingClear = false
      $0.list = ShoppingList()
      $0.checkedKeys = []
    }
    await store.finish()
    #expect(await library.shopping == SavedShoppingList())
  }

  @Test func keepAnswersTheQuestionAndLeavesTheListAlone() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let saved = await Self.pastaForTwo(in: library)
    let store = makeStore(library.client, state: saved)
    store.send(.clearTapped) { $0.isConfirmingClear = true }
    store.send(.keepListTapped) { $0.isConfirmingClear = false }
    await store.finish()
    #expect(
      await library.shopping
        == SavedShoppingList(
          entries: [ShoppingListEntry(recipeID: Recipe.mockPasta.id, servings: 2)],
          checkedKeys: ["rigatoni"]))
  }

  @Test func anEmptyListHasNothingToAskAbout() async {
    let store = makeStore(.failing)
    store.send(.clearTapped)
    await store.finish()
  }

  @Test func closingTheWindowOrRemovingTheLastRecipeDropsTheQuestion() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    var asking = await Self.pastaForTwo(in: library)
    asking.isConfirmingClear = true
    let closing = makeStore(library.client, state: asking)
    closing.send(.windowClosed) {
      $0.isOpen = false
      $0.isConfirmingClear = false
    }
    await closing.finish()

    let removing = makeStore(library.client, state: asking)
    removing.send(.removeTapped(Recipe.mockPasta.id)) {
      $0.list = ShoppingList()
      $0.checkedKeys = []
      $0.isConfirmingClear = false
      $0.removal = .recipe(
        Feature.RemovedRecipe(
          entry: ShoppingListEntry(recipeID: Recipe.mockPasta.id, servings: 2),
          name: "Pasta alla Norma", checkedKeys: ["rigatoni"]))
    }
    await removing.finish()
    // Added again later, the recipe does not bring the old question back.
    removing.send(.addTapped(Recipe.mockPasta.id, servings: 2)) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    let entry = ShoppingListEntry(recipeID: Recipe.mockPasta.id, servings: 2)
    await removing.receive(
      .loaded(sequence: 1, .success(Self.contents([entry], recipes: [.mockPasta])))
    ) {
      $0.isLoading = false
      $0.list = ShoppingList(entries: [entry], recipes: [.mockPasta])
    }
    await removing.finish()
  }

  @Test func aListEmptiedElsewhereDropsTheQuestionWhenReadBack() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    var asking = await Self.pastaForTwo(in: library)
    asking.isConfirmingClear = true
    try? await library.client.clearShoppingList()
    let store = makeStore(library.client, state: asking)
    store.send(.loadRequested) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .success(Self.contents([], recipes: [])))) {
      $0.isLoading = false
      $0.list = ShoppingList()
      $0.checkedKeys = []
      $0.isConfirmingClear = false
    }
    await store.finish()
  }

  @Test func aTickThatCannotBeSavedIsReadBackAndTheFailureShown() async {
    var library = InMemoryLibrary(recipes: Recipe.mocks).client
    library.setShoppingItemChecked = { _, _ in throw RecipesError.library("disk full") }
    let store = makeStore(library)
    store.send(.itemCheckedChanged(key: "butter", isChecked: true)) {
      $0.checkedKeys = ["butter"]
    }
    await store.receive(.writeFailed(.library("disk full"))) {
      $0.error = .library("disk full")
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .success(Self.contents([], recipes: [])))) {
      $0.isLoading = false
      $0.checkedKeys = []
      $0.error = nil
    }
    await store.finish()
  }

  @Test func aReadThatFailsKeepsWhatIsShown() async {
    var library = Library.failing
    library.shoppingList = { throw RecipesError.library("locked") }
    let store = makeStore(library)
    store.send(.loadRequested) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .failure(.library("locked")))) {
      $0.isLoading = false
      $0.error = .library("locked")
    }
    await store.finish()
  }

  @Test func anAnswerToAnOlderReadIsDropped() async {
    let store = makeStore(InMemoryLibrary().client)
    var state = Feature.State()
    state.readSequence = 3
    state.isLoading = true
    let stale = TestStore(initialState: state, reducer: ShoppingListFeature(library: .failing))
    let old = Self.contents(
      [ShoppingListEntry(recipeID: Recipe.mockPasta.id)], recipes: [.mockPasta])
    stale.send(.loaded(sequence: 2, .success(old)))
    #expect(stale.state.list.isEmpty)
    await stale.finish()
    await store.finish()
  }
}
