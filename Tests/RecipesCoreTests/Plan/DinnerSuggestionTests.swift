import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("Suggest dinners")
struct DinnerSuggestionTests {
  private static let monday = PlanDay.fixed("2026-11-30")
  private static let week = monday...monday.adding(days: 6)

  private static func recipe(_ id: String, category: String = "Beef") -> Recipe {
    Recipe(id: Recipe.ID(rawValue: id), name: id, category: category, servings: 2)
  }

  private static func dinner(_ id: String, _ day: PlanDay, _ recipe: String) -> PlanEntry {
    PlanEntry(
      id: PlanEntry.ID(rawValue: id), day: day, meal: .dinner,
      content: .recipe(Recipe.ID(rawValue: recipe), servings: 2))
  }

  /// Five of seven dinners planned; of the favorites and own recipes, one was cooked and
  /// one planned lately: the two left fill the two empty days, never the others.
  private static func library() async -> InMemoryLibrary {
    let recipes = [
      "catalog-fav", "mine-own", "catalog-fav-cooked", "catalog-fav-planned", "catalog-a",
      "catalog-b", "catalog-c", "catalog-d", "catalog-e",
    ].map { recipe($0) }
    let library = InMemoryLibrary(
      recipes: recipes + [recipe("catalog-veg", category: "Vegetarian")],
      favorites: ["catalog-fav", "catalog-fav-cooked", "catalog-fav-planned"])
    let planned = zip(
      [0, 1, 3, 4, 6], ["catalog-a", "catalog-b", "catalog-c", "catalog-d", "catalog-e"])
    await library.setPlan(
      planned.map { dinner("d\($0)", monday.adding(days: $0), $1) }
        + [dinner("old", monday.adding(days: -10), "catalog-fav-planned")])
    await library.setCooked([
      CookedRecord(recipeID: "catalog-fav-cooked", day: monday.adding(days: -3))
    ])
    return library
  }

  @Test func favoritesAndOwnRecipesFillTheEmptyDinnersFirst() async throws {
    let library = await Self.library()
    let added = try await PlanChanges.suggestDinners(
      Self.week, matching: SearchQuery(), today: Self.monday.adding(days: 2), seed: 7,
      newID: { .random() }, in: library.client)
    #expect(added.map(\.day) == [Self.monday.adding(days: 2), Self.monday.adding(days: 5)])
    #expect(Set(added.compactMap(\.recipeID)) == ["catalog-fav", "mine-own"])
    #expect(added.allSatisfy { $0.meal == .dinner && $0.servings == 2 })
  }

  @Test func theSameSeedSuggestsTheSameAndTheSearchLimitsTheChoice() async throws {
    var first = SuggestionRandomNumberGenerator(seed: 99)
    var second = SuggestionRandomNumberGenerator(seed: 99)
    let candidates = (1...30).map { Self.recipe("catalog-\($0)").summary }
    let days = Self.monday.through(Self.monday.adding(days: 6))
    let one = DinnerSuggestions.pick(
      for: days, from: candidates, favorites: [], excluded: [], using: &first)
    let two = DinnerSuggestions.pick(
      for: days, from: candidates, favorites: [], excluded: [], using: &second)
    #expect(one.map(\.recipe.id) == two.map(\.recipe.id))
    #expect(Set(one.map(\.recipe.id)).count == 7)

    let library = await Self.library()
    let vegetarian = try await PlanChanges.suggestDinners(
      Self.week, matching: SearchQuery(parsing: "cat:vegetarian"), today: Self.monday,
      seed: 1, newID: { .random() }, in: library.client)
    #expect(vegetarian.compactMap(\.recipeID) == ["catalog-veg"])
  }

  @Test func aRecipeIsPickedOnceAndNeverWhenExcluded() {
    var generator = SuggestionRandomNumberGenerator(seed: 3)
    let candidates = ["catalog-x", "catalog-x", "catalog-y", "catalog-z"].map {
      Self.recipe($0).summary
    }
    let picks = DinnerSuggestions.pick(
      for: Self.monday.through(Self.monday.adding(days: 6)), from: candidates,
      favorites: ["catalog-z"], excluded: ["catalog-y"], using: &generator)
    #expect(picks.map(\.recipe.id) == ["catalog-z", "catalog-x"])
    #expect(picks.map(\.day) == [Self.monday, Self.monday.adding(days: 1)])
  }
}

