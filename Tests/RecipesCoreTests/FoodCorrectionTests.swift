import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The cook changes a line's food in the recipe window: the picker searches the food table,
/// the choice is kept by the library for that ingredient name, and the estimate is worked
/// out again with it — in every open window.
@MainActor
@Suite("Correcting a line's food")
struct FoodCorrectionTests {
  nonisolated private static let rigatoni = NutritionFacts.Line(
    text: "400 g Rigatoni", key: "rigatoni", food: "Spaghetti, dry, enriched", grams: 400)

  nonisolated private static func facts(_ lines: [NutritionFacts.Line]) -> NutritionFacts {
    NutritionFacts(
      calories: 371, fat: 1.5, saturatedFat: 0.3, carbohydrate: 75, sugar: 2.7, fiber: 3.2,
      protein: 13, salt: 0, servings: 4, countedLines: lines.count, totalLines: lines.count,
      uncounted: [], lines: lines)
  }

  /// What a test's client was asked to estimate with, in order.
  private final class Asked: Sendable {
    let corrections = Locked<[[String: FoodChoice]]>([])
    let searches = Locked<[String]>([])
  }

  private static func client(_ asked: Asked) -> NutritionClient {
    NutritionClient(
      estimate: { _, corrections in
        asked.corrections.withLock { $0.append(corrections) }
        let choice = corrections["rigatoni"]
        return facts([
          NutritionFacts.Line(
            text: rigatoni.text, key: rigatoni.key,
            food: choice == nil ? rigatoni.food : "Macaroni, dry, enriched", grams: 400,
            choice: choice)
        ])
      },
      searchFoods: { text in
        asked.searches.withLock { $0.append(text) }
        return text.isEmpty ? [] : [FoodOption(id: "20099", name: "Macaroni, dry, enriched")]
      })
  }

