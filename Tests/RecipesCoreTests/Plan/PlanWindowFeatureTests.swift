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
      $0.weekStart = PlanDay.fixed("2026-12-07")
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
    await store.receive(
      .picker(
        .searched(
          text: "",
          .success([Recipe.mock, .mockCremeBrulee, .mockPasta, .mockDessert].map(\.summary))))
    ) {
      $0.picker.results = [Recipe.mock, .mockCremeBrulee, .mockPasta, .mockDessert].map(\.summary)
    }
    store.send(.picker(.searchChanged("cat:dessert"))) { $0.picker.text = "cat:dessert" }
    await store.receive(
      .picker(
        .searched(
          text: "cat:dessert", .success([Recipe.mockCremeBrulee, .mockDessert].map(\.summary))))
    ) {
      $0.picker.results = [Recipe.mockCremeBrulee, .mockDessert].map(\.summary)
    }
    // Closing the window forgets the popover's search.
    store.send(.windowClosed) { $0.picker = PlanPickerFeature.State() }
    await store.finish()
  }

  @Test func anAnswerToAnOlderTextIsDroppedAndAFailureIsSaid() async {
    let store = makeStore(.failing)
    store.send(.picker(.searched(text: "soup", .success([Recipe.mockPasta.summary]))))
    store.send(.picker(.searched(text: "", .failure(.library("disk I/O error"))))) {
      $0.picker.error = .library("disk I/O error")
    }
    await store.finish()
  }
}