@MainActor
@Suite("Suggest dinners in the planner")
struct PlannerSuggestionTests {
  @Test func suggestingPlansTheEmptyDinnersAndReadsTheWeekAgain() async throws {
    let monday = PlanDay.fixed("2026-11-30")
    let soup = Recipe(id: "catalog-soup", name: "Leek Soup", category: "Vegetarian", servings: 2)
    let cake = Recipe(id: "catalog-cake", name: "Cake", category: "Dessert", servings: 6)
    let library = InMemoryLibrary(recipes: [soup, cake])
    let planned = (0..<6).map { offset in
      PlanEntry(
        id: PlanEntry.ID(rawValue: "n\(offset)"), day: monday.adding(days: offset),
        meal: .dinner, content: .note("Out"))
    }
    await library.setPlan(planned)
    let ids = LockedIDs(["s1"])
    let store = TestStore(
      initialState: PlanFeature.State(),
      reducer: PlanFeature(
        library: library.client, clock: ManualClock(), firstWeekday: 2,
        today: { monday }, newID: { ids.next() }, seed: { 5 }))
    store.send(.opened) {
      $0.today = monday
      $0.weekStart = monday
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .success(PlanWeek(entries: planned)))) {
      $0.isLoading = false
      $0.week = PlanWeek(entries: planned)
    }
    // Only Sunday is free, and only the soup is a main course.
    store.send(.suggestDinnersTapped)
    let sunday = PlanEntry(
      id: "s1", day: monday.adding(days: 6), meal: .dinner,
      content: .recipe(soup.id, servings: 2))
    await store.receive(.suggestedDinners(.success([sunday]))) {
      $0.notice = .suggestedDinners(count: 1)
      $0.suggested = [sunday]
      $0.isLoading = true
      $0.readSequence = 2
    }
    let week = PlanWeek(entries: planned + [sunday], recipes: [soup.id: soup.summary])
    await store.receive(.loaded(sequence: 2, .success(week))) {
      $0.isLoading = false
      $0.week = week
    }
    #expect(PlanWeekViewState(store.state).noticeText == "Planned 1 dinner.")
    await store.finish()
  }
}

@MainActor
@Suite("Suggest dinners: main courses, from today on")
struct DinnerSuggestionCourseTests {
  private static let monday = PlanDay.fixed("2026-11-30")

  @Test func onlyMainCoursesAreSuggestedAndOnlyFromToday() async throws {
    let recipes = [
      Recipe(id: "catalog-cake", name: "Cake", category: "Dessert", servings: 8),
      Recipe(id: "catalog-eggs", name: "Eggs", category: "Breakfast", servings: 2),
      Recipe(id: "catalog-rice", name: "Rice", category: "Side", servings: 4),
      Recipe(
        id: "mine-mousse", name: "Mousse", category: nil, tags: ["Dessert"], servings: 4),
      Recipe(id: "catalog-stew", name: "Stew", category: "Beef", servings: 6),
      Recipe(id: "mine-curry", name: "Curry", category: nil, servings: 4),
    ]
    let library = InMemoryLibrary(recipes: recipes, favorites: ["catalog-cake", "catalog-eggs"])
    let thursday = Self.monday.adding(days: 3)
    // Friday's dinner is planned: of the days from Thursday on, Thursday, Saturday and
    // Sunday are empty, and only two mains exist.
    await library.setPlan([
      PlanEntry(
        id: "fri", day: Self.monday.adding(days: 4), meal: .dinner, content: .note("Out"))
    ])
    let added = try await PlanChanges.suggestDinners(
      Self.monday...Self.monday.adding(days: 6), matching: SearchQuery(), today: thursday,
      seed: 11, newID: { .random() }, in: library.client)
    #expect(Set(added.compactMap(\.recipeID)) == ["catalog-stew", "mine-curry"])
    #expect(added.map(\.day) == [thursday, Self.monday.adding(days: 5)])
  }

  @Test func theDinnersSuggestedCanBeTakenOffAgain() async throws {
    let stew = Recipe(id: "catalog-stew", name: "Stew", category: "Beef", servings: 6)
    let library = InMemoryLibrary(recipes: [stew])
    let sunday = Self.monday.adding(days: 6)
    let ids = LockedIDs(["s1"])
    let store = TestStore(
      initialState: PlanFeature.State(),
      reducer: PlanFeature(
        library: library.client, clock: ManualClock(), firstWeekday: 2,
        today: { sunday }, newID: { ids.next() }, seed: { 5 }))
    store.send(.opened) {
      $0.today = sunday
      $0.weekStart = Self.monday
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .success(PlanWeek()))) { $0.isLoading = false }
    store.send(.suggestDinnersTapped)
    let planned = PlanEntry(
      id: "s1", day: sunday, meal: .dinner, content: .recipe(stew.id, servings: 6))
    await store.receive(.suggestedDinners(.success([planned]))) {
      $0.notice = .suggestedDinners(count: 1)
      $0.suggested = [planned]
      $0.isLoading = true
      $0.readSequence = 2
    }
    let week = PlanWeek(entries: [planned], recipes: [stew.id: stew.summary])
    await store.receive(.loaded(sequence: 2, .success(week))) {
      $0.isLoading = false
      $0.week = week
    }
    #expect(PlanWeekViewState(store.state).noticeOffersUndo)

    store.send(.undoSuggestionTapped) {
      $0.suggested = []
      $0.notice = nil
      $0.week.entries = []
    }
    await store.receive(.changed) {
      $0.isLoading = true
      $0.readSequence = 3
    }
    await store.receive(.loaded(sequence: 3, .success(PlanWeek()))) {
      $0.isLoading = false
      $0.week = PlanWeek()
    }
    #expect(await library.plan.isEmpty)
    #expect(!PlanWeekViewState(store.state).noticeOffersUndo)
    await store.finish()
  }
}