  private func openWindow(
    _ library: InMemoryLibrary, _ asked: Asked
  ) async -> TestStore<RecipeDetailFeature.State, RecipeDetailFeature.Action> {
    let store = TestStore(
      initialState: RecipeDetailFeature.State(id: Recipe.mockPasta.id),
      reducer: RecipeDetailFeature(
        api: .failing, library: library.client, opener: .failing,
        today: { .fixed("2026-12-02") }, nutrition: Self.client(asked)))
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false)))) {
      $0.recipe = .mockPasta
      $0.isLoading = false
    }
    await store.receive(.nutritionResponse(Self.facts([Self.rigatoni]))) {
      $0.nutrition = Self.facts([Self.rigatoni])
    }
    return store
  }

  @Test func aFoodChosenIsKeptForTheIngredientAndTheEstimateUsesIt() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let asked = Asked()
    let store = await openWindow(library, asked)

    store.send(.changeFoodTapped(key: "rigatoni")) {
      $0.foodPicker = FoodPickerFeature.State(
        key: "rigatoni", line: "400 g Rigatoni", text: "rigatoni")
    }
    let macaroni = FoodOption(id: "20099", name: "Macaroni, dry, enriched")
    await store.receive(.foodPicker(.searched(text: "rigatoni", [macaroni]))) {
      $0.foodPicker?.results = [macaroni]
    }
    store.send(.foodPicker(.searchChanged("macaroni"))) { $0.foodPicker?.text = "macaroni" }
    await store.receive(.foodPicker(.searched(text: "macaroni", [macaroni]))) {
      $0.foodPicker?.results = [macaroni]
    }
    let picker = RecipeDetailViewState(store.state).nutrition?.picker
    #expect(picker?.key == "rigatoni")
    #expect(picker?.results == [macaroni])

    store.send(.foodChosen(.food(id: "20099"))) { $0.foodPicker = nil }
    await store.receive(.foodCorrectionSaved(.success("rigatoni")))
    let corrected = NutritionFacts.Line(
      text: "400 g Rigatoni", key: "rigatoni", food: "Macaroni, dry, enriched", grams: 400,
      choice: .food(id: "20099"))
    await store.receive(.nutritionResponse(Self.facts([corrected]))) {
      $0.nutrition = Self.facts([corrected])
    }
    await store.finish()
    #expect(await library.foodCorrections == ["rigatoni": .food(id: "20099")])
    #expect(asked.corrections.withLock { $0 } == [[:], ["rigatoni": .food(id: "20099")]])
    #expect(asked.searches.withLock { $0 } == ["rigatoni", "macaroni"])
    let row = RecipeDetailViewState(store.state).nutrition?.lines.first
    #expect(row?.counted == "Macaroni, dry, enriched · 400 g (your choice)")
    #expect(row?.isCooksChoice == true)
  }

  @Test func leavingOutAndGoingBackToTheEstimateAreKeptToo() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let asked = Asked()
    let store = await openWindow(library, asked)
    store.send(.changeFoodTapped(key: "rigatoni")) {
      $0.foodPicker = FoodPickerFeature.State(
        key: "rigatoni", line: "400 g Rigatoni", text: "rigatoni")
    }
    await store.receive(
      .foodPicker(
        .searched(text: "rigatoni", [FoodOption(id: "20099", name: "Macaroni, dry, enriched")]))
    ) {
      $0.foodPicker?.results = [FoodOption(id: "20099", name: "Macaroni, dry, enriched")]
    }
    store.send(.foodChosen(.leftOut)) { $0.foodPicker = nil }
    await store.receive(.foodCorrectionSaved(.success("rigatoni")))
    let leftOut = NutritionFacts.Line(
      text: "400 g Rigatoni", key: "rigatoni", food: "Macaroni, dry, enriched", grams: 400,
      choice: .leftOut)
    await store.receive(.nutritionResponse(Self.facts([leftOut]))) {
      $0.nutrition = Self.facts([leftOut])
    }
    #expect(await library.foodCorrections == ["rigatoni": .leftOut])
    #expect(RecipeDetailViewState(store.state).nutrition?.lines.first?.counted == "left out by you")

    store.send(.changeFoodTapped(key: "rigatoni")) {
      $0.foodPicker = FoodPickerFeature.State(
        key: "rigatoni", line: "400 g Rigatoni", text: "rigatoni")
    }
    await store.receive(
      .foodPicker(
        .searched(text: "rigatoni", [FoodOption(id: "20099", name: "Macaroni, dry, enriched")]))
    ) {
      $0.foodPicker?.results = [FoodOption(id: "20099", name: "Macaroni, dry, enriched")]
    }
    store.send(.foodChosen(nil)) { $0.foodPicker = nil }
    await store.receive(.foodCorrectionSaved(.success("rigatoni")))
    await store.receive(.nutritionResponse(Self.facts([Self.rigatoni]))) {
      $0.nutrition = Self.facts([Self.rigatoni])
    }
    await store.finish()
    #expect(await library.foodCorrections.isEmpty)
  }

  @Test func closingThePickerKeepsNothingAndAFailedSaveSaysSo() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let asked = Asked()
    let store = await openWindow(library, asked)
    store.send(.changeFoodTapped(key: "no such line"))
    store.send(.changeFoodTapped(key: "rigatoni")) {
      $0.foodPicker = FoodPickerFeature.State(
        key: "rigatoni", line: "400 g Rigatoni", text: "rigatoni")
    }
    store.send(.foodPickerClosed) { $0.foodPicker = nil }
    // The search answered after the picker closed changes nothing.
    await store.receive(
      .foodPicker(
        .searched(text: "rigatoni", [FoodOption(id: "20099", name: "Macaroni, dry, enriched")])))
    store.send(.foodCorrectionSaved(.failure(.library("disk full")))) {
      $0.actionError = .library("disk full")
    }
    await store.finish()
    #expect(await library.foodCorrections.isEmpty)
    #expect(asked.corrections.withLock { $0 } == [[:]])
  }

  @Test func aChoiceKeptInOneWindowIsWorkedIntoEveryOpenOne() async throws {
    let library = InMemoryLibrary(recipes: [.mockPasta, .mockDessert])
    try await library.client.setFoodCorrection("rigatoni", .food(id: "20099"))
    let asked = Asked()
    var state = AppFeature.State()
    for recipe in [Recipe.mockPasta, .mockDessert] {
      var detail = RecipeDetailFeature.State(id: recipe.id)
      detail.recipe = recipe
      detail.nutrition = Self.facts([Self.rigatoni])
      state.details.append(detail)
    }
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing, nutrition: Self.client(asked)))
    store.send(.detail(Recipe.mockPasta.id, .foodCorrectionSaved(.success("rigatoni"))))
    let corrected = Self.facts([
      NutritionFacts.Line(
        text: "400 g Rigatoni", key: "rigatoni", food: "Macaroni, dry, enriched", grams: 400,
        choice: .food(id: "20099"))
    ])
    await store.receive(inAnyOrder: [
      (
        .detail(Recipe.mockPasta.id, .nutritionResponse(corrected)),
        { $0.details[0].nutrition = corrected }
      ),
      (
        .detail(Recipe.mockDessert.id, .nutritionResponse(corrected)),
        { $0.details[1].nutrition = corrected }
      ),
    ])
    await store.finish()
    #expect(asked.corrections.withLock { $0 }.count == 2)
  }
}
