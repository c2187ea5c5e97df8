import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("AppFeature")
struct AppFeatureTests {
  private let library = InMemoryLibrary(recipes: Recipe.mocks, favorites: [])

  /// A store over `state`, reading `library` (the in-memory mock library unless given).
  private func makeStore(
    state: AppFeature.State = AppFeature.State(), library client: Library? = nil
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: client ?? library.client, importer: .failing,
        clock: ManualClock(), opener: .failing))
  }

  private var listedState: AppFeature.State {
    var state = AppFeature.State()
    state.list.recipes = RecipePages(all: Recipe.mocks.map(\.summary))
    state.list.status = .loaded
    return state
  }

  @Test func activatingACardOpensItsDetailWindow() async {
    let store = makeStore(state: listedState)
    let id = Recipe.mockPasta.id
    store.send(.recipeActivated(id)) {
      $0.focusRequest = .init(recipeID: id, sequence: 1)
      $0.details = [
        .init(id: id, summary: Recipe.mockPasta.summary, isFavorite: false)
      ]
      $0.details[0].isLoading = true
    }
    await store.receive(
      .detail(id, .libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false))))
    ) {
      $0.details[0].recipe = .mockPasta
      $0.details[0].isLoading = false
    }
    await store.finish()
  }

  @Test func activatingAnOpenRecipeFocusesItsWindowInsteadOfDuplicatingIt() async {
    var state = listedState
    state.details = [.init(id: Recipe.mockPasta.id), .init(id: Recipe.mockDessert.id)]
    state.focusRequest = .init(recipeID: Recipe.mockDessert.id, sequence: 4)
    let store = makeStore(state: state)
    store.send(.recipeActivated(Recipe.mockPasta.id)) {
      $0.focusRequest = .init(recipeID: Recipe.mockPasta.id, sequence: 5)
    }
    #expect(store.state.details.map(\.id) == [Recipe.mockPasta.id, Recipe.mockDessert.id])
    await store.finish()
  }

  @Test func windowsAreKeptInTheOrderTheyWereOpened() async {
    let store = makeStore(state: listedState)
    store.send(.recipeActivated(Recipe.mockPasta.id)) {
      $0.focusRequest = .init(recipeID: Recipe.mockPasta.id, sequence: 1)
      $0.details = [.init(id: Recipe.mockPasta.id, summary: Recipe.mockPasta.summary)]
      $0.details[0].isLoading = true
    }
    await store.receive(
      .detail(
        Recipe.mockPasta.id,
        .libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false))))
    ) {
      $0.details[0].recipe = .mockPasta
      $0.details[0].isLoading = false
    }
    store.send(.recipeActivated(Recipe.mockDessert.id)) {
      $0.focusRequest = .init(recipeID: Recipe.mockDessert.id, sequence: 2)
      $0.details.append(.init(id: Recipe.mockDessert.id, summary: Recipe.mockDessert.summary))
      $0.details[1].isLoading = true
    }
    await store.receive(
      .detail(
        Recipe.mockDessert.id,
        .libraryResponse(.success(.init(recipe: .mockDessert, isFavorite: false))))
    ) {
      $0.details[1].recipe = .mockDessert
      $0.details[1].isLoading = false
    }
    #expect(store.state.details.map(\.id) == [Recipe.mockPasta.id, Recipe.mockDessert.id])
    await store.finish()
  }

  @Test func closingAWindowRemovesItAndCancelsItsEffects() async {
    var api = RecipesAPI.failing
    api.lookup = { _ in try await suspendUntilCancelled() }
    var state = listedState
    state.list.recipes = RecipePages(all: (Recipe.mocks + [Recipe.mock]).map(\.summary))
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: api, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing)
    )
    let id = Recipe.mock.id
    store.send(.recipeActivated(id)) {
      $0.focusRequest = .init(recipeID: id, sequence: 1)
      $0.details = [.init(id: id, summary: Recipe.mock.summary)]
      $0.details[0].isLoading = true
    }
    await store.receive(
      .detail(id, .libraryResponse(.success(.init(recipe: .mock, isFavorite: false))))
    ) {
      $0.details[0].recipe = .mock
    }
    store.send(.detailWindowClosed(id)) {
      $0.details = []
      $0.focusRequest = nil
    }
    await store.finish()
  }

  @Test func actionsForAClosedWindowAreIgnored() async {
    let store = makeStore(state: listedState)
    store.send(.detail("catalog-3", .favoriteToggled))
    await store.finish()
  }

  /// Receives the list read again from the library, which holds the mock recipes and
  /// `favorites`.
  private func receiveTheListReadAgain(
    by store: TestStore<AppFeature.State, AppFeature.Action>, favorites: Set<Recipe.ID>
  ) async {
    let snapshot = RecipeListFeature.Snapshot(
      recipes: await library.allRecipes.map(\.summary), favoriteIDs: favorites,
      categories: (try? await library.client.categories()) ?? [],
      areas: (try? await library.client.areas()) ?? [])
    await store.receive(.list(.libraryResponse(.success(snapshot)))) {
      $0.list.generation = 1
      $0.list.recipes = RecipePages(all: snapshot.recipes)
      $0.list.categories = snapshot.categories
      $0.list.areas = snapshot.areas
      $0.list.favoriteIDs = favorites
    }
  }

  @Test func aFavoriteToggledInAWindowShowsOnItsCard() async {
    var state = listedState
    state.details = [.init(id: Recipe.mockPasta.id)]
    let store = makeStore(state: state)
    store.send(.detail(Recipe.mockPasta.id, .favoriteToggled)) {
      $0.details[0].isFavorite = true
      $0.list.favoriteIDs = [Recipe.mockPasta.id]
    }
    await store.receive(.detail(Recipe.mockPasta.id, .favoriteResponse(.success(true))))
    // Saved: the list is read again (the same, with the library's favorites).
    await receiveTheListReadAgain(by: store, favorites: [Recipe.mockPasta.id])
    await store.finish()
  }

  @Test func aFavoriteToggledAsItsWindowClosesIsStillSavedAndReadAgain() async {
    var state = listedState
    state.details = [.init(id: Recipe.mockPasta.id)]
    let store = makeStore(state: state)
    store.send(.detail(Recipe.mockPasta.id, .favoriteToggled)) {
      $0.details[0].isFavorite = true
      $0.list.favoriteIDs = [Recipe.mockPasta.id]
    }
    store.send(.detailWindowClosed(Recipe.mockPasta.id)) { $0.details = [] }
    await store.receive(.detail(Recipe.mockPasta.id, .favoriteResponse(.success(true))))
    await receiveTheListReadAgain(by: store, favorites: [Recipe.mockPasta.id])
    await store.finish()
    #expect(await library.favoriteIDs() == [Recipe.mockPasta.id], "the library kept it")
  }

  @Test func aFavoriteThatFailedAfterItsWindowClosedIsTakenOffItsCard() async {
    var refusing = library.client
    refusing.setFavorite = { _, _ in throw RecipesError.library("disk full") }
    var state = listedState
    state.details = [.init(id: Recipe.mockPasta.id)]
    let store = makeStore(state: state, library: refusing)
    store.send(.detail(Recipe.mockPasta.id, .favoriteToggled)) {
      $0.details[0].isFavorite = true
      $0.list.favoriteIDs = [Recipe.mockPasta.id]
    }
    store.send(.detailWindowClosed(Recipe.mockPasta.id)) { $0.details = [] }
    await store.receive(
      .detail(Recipe.mockPasta.id, .favoriteResponse(.failure(.library("disk full")))))
    // The list read again: the library holds no favorite, so the card has no star.
    await receiveTheListReadAgain(by: store, favorites: [])
    await store.finish()
  }

  @Test func aFavoriteThatFailedIsTakenOffItsCardAgain() async {
    var failing = Library.failing
    failing.setFavorite = { _, _ in throw RecipesError.library("disk full") }
    var state = listedState
    state.details = [.init(id: Recipe.mockPasta.id)]
    let store = makeStore(state: state, library: failing)
    store.send(.detail(Recipe.mockPasta.id, .favoriteToggled)) {
      $0.details[0].isFavorite = true
      $0.list.favoriteIDs = [Recipe.mockPasta.id]
    }
    await store.receive(
      .detail(Recipe.mockPasta.id, .favoriteResponse(.failure(.library("disk full"))))
    ) {
      $0.details[0].isFavorite = false
      $0.details[0].actionError = .library("disk full")
      $0.list.favoriteIDs = []
    }
    await store.finish()
  }

  @Test func aDetailOpenedFromSearchResultsGetsItsSummary() async {
    var state = AppFeature.State()
    state.search.query = SearchQuery(words: ["crème"])
    state.search.results = [Recipe.mockCremeBrulee.summary]
    state.list.favoriteIDs = [Recipe.mockCremeBrulee.id]
    let store = makeStore(state: state)
    let id = Recipe.mockCremeBrulee.id
    store.send(.recipeActivated(id)) {
      $0.focusRequest = .init(recipeID: id, sequence: 1)
      $0.details = [.init(id: id, summary: Recipe.mockCremeBrulee.summary, isFavorite: true)]
      $0.details[0].isLoading = true
    }
    // The library is the truth about favorites: it has none, whatever the list believed.
    await store.receive(
      .detail(id, .libraryResponse(.success(.init(recipe: .mockCremeBrulee, isFavorite: false))))
    ) {
      $0.details[0].recipe = .mockCremeBrulee
      $0.details[0].isFavorite = false
      $0.details[0].isLoading = false
    }
    await store.finish()
  }

  @Test func listAndSearchActionsReachTheirFeatures() async {
    let store = makeStore()
    store.send(.search(.queryChanged(""))) { $0.search.text = "" }
    store.send(.list(.favoriteChanged("catalog-3", isFavorite: true))) {
      $0.list.favoriteIDs = ["catalog-3"]
    }
    await store.finish()
  }
}
