import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// Servings and units in a recipe window, and the units remembered for the next window:
/// reducers on the test clock, every state change and effect asserted.
@MainActor
@Suite("Servings and units")
struct ServingsFeatureTests {
  private static let stew = Recipe(
    id: "catalog-1", name: "Stew", ingredients: [Ingredient(name: "Beef", measure: "1 kg")],
    servings: 6)

  private func detailStore(library: Library, recipe: Recipe? = stew)
    -> TestStore<RecipeDetailFeature.State, RecipeDetailFeature.Action>
  {
    var state = RecipeDetailFeature.State(id: Self.stew.id)
    state.recipe = recipe
    return TestStore(
      initialState: state,
      reducer: RecipeDetailFeature(api: .failing, library: library, opener: .failing))
  }

  private func appStore(
    _ library: InMemoryLibrary, state: AppFeature.State = AppFeature.State()
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore.app(state, library: library.client, api: .failing)
  }

  @Test func servingsStartAtTheRecipesOwnThenFollowTheSpinButton() {
    let store = detailStore(library: .failing)
    #expect(store.state.servings == 6)
    #expect(store.state.scaling == IngredientScaling(servings: 6, units: .original))
    store.send(.servingsChanged(9)) { $0.chosenServings = 9 }
    #expect(store.state.servings == 9)
    // Nonsense from a typed value is held to the spin button's range.
    store.send(.servingsChanged(0)) { $0.chosenServings = 1 }
    store.send(.servingsChanged(100_000)) { $0.chosenServings = 1_000 }
  }

  @Test func aRecipeThatDoesNotSayIsTakenToServeFour() {
    let unsaid = Recipe(id: "catalog-2", name: "Soup")
    let store = detailStore(library: .failing, recipe: unsaid)
    #expect(store.state.servings == 4)
    // Before the recipe loads, too.
    #expect(RecipeDetailFeature.State(id: "52001").servings == 4)
  }

  @Test func changingTheUnitsShowsThemAndSavesTheChoice() async {
    let library = InMemoryLibrary()
    let store = detailStore(library: library.client)
    store.send(.unitDisplayChanged(.imperial)) { $0.unitDisplay = .imperial }
    await store.receive(.unitDisplaySaveResponse(.success(.imperial)))
    await store.finish()
    #expect(await library.preferences == [UnitDisplay.preferenceKey: "imperial"])
  }

  @Test func aChoiceTheLibraryCannotSaveIsStillShownAndTheFailureExplained() async {
    var library = Library.failing
    library.setPreference = { _, _ in throw RecipesError.library("read-only database") }
    let store = detailStore(library: library)
    store.send(.unitDisplayChanged(.metric)) { $0.unitDisplay = .metric }
    await store.receive(.unitDisplaySaveResponse(.failure(.library("read-only database")))) {
      $0.actionError = .library("read-only database")
    }
    await store.finish()
  }

  @Test func theAppReadsTheRememberedUnitsAtLaunchAndNewWindowsStartWithThem() async {
    let library = InMemoryLibrary(
      recipes: [Self.stew], preferences: [UnitDisplay.preferenceKey: "metric"])
    let store = appStore(library)
    store.send(.launched)
    await store.receive(inAnyOrder: [
      (
        .unitDisplayLoaded(.metric),
        {
          $0.unitDisplay = .metric
          $0.shoppingList.units = .metric
        }
      ),
      (.appearance(.styleLoaded(nil)), nil),
    ])
    store.send(.recipeActivated(Self.stew.id)) {
      $0.focusRequest = .init(recipeID: Self.stew.id, sequence: 1)
      $0.details = [.init(id: Self.stew.id, unitDisplay: .metric)]
      $0.details[0].isLoading = true
    }
    await store.receive(
      .detail(Self.stew.id, .libraryResponse(.success(.init(recipe: Self.stew, isFavorite: false))))
    ) {
      $0.details[0].recipe = Self.stew
      $0.details[0].isLoading = false
    }
    await store.finish()
  }

  @Test func aLibraryThatNeverChoseOrCannotSayLeavesQuantitiesAsWritten() async {
    let store = appStore(InMemoryLibrary(preferences: [UnitDisplay.preferenceKey: "furlongs"]))
    store.send(.launched)
    await store.receive(inAnyOrder: [
      (.unitDisplayLoaded(nil), nil), (.appearance(.styleLoaded(nil)), nil),
    ])
    await store.finish()
    #expect(store.state.unitDisplay == .original)
  }

