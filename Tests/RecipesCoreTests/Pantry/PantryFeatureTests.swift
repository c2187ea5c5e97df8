import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The pantry's window on the test store: lines added and read back with the ranking,
/// removed with Undo on the manual clock, the search narrowing the ranking, the staples'
/// preference.
@MainActor
@Suite("Pantry feature")
struct PantryFeatureTests {
  private typealias Feature = PantryFeature

  private static let omelette = Recipe(
    id: "mine-omelette", name: "Omelette", category: "Breakfast",
    ingredients: [
      Ingredient(name: "eggs", measure: "3"), Ingredient(name: "butter", measure: "1 tbsp"),
      Ingredient(name: "salt", measure: "1 pinch"),
      Ingredient(name: "chives", measure: "", text: "chives, for garnish"),
    ])
  private static let chana = Recipe(
    id: "mine-chana", name: "Chana masala", category: "Vegetarian",
    ingredients: [
      Ingredient(name: "red onions", measure: "2 large"),
      Ingredient(name: "chickpeas", measure: "1 (14 oz) can"),
      Ingredient(name: "garlic", measure: "3 cloves"),
      Ingredient(name: "garam masala", measure: "1 tsp"),
    ])

  private func makeStore(_ library: InMemoryLibrary, clock: ManualClock = ManualClock())
    -> TestStore<Feature.State, Feature.Action>
  {
    TestStore(
      initialState: Feature.State(), reducer: Feature(library: library.client, clock: clock))
  }

  @Test func linesAddedAreReadBackWithWhatCanBeMade() async {
    let library = InMemoryLibrary(recipes: [Self.omelette, Self.chana])
    let store = makeStore(library)
    store.send(.openTapped) {
      $0.isOpen = true
      $0.openRequest = 1
      $0.isLoading = true
      $0.readSequence = 1
    }
    let empty = [
      CookableRecipe(
        id: Self.omelette.id, name: "Omelette", have: 1, need: 3, missing: ["eggs", "butter"]),
      CookableRecipe(
        id: Self.chana.id, name: "Chana masala", have: 0, need: 4,
        missing: ["red onions", "chickpeas", "garlic", "garam masala"]),
    ]
    await store.receive(
      .loaded(sequence: 1, .success(Feature.Contents(items: [], cookable: empty)))
    ) {
      $0.isLoading = false
      $0.cookable = empty
    }
    store.send(.itemsAdded(["  2 onions ", "chickpeas", "garlic", "   "])) {
      $0.isLoading = true
      $0.readSequence = 2
    }
    let items = [
      PantryItem(id: "pantry-1", text: "2 onions", position: 1),
      PantryItem(id: "pantry-2", text: "chickpeas", position: 2),
      PantryItem(id: "pantry-3", text: "garlic", position: 3),
    ]
    let ranked = [
      CookableRecipe(
        id: Self.chana.id, name: "Chana masala", have: 3, need: 4, missing: ["garam masala"]),
      CookableRecipe(
        id: Self.omelette.id, name: "Omelette", have: 1, need: 3, missing: ["eggs", "butter"]),
    ]
    await store.receive(
      .loaded(sequence: 2, .success(Feature.Contents(items: items, cookable: ranked)))
    ) {
      $0.isLoading = false
      $0.items = items
      $0.cookable = ranked
    }
    let view = PantryViewState(store.state)
    #expect(view.items.map(\.text) == ["2 onions", "chickpeas", "garlic"])
    #expect(view.recipes.first?.countText == "3 of 4 at home")
    #expect(view.recipes.first?.missingText == "Missing: garam masala")
    #expect(view.itemsSummary == "3 things at home")
    store.send(.itemsAdded(["  "]))
    await store.finish()
  }

