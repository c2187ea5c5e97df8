import RecipesCore
import RecipesTestSupport
import Testing

/// The planner window's part of the state: opening (and raising) it, closing it, and the
/// "+" popover's search over the library.
@MainActor
@Suite("Plan window")
struct PlanWindowFeatureTests {
  nonisolated static let monday = PlanDay.fixed("2026-11-30")
  nonisolated static let wednesday = PlanDay.fixed("2026-12-02")

  private func makeStore(_ library: Library) -> TestStore<PlanFeature.State, PlanFeature.Action> {
    TestStore(
      initialState: PlanFeature.State(),
      reducer: PlanFeature(
        library: library, clock: ManualClock(), firstWeekday: 2, today: { Self.wednesday },
        newID: { "p1" }, seed: { 42 }))
  }

  @Test func planOpensTheWindowOnTodaysWeekAndAskingAgainRaisesIt() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = makeStore(library.client)
    store.send(.openTapped) {
      $0.isOpen = true
      $0.openRequest = 1
      $0.today = Self.wednesday
      $0.weekStart = Self.monday
      $0.isLoading = true
      $0.readSequence = 1
    }
    await store.receive(.loaded(sequence: 1, .success(PlanWeek()))) { $0.isLoading = false }
    store.send(.nextWeekTapped) {
      // The week after the injected today's.
      $0.weekStart = Self.monday.adding(days: 7)
      $0.isLoading = true
      $0.readSequence = 2
    }
    await store.receive(.loaded(sequence: 2, .success(PlanWeek()))) { $0.isLoading = false }
    store.send(.openTapped) {
      $0.openRequest = 2
      $0.weekStart = Self.monday
      $0.isLoading = true
      $0.readSequence = 3
    }
    await store.receive(.loaded(sequence: 3, .success(PlanWeek()))) { $0.isLoading = false }
    store.send(.windowClosed) { $0.isOpen = false }
    await store.finish()
  }

  @Test func thePopoverSearchesTheLibraryAndAnEmptyTextListsItsFirstRecipes() async {
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = makeStore(library.client)
    store.send(.picker(.searchChanged("")))
    // No favorites, own or cooked recipes yet: the library's first, in one group.
    let first = [
      PlanPickerSection(
        .library, [Recipe.mock, .mockCremeBrulee, .mockPasta, .mockDessert].map(\.summary))
    ]
    await store.receive(.picker(.searched(text: "", .success(first)))) {
      $0.picker.sections = first
    }
    store.send(.picker(.searchChanged("cat:dessert"))) { $0.picker.text = "cat:dessert" }
    let desserts = [
      PlanPickerSection(
        .library, [Recipe.mockCremeBrulee, .mockDessert].map(\.summary))
    ]
    await store.receive(.picker(.searched(text: "cat:dessert", .success(desserts)))) {
      $0.picker.sections = desserts
    }
    #expect(
      store.state.picker.results.map(\.id) == [Recipe.mockCremeBrulee.id, Recipe.mockDessert.id])
    // Closing the window forgets the popover's search.
    store.send(.windowClosed) { $0.picker = PlanPickerFeature.State() }
    await store.finish()
  }

  @Test func anEmptyTextListsFavoritesOwnAndRecentlyCookedFirstAndTypingSearchesAll() async {
    let mine = Recipe(id: "mine-1", name: "Aunt May's Soup")
    let library = InMemoryLibrary(
      recipes: Recipe.mocks + [mine], favorites: [Recipe.mockPasta.id])
    await library.setCooked([
      CookedRecord(recipeID: Recipe.mockDessert.id, day: PlanDay.fixed("2026-11-20")),
      CookedRecord(recipeID: Recipe.mockCremeBrulee.id, day: PlanDay.fixed("2026-11-28")),
      // Cooked long ago: not recent.
      CookedRecord(recipeID: Recipe.mock.id, day: PlanDay.fixed("2025-06-01")),
      // A favorite cooked lately stays under Favorites only.
      CookedRecord(recipeID: Recipe.mockPasta.id, day: PlanDay.fixed("2026-12-01")),
    ])
    let store = makeStore(library.client)
    store.send(.picker(.searchChanged("")))
    let start = [
      PlanPickerSection(.favorites, [Recipe.mockPasta.summary]),
      PlanPickerSection(.own, [mine.summary]),
      PlanPickerSection(.recentlyCooked, [Recipe.mockCremeBrulee, .mockDessert].map(\.summary)),
      // Then the library's first, less those above.
      PlanPickerSection(.library, [Recipe.mock.summary]),
    ]
    await store.receive(.picker(.searched(text: "", .success(start)))) {
      $0.picker.sections = start
    }
    #expect(
      store.state.picker.results.map(\.id)
        == [
          Recipe.mockPasta.id, mine.id, Recipe.mockCremeBrulee.id, Recipe.mockDessert.id,
          Recipe.mock.id,
        ])
    // Typed: the whole library, the catalog's Chicken Pot Pie too.
    store.send(.picker(.searchChanged("pie"))) { $0.picker.text = "pie" }
    let pie = [PlanPickerSection(.library, [Recipe.mock.summary])]
    await store.receive(.picker(.searched(text: "pie", .success(pie)))) {
      $0.picker.sections = pie
    }
    await store.finish()
  }

  @Test func anAnswerToAnOlderTextIsDroppedAndAFailureIsSaid() async {
    let store = makeStore(.failing)
    store.send(
      .picker(
        .searched(text: "soup", .success([PlanPickerSection(.library, [Recipe.mockPasta.summary])]))
      ))
    store.send(.picker(.searched(text: "", .failure(.library("disk I/O error"))))) {
      $0.picker.error = .library("disk I/O error")
    }
    await store.finish()
  }
}
