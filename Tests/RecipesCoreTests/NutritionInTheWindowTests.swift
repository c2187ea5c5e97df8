import Foundation
import RecipesCore
import RecipesQuantities
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

/// The section follows the servings the window shows: its footnote counts them, and its
/// lines read as the scaled list of ingredients does (the walk-through saw "one of 4
/// servings" in a window scaled to 8, and the lines not counted as written).
@Suite("Nutrition at other servings")
struct NutritionAtOtherServingsTests {
  nonisolated private static let facts = NutritionFacts(
    calories: 356.6, fat: 12.34, saturatedFat: 0.44, carbohydrate: 41.5, sugar: 0.04,
    fiber: 3.96, protein: 9.5, salt: 1.26, servings: 4, countedLines: 1, totalLines: 2,
    uncounted: [.init(text: "1 bunch parsley", reason: "no weight known for “bunch”")],
    lines: [
      .init(text: "500g Raw beetroot", key: "beetroot", food: "Beets, raw", grams: 500),
      .init(text: "1 bunch parsley", key: "parsley", food: nil, grams: nil),
    ])

  /// A window on a recipe for 4, scaled to `servings`.
  private func window(servings: Int?) -> RecipeDetailViewState {
    let recipe = Recipe(
      id: "mine-beets", name: "Beetroot salad",
      ingredients: [
        Ingredient(name: "Raw beetroot", measure: "500g"),
        Ingredient(name: "parsley", measure: "1 bunch"),
      ], servings: 4)
    var state = RecipeDetailFeature.State(id: recipe.id)
    state.recipe = recipe
    state.nutrition = Self.facts
    state.chosenServings = servings
    return RecipeDetailViewState(state)
  }

  @Test func theFootnoteCountsTheServingsShown() {
    #expect(window(servings: nil).nutrition?.basis.hasSuffix("for one of 4 servings.") == true)
    #expect(window(servings: 8).nutrition?.basis.hasSuffix("for one of 8 servings.") == true)
    #expect(window(servings: 2).nutrition?.basis.hasSuffix("for one of 2 servings.") == true)
  }

  @Test func theLinesFollowTheServingsShown() throws {
    let doubled = try #require(window(servings: 8).nutrition)
    #expect(doubled.uncounted == "Not counted: 2 bunches parsley (no weight known for “bunch”).")
    #expect(doubled.lines.map(\.text) == ["1 kg Raw beetroot", "2 bunches parsley"])
    #expect(doubled.lines[0].counted == "Beets, raw · 1000 g")
    let asWritten = try #require(window(servings: nil).nutrition)
    #expect(asWritten.lines.map(\.text) == ["500 g Raw beetroot", "1 bunch parsley"])
    #expect(asWritten.lines[0].counted == "Beets, raw · 500 g")
  }

  @Test func aServingsFootnoteStaysAWholeNumber() {
    // A yield read as 16 servings, the recipe written for 6 and shown for 4: 10.67 → 11.
    let view = NutritionViewState(
      Self.facts.withServings(16), factor: Rational(4, 6) ?? .one)
    #expect(view.basis.hasSuffix("for one of 11 servings.") == true)
  }
}

extension NutritionFacts {
  /// These facts, divided by `servings` instead.
  fileprivate func withServings(_ servings: Int) -> NutritionFacts {
    NutritionFacts(
      calories: calories, fat: fat, saturatedFat: saturatedFat, carbohydrate: carbohydrate,
      sugar: sugar, fiber: fiber, protein: protein, salt: salt, servings: servings,
      countedLines: countedLines, totalLines: totalLines, uncounted: uncounted, lines: lines)
  }
}