  @Test func theRankingSaysHowManyCanBeMadeOrThatNoneCanYet() {
    var state = Feature.State()
    state.items = [PantryItem(id: "1", text: "eggs")]
    let omelette = CookableRecipe(
      id: Self.omelette.id, name: "Omelette", have: 1, need: 2, missing: ["butter"])
    state.cookable = [omelette]
    #expect(
      PantryViewState(state).recipesSummary
        == "Nothing can be made yet: the recipes that miss the least come first.")
    state.cookable = [
      CookableRecipe(id: "a", name: "Boiled eggs", have: 1, need: 1, missing: []),
      CookableRecipe(id: "b", name: "Fried eggs", have: 1, need: 1, missing: []), omelette,
    ]
    #expect(PantryViewState(state).recipesSummary == "2 recipes can be made now")
  }

  @Test func aRemovalCanBeUndoneUntilItsTimeRunsOut() async {
    let library = InMemoryLibrary(recipes: [Self.omelette])
    let clock = ManualClock()
    let store = makeStore(library, clock: clock)
    store.send(.itemsAdded(["eggs", "butter"])) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    let eggs = PantryItem(id: "pantry-1", text: "eggs", position: 1)
    let butter = PantryItem(id: "pantry-2", text: "butter", position: 2)
    let ready = [
      CookableRecipe(id: Self.omelette.id, name: "Omelette", have: 3, need: 3, missing: [])
    ]
    await store.receive(
      .loaded(sequence: 1, .success(Feature.Contents(items: [eggs, butter], cookable: ready)))
    ) {
      $0.isLoading = false
      $0.items = [eggs, butter]
      $0.cookable = ready
    }
    #expect(PantryViewState(store.state).recipes.first?.countText == "All 3 ingredients at home")

    store.send(.itemRemoved("pantry-1")) { $0.items = [butter] }
    await store.receive(.removeResponse(.success(eggs))) {
      $0.removed = eggs
      $0.isLoading = true
      $0.readSequence = 2
    }
    let missingEggs = [
      CookableRecipe(id: Self.omelette.id, name: "Omelette", have: 2, need: 3, missing: ["eggs"])
    ]
    await store.receive(
      .loaded(sequence: 2, .success(Feature.Contents(items: [butter], cookable: missingEggs)))
    ) {
      $0.isLoading = false
      $0.cookable = missingEggs
    }
    #expect(PantryViewState(store.state).undoText == "“eggs” was taken out of the pantry.")
    await clock.advance(by: .seconds(5))
    store.send(.undoTapped) {
      $0.removed = nil
      $0.isLoading = true
      $0.readSequence = 3
    }
    await store.receive(
      .loaded(sequence: 3, .success(Feature.Contents(items: [eggs, butter], cookable: ready)))
    ) {
      $0.isLoading = false
      $0.items = [eggs, butter]
      $0.cookable = ready
    }

    store.send(.itemRemoved("pantry-2")) { $0.items = [eggs] }
    await store.receive(.removeResponse(.success(butter))) {
      $0.removed = butter
      $0.isLoading = true
      $0.readSequence = 4
    }
    let missingButter = [
      CookableRecipe(
        id: Self.omelette.id, name: "Omelette", have: 2, need: 3, missing: ["butter"])
    ]
    await store.receive(
      .loaded(sequence: 4, .success(Feature.Contents(items: [eggs], cookable: missingButter)))
    ) {
      $0.isLoading = false
      $0.cookable = missingButter
    }
    await clock.advance(by: Feature.undoDuration - .milliseconds(1))
    store.assertNoPendingActions()
    await clock.advance(by: .milliseconds(1))
    await store.receive(.undoExpired) { $0.removed = nil }
    store.send(.undoTapped)
    #expect(await library.pantry == [eggs])
    await store.finish()
  }

  @Test func theSearchNarrowsTheRankingAndStaplesFollowThePreference() async {
    let library = InMemoryLibrary(recipes: [Self.omelette, Self.chana])
    let store = makeStore(library)
    store.send(.queryChanged("cat:breakfast")) {
      $0.queryText = "cat:breakfast"
      $0.isLoading = true
      $0.readSequence = 1
    }
    let withSalt = [
      CookableRecipe(
        id: Self.omelette.id, name: "Omelette", have: 1, need: 3, missing: ["eggs", "butter"])
    ]
    await store.receive(
      .loaded(sequence: 1, .success(Feature.Contents(items: [], cookable: withSalt)))
    ) {
      $0.isLoading = false
      $0.cookable = withSalt
    }
    store.send(.staplesAtHomeChanged(false)) {
      $0.staplesAtHome = false
      $0.isLoading = true
      $0.readSequence = 2
    }
    let withoutSalt = [
      CookableRecipe(
        id: Self.omelette.id, name: "Omelette", have: 0, need: 3,
        missing: ["eggs", "butter", "salt"])
    ]
    await store.receive(
      .loaded(sequence: 2, .success(Feature.Contents(items: [], cookable: withoutSalt)))
    ) {
      $0.isLoading = false
      $0.cookable = withoutSalt
    }
    #expect(await library.preferences[PantryPreferences.staplesAtHomeKey] == "false")
    // An empty pantry ranks by what the recipes need, and says so.
    #expect(
      PantryViewState(store.state).recipesSummary
        == "With nothing in the pantry yet, the recipes that need the fewest things come first.")
    // With the staples at home, those are what "1 of 3 at home" counts: it says which.
    var withStaples = store.state
    withStaples.staplesAtHome = true
    #expect(
      PantryViewState(withStaples).recipesSummary
        == "With nothing in the pantry yet, only salt, pepper and water count as at home; the recipes that need the fewest other things come first."
    )
    store.send(.staplesAtHomeRequested)
    await store.receive(.staplesAtHomeLoaded(false))
    store.send(.queryChanged("zzz")) {
      $0.queryText = "zzz"
      $0.isLoading = true
      $0.readSequence = 3
    }
    await store.receive(.loaded(sequence: 3, .success(Feature.Contents(items: [], cookable: [])))) {
      $0.isLoading = false
      $0.cookable = []
    }
    #expect(PantryViewState(store.state).recipesSummary == "No recipe matches “zzz”.")
    await store.finish()
  }

  @Test func theShoppingListMarksWhatIsAtHomeAndOffersWhatWasBought() async throws {
    let library = InMemoryLibrary(recipes: [Self.chana])
    _ = try await library.client.pantry.add(["2 red onions"])
    try await library.client.addToShoppingList(Self.chana.id, nil)
    let store = TestStore(
      initialState: ShoppingListFeature.State(),
      reducer: ShoppingListFeature(library: library.client))
    store.send(.loadRequested) {
      $0.isLoading = true
      $0.readSequence = 1
    }
    let saved = SavedShoppingList(entries: [ShoppingListEntry(recipeID: Self.chana.id)])
    let list = ShoppingList(entries: saved.entries, recipes: [Self.chana])
    let onions = try #require(list.items.first { $0.name.lowercased().contains("onion") })
    let garlic = try #require(list.items.first { $0.name.lowercased() == "garlic" })
    await store.receive(
      .loaded(
        sequence: 1,
        .success(
          ShoppingListFeature.Contents(
            saved: saved, recipes: [Self.chana], atHome: [onions.key])))
    ) {
      $0.isLoading = false
      $0.list = list
      $0.atHomeKeys = [onions.key]
    }
    let rows = ShoppingListViewState(store.state).sections.flatMap(\.rows)
    #expect(rows.filter(\.isAtHome).map(\.key) == [onions.key])
    #expect(ShoppingListViewState(store.state).plainText.contains("Red onions (at home)"))

    store.send(.itemCheckedChanged(key: garlic.key, isChecked: true)) {
      $0.checkedKeys = [garlic.key]
      $0.boughtItem = ShoppingListFeature.BoughtItem(key: garlic.key, name: "Garlic")
    }
    #expect(ShoppingListViewState(store.state).boughtItemText == "Bought “Garlic”")
    store.send(.boughtItemOfferClosed) { $0.boughtItem = nil }
    // What is at home already is no offer.
    store.send(.itemCheckedChanged(key: onions.key, isChecked: true)) {
      _ = $0.checkedKeys.insert(onions.key)
    }
    await store.finish()
  }
}