  @Test func aChoiceInOneWindowIsWhatTheNextWindowOpensWith() async {
    let library = InMemoryLibrary(recipes: [Self.stew, .mockPasta])
    let store = appStore(library)
    store.send(.recipeActivated(Self.stew.id)) {
      $0.focusRequest = .init(recipeID: Self.stew.id, sequence: 1)
      $0.details = [.init(id: Self.stew.id)]
      $0.details[0].isLoading = true
    }
    await store.receive(
      .detail(Self.stew.id, .libraryResponse(.success(.init(recipe: Self.stew, isFavorite: false))))
    ) {
      $0.details[0].recipe = Self.stew
      $0.details[0].isLoading = false
    }
    store.send(.detail(Self.stew.id, .unitDisplayChanged(.imperial))) {
      $0.details[0].unitDisplay = .imperial
      $0.unitDisplay = .imperial
      $0.shoppingList.units = .imperial
    }
    await store.receive(.detail(Self.stew.id, .unitDisplaySaveResponse(.success(.imperial))))
    let pasta = Recipe.mockPasta.id
    store.send(.recipeActivated(pasta)) {
      $0.focusRequest = .init(recipeID: pasta, sequence: 2)
      $0.details.append(.init(id: pasta, unitDisplay: .imperial))
      $0.details[1].isLoading = true
    }
    await store.receive(
      .detail(pasta, .libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false))))
    ) {
      $0.details[1].recipe = .mockPasta
      $0.details[1].isLoading = false
    }
    await store.finish()
    #expect(await library.preferences[UnitDisplay.preferenceKey] == "imperial")
  }

  @Test func unitsChosenAsTheWindowClosesAreStillSaved() async {
    let library = InMemoryLibrary(recipes: [Self.stew])
    var state = AppFeature.State()
    state.details = [.init(id: Self.stew.id)]
    let store = appStore(library, state: state)
    store.send(.detail(Self.stew.id, .unitDisplayChanged(.metric))) {
      $0.details[0].unitDisplay = .metric
      $0.unitDisplay = .metric
      $0.shoppingList.units = .metric
    }
    store.send(.detailWindowClosed(Self.stew.id)) { $0.details = [] }
    // The write outlives its window; its answer, with no window to go to, changes nothing.
    await store.receive(.detail(Self.stew.id, .unitDisplaySaveResponse(.success(.metric))))
    await store.finish()
    #expect(await library.preferences[UnitDisplay.preferenceKey] == "metric")
  }

  @Test func theViewShowsScaledConvertedRowsWithNotesAfterNames() {
    var state = RecipeDetailFeature.State(id: "catalog-9")
    state.recipe = Recipe(
      id: "catalog-9", name: "Teriyaki",
      ingredients: [
        Ingredient(name: "Chicken thighs", measure: "4, boneless, skin on"),
        Ingredient(name: "Mirin", measure: "4 tbsp"), Ingredient(name: "Salt", measure: "to taste"),
      ], servings: 2)
    var view = RecipeDetailViewState(state)
    #expect(view.servings == 2)
    #expect(view.unitDisplay == .original)
    #expect(view.ingredients.map(\.measure) == ["4", "4 tbsp", ""])
    #expect(
      view.ingredients.map(\.name) == [
        "Chicken thighs, boneless, skin on", "Mirin", "Salt, to taste",
      ])
    #expect(view.ingredients[0].original == "4, boneless, skin on Chicken thighs")

    state.chosenServings = 1
    state.unitDisplay = .metric
    view = RecipeDetailViewState(state)
    #expect(view.servings == 1)
    #expect(view.unitDisplay == .metric)
    // Half of 4 tbsp is 29.6 ml; whole millilitres below 100.
    #expect(view.ingredients.map(\.measure) == ["2", "30 ml", ""])
    #expect(view.ingredients[1].original == "4 tbsp Mirin")
  }

  @Test func aCountedNameAgreesWithItsScaledMeasure() {
    var state = RecipeDetailFeature.State(id: "catalog-10")
    state.recipe = Recipe(
      id: "catalog-10", name: "Soup",
      ingredients: [
        Ingredient(name: "Onions", measure: "2"),
        Ingredient(name: "Chicken thighs", measure: "4, boneless"),
        Ingredient(name: "Rice", measure: "2"), Ingredient(name: "Flour", measure: "2 cups"),
      ], servings: 4)
    state.chosenServings = 2
    var view = RecipeDetailViewState(state)
    #expect(view.ingredients.map(\.measure) == ["1", "2", "1", "1 cup"])
    #expect(view.ingredients.map(\.name) == ["Onion", "Chicken thighs, boneless", "Rice", "Flour"])
    state.chosenServings = 1
    view = RecipeDetailViewState(state)
    #expect(view.ingredients.map(\.measure) == ["½", "1", "½", "½ cup"])
    #expect(view.ingredients.map(\.name) == ["Onion", "Chicken thigh, boneless", "Rice", "Flour"])
    state.chosenServings = 6
    view = RecipeDetailViewState(state)
    #expect(view.ingredients.map(\.measure) == ["3", "6", "3", "3 cups"])
    #expect(
      view.ingredients.map(\.name) == ["Onions", "Chicken thighs, boneless", "Rice", "Flour"])
  }
}
