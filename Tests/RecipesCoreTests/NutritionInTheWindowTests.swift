import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// A recipe window works out what a serving holds once the recipe is loaded, and shows it
/// rounded as labels round it, with the lines it could not count.
@MainActor
@Suite("Nutrition in the recipe window")
struct NutritionInTheWindowTests {
  nonisolated private static let facts = NutritionFacts(
    calories: 356.6, fat: 12.34, saturatedFat: 0.44, carbohydrate: 41.5, sugar: 0.04,
    fiber: 3.96, protein: 9.5, salt: 1.26, servings: 4, countedLines: 3, totalLines: 4,
    uncounted: [.init(text: "1 bunch parsley", reason: "no weight known for “bunch”")])

  @Test func theEstimateComesOnceTheRecipeIsLoaded() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let asked = LockedRecipes()
    let facts = Self.facts
    let store = TestStore(
      initialState: RecipeDetailFeature.State(id: Recipe.mockPasta.id),
      reducer: RecipeDetailFeature(
        api: .failing, library: library.client, opener: .failing,
        today: { .fixed("2026-12-02") },
        nutrition: NutritionClient { recipe, _ in
          asked.append(recipe.id)
          return facts
        }))
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(
      .libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false)))
    ) {
      $0.recipe = .mockPasta
      $0.isLoading = false
    }
    await store.receive(.nutritionResponse(Self.facts)) { $0.nutrition = Self.facts }
    #expect(asked.ids == [Recipe.mockPasta.id])
    // Other servings do not ask again: a serving is a serving.
    store.send(.servingsChanged(8)) { $0.chosenServings = 8 }
    await store.finish()
    #expect(asked.ids == [Recipe.mockPasta.id])
  }

  @Test func aFoodTableThatCannotBeReadIsSaidInsteadOfAFigure() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let store = TestStore(
      initialState: RecipeDetailFeature.State(id: Recipe.mockPasta.id),
      reducer: RecipeDetailFeature(
        api: .failing, library: library.client, opener: .failing,
        today: { .fixed("2026-12-02") },
        nutrition: NutritionClient { _, _ in throw NutritionUnavailable.foodTableUnreadable }))
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(
      .libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false)))
    ) {
      $0.recipe = .mockPasta
      $0.isLoading = false
    }
    await store.receive(.nutritionFailed(.foodTableUnreadable)) {
      $0.nutritionFailure = .foodTableUnreadable
    }
    let view = RecipeDetailViewState(store.state)
    #expect(view.nutrition == nil)
    #expect(
      view.nutritionFailure
        == "Nutrition could not be worked out: the food table could not be read.")
    await store.finish()
  }

  @Test func theSectionRoundsAsLabelsDoAndNamesWhatWasNotCounted() {
    let view = NutritionViewState(Self.facts)
    #expect(
      view.rows.map { "\($0.name): \($0.value)" } == [
        "Energy: 357 kcal", "Fat: 12 g", "of which saturates: 0.4 g", "Carbohydrate: 42 g",
        "of which sugars: 0 g", "Fibre: 4.0 g", "Protein: 9.5 g", "Salt: 1.3 g",
      ])
    #expect(view.rows.map(\.isPart) == [false, false, true, false, true, false, false, false])
    #expect(view.basis == "Estimated from 3 of 4 lines, for one of 4 servings.")
    #expect(
      view.uncounted == "Not counted: 1 bunch parsley (no weight known for “bunch”).")
  }

  @Test func eachLineReadsAsTheListOfIngredientsShowsIt() {
    let facts = NutritionFacts(
      calories: 120, fat: 1, saturatedFat: 0, carbohydrate: 20, sugar: 15, fiber: 5,
      protein: 4, salt: 0.3, servings: 4, countedLines: 2, totalLines: 3,
      uncounted: [.init(text: "1bunch dill", reason: "no weight known for “bunch”")],
      lines: [
        .init(text: "500g Raw beetroot", key: "beetroot", food: "Beets, raw", grams: 500),
        .init(text: "2 onions, sliced", key: "onion", food: "Onions, raw", grams: 220),
        .init(text: "1bunch dill", key: "dill", food: nil, grams: nil),
      ])
    let view = NutritionViewState(facts)
    // As the recipe window's ingredient rows read: a space between number and unit.
    #expect(view.lines.map(\.text) == ["500 g Raw beetroot", "2 onions, sliced", "1 bunch dill"])
    #expect(view.lines[0].changeLabel == "Change the food of “500 g Raw beetroot”")
    #expect(view.uncounted?.hasPrefix("Not counted: 1 bunch dill (") == true)
  }

  @Test func withoutAClientNothingIsAskedAndNothingShown() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let store = TestStore(
      initialState: RecipeDetailFeature.State(id: Recipe.mockPasta.id),
      reducer: RecipeDetailFeature(
        api: .failing, library: library.client, opener: .failing,
        today: { .fixed("2026-12-02") }))
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(
      .libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false)))
    ) {
      $0.recipe = .mockPasta
      $0.isLoading = false
    }
    await store.finish()
    #expect(RecipeDetailViewState(store.state).nutrition == nil)
  }
}

/// The recipes a test's client was asked about, in order.
private final class LockedRecipes: Sendable {
  private let asked = Locked<[Recipe.ID]>([])

  func append(_ id: Recipe.ID) { asked.withLock { $0.append(id) } }

  var ids: [Recipe.ID] { asked.withLock { $0 } }
}
