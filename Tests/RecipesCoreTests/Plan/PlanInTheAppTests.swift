import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The plan as part of the app: the recipe window's "Last cooked", and the shopping list
/// read again once the week is on it.
@MainActor
@Suite("Plan in the app")
struct PlanInTheAppTests {
  @Test func aRecipeWindowLoadsWhenItWasLastCooked() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    await library.setCooked([
      CookedRecord(recipeID: Recipe.mockPasta.id, day: .fixed("2026-11-01")),
      CookedRecord(recipeID: Recipe.mockPasta.id, day: .fixed("2026-11-20")),
      CookedRecord(recipeID: Recipe.mockDessert.id, day: .fixed("2026-12-01")),
    ])
    let store = TestStore(
      initialState: RecipeDetailFeature.State(id: Recipe.mockPasta.id),
      reducer: RecipeDetailFeature(
        api: .failing, library: library.client, opener: .failing,
        today: { .fixed("2026-12-02") }))
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(
      .libraryResponse(
        .success(.init(recipe: .mockPasta, isFavorite: false, lastCookedDaysAgo: 12)))
    ) {
      $0.recipe = .mockPasta
      $0.isLoading = false
      $0.lastCookedDaysAgo = 12
    }
    #expect(RecipeDetailViewState(store.state).lastCookedText == "Last cooked 12 days ago")
    await store.finish()
  }

  @Test func theWeekOnTheShoppingListShowsThereAtOnce() async throws {
    let recipe = Recipe(id: "catalog-soup", name: "Leek Soup", servings: 2)
    let library = InMemoryLibrary(recipes: [recipe])
    let monday = PlanDay.fixed("2026-11-30")
    let thursday = PlanDay.fixed("2026-12-03")
    let entry = PlanEntry(
      id: "a", day: thursday, meal: .dinner, content: .recipe(recipe.id, servings: 3))
    await library.setPlan([entry])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    calendar.firstWeekday = 2
    // 2026-12-02 10:00 UTC, a Wednesday.
    let now = Date(timeIntervalSince1970: 1_796_205_600)
    let store = TestStore(
      initialState: AppFeature.State(),
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing, calendar: calendar, now: { now }))
    let week = PlanWeek(entries: [entry], recipes: [recipe.id: recipe.summary])
    store.send(.plan(.opened)) {
      $0.plan.today = .fixed("2026-12-02")
      $0.plan.weekStart = monday
      $0.plan.isLoading = true
      $0.plan.readSequence = 1
    }
    await store.receive(.plan(.loaded(sequence: 1, .success(week)))) {
      $0.plan.isLoading = false
      $0.plan.week = week
    }
    store.send(.plan(.addWeekToShoppingListTapped))
    let written = [ShoppingListEntry(recipeID: recipe.id, servings: 3, planDays: [thursday])]
    await store.receive(
      .plan(.addedToShoppingList(.success(PlanShoppingChange(written: written, added: 1))))
    ) {
      $0.plan.notice = .addedToShoppingList(recipes: 1)
      $0.plan.shopped = PlanShoppingChange(written: written, added: 1)
      $0.shoppingList.isLoading = true
      $0.shoppingList.readSequence = 1
    }
    let saved = SavedShoppingList(entries: [
      ShoppingListEntry(recipeID: recipe.id, servings: 3, planDays: [thursday])
    ])
    await store.receive(
      .shoppingList(
        .loaded(sequence: 1, .success(.init(saved: saved, recipes: [recipe]))))
    ) {
      $0.shoppingList.isLoading = false
      $0.shoppingList.list = ShoppingList(entries: saved.entries, recipes: [recipe])
    }
    #expect(
      ShoppingListViewState(store.state.shoppingList).recipes.map(\.text)
        == ["Leek Soup · 3 servings · Thu 3 Dec"])
    await store.finish()
  }

  @Test func aPlannedRecipeOpensInItsWindowAtThePlannedServings() async throws {
    let recipe = Recipe(id: "catalog-soup", name: "Leek Soup", servings: 2)
    let library = InMemoryLibrary(recipes: [recipe])
    let monday = PlanDay.fixed("2026-11-30")
    let entry = PlanEntry(
      id: "a", day: monday, meal: .dinner, content: .recipe(recipe.id, servings: 5))
    let note = PlanEntry(id: "n", day: monday, meal: .lunch, content: .note("Out"))
    var state = AppFeature.State()
    state.plan.today = monday
    state.plan.weekStart = monday
    state.plan.week = PlanWeek(entries: [note, entry], recipes: [recipe.id: recipe.summary])
    let store = TestStore.app(state, library: library.client, api: .failing)
    store.send(.plan(.entryActivated("n")))
    store.send(.plan(.entryActivated("a"))) {
      $0.focusRequest = AppFeature.FocusRequest(recipeID: recipe.id, sequence: 1)
      var detail = RecipeDetailFeature.State(id: recipe.id, unitDisplay: .original)
      detail.isLoading = true
      detail.chosenServings = 5
      $0.details = [detail]
    }
    await store.receive(
      .detail(
        recipe.id,
        .libraryResponse(.success(.init(recipe: recipe, isFavorite: false, lastCookedDaysAgo: nil)))
      )
    ) {
      $0.details[0].recipe = recipe
      $0.details[0].isLoading = false
    }
    #expect(RecipeDetailViewState(store.state.details[0]).servings == 5)
    await store.finish()
  }

  @Test func aRecipeWindowSaysWhenItsRecipeIsPlannedAndFollowsThePlan() async throws {
    let recipe = Recipe(id: "catalog-soup", name: "Leek Soup", servings: 2)
    let library = InMemoryLibrary(recipes: [recipe])
    let wednesday = PlanDay.fixed("2026-12-02")
    let friday = PlanDay.fixed("2026-12-04")
    // Planned on a day gone by and on Friday: the window names Friday.
    await library.setPlan([
      PlanEntry(
        id: "old", day: .fixed("2026-11-30"), meal: .dinner,
        content: .recipe(recipe.id, servings: 2)),
      PlanEntry(id: "a", day: friday, meal: .lunch, content: .recipe(recipe.id, servings: 2)),
    ])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    calendar.firstWeekday = 2
    // 2026-12-02 10:00 UTC, a Wednesday.
    let now = Date(timeIntervalSince1970: 1_796_205_600)
    var state = AppFeature.State()
    state.details = [RecipeDetailFeature.State(id: recipe.id)]
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing, calendar: calendar, now: { now }, newPlanEntryID: { "p1" }))
    store.send(.detail(recipe.id, .onAppear)) { $0.details[0].isLoading = true }
    let friday2 = RecipeDetailFeature.PlannedMeal(day: friday, meal: .lunch, daysAhead: 2)
    await store.receive(
      .detail(
        recipe.id,
        .libraryResponse(.success(.init(recipe: recipe, isFavorite: false, nextPlanned: friday2))))
    ) {
      $0.details[0].recipe = recipe
      $0.details[0].isLoading = false
      $0.details[0].nextPlanned = friday2
    }
    #expect(
      RecipeDetailViewState(store.state.details[0]).planLine
        == "Planned for Friday 4 December, Lunch")

    // Planned for tomorrow from the planner: the open window follows.
    store.send(
      .plan(.addRecipeTapped(recipe.id, day: wednesday.adding(days: 1), meal: .dinner, servings: 2))
    )
    await store.receive(.plan(.changed))
    let tomorrow = RecipeDetailFeature.PlannedMeal(
      day: wednesday.adding(days: 1), meal: .dinner, daysAhead: 1)
    await store.receive(.detail(recipe.id, .nextPlannedResponse(tomorrow))) {
      $0.details[0].nextPlanned = tomorrow
    }
    #expect(
      RecipeDetailViewState(store.state.details[0]).planLine
        == "Planned for tomorrow, Dinner")
    await store.finish()
  }
}
