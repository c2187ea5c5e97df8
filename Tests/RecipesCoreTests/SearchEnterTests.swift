import RecipesCore
import RecipesTestSupport
import Testing

/// Enter in the Recipes view's search box opens the first result the grid shows, as the
/// searches of GNOME's apps do.
@MainActor
@Suite("Enter in the search box")
struct SearchEnterTests {
  nonisolated private static let query = SearchQuery(parsing: "dessert")
  /// "dessert" finds both, the crème brûlée first (by name).
  nonisolated private static let results = [
    Recipe.mockCremeBrulee.summary, Recipe.mockDessert.summary,
  ]

  private func makeStore(
    state: AppFeature.State, favorites: Set<Recipe.ID> = []
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    let library = InMemoryLibrary(recipes: Recipe.mocks, favorites: favorites)
    return TestStore.app(state, library: library.client)
  }

  /// The app with "dessert" typed and answered.
  private var answered: AppFeature.State {
    var state = AppFeature.State()
    state.search.text = "dessert"
    state.search.query = Self.query
    state.search.results = Self.results
    return state
  }

  private func receiveOpened(
    _ recipe: Recipe, in store: TestStore<AppFeature.State, AppFeature.Action>,
    isFavorite: Bool = false
  ) async {
    await store.receive(
      .detail(recipe.id, .libraryResponse(.success(.init(recipe: recipe, isFavorite: isFavorite))))
    ) {
      $0.details[0].recipe = recipe
      $0.details[0].isLoading = false
    }
  }

  @Test func enterOpensTheFirstResult() async {
    let store = makeStore(state: answered)
    let first = Recipe.mockCremeBrulee
    store.send(.searchEntered) {
      $0.focusRequest = .init(recipeID: first.id, sequence: 1)
      $0.details = [.init(id: first.id, summary: first.summary)]
      $0.details[0].isLoading = true
    }
    await receiveOpened(first, in: store)
    #expect(store.state.details.map(\.id) == [first.id])
    await store.finish()
  }

  @Test func enterOpensTheFirstResultTheGridShows() async {
    // With favorites only, the grid shows the brownies alone: Enter opens them.
    var state = answered
    state.list.filter = RecipeFilter(favoritesOnly: true)
    state.list.favoriteIDs = [Recipe.mockDessert.id]
    let store = makeStore(state: state, favorites: [Recipe.mockDessert.id])
    let shown = Recipe.mockDessert
    store.send(.searchEntered) {
      $0.focusRequest = .init(recipeID: shown.id, sequence: 1)
      $0.details = [.init(id: shown.id, summary: shown.summary, isFavorite: true)]
      $0.details[0].isLoading = true
    }
    await receiveOpened(shown, in: store, isFavorite: true)
    await store.finish()
  }

  @Test func enterBeforeTheAnswerSearchesThenOpensTheFirstResult() async {
    let store = makeStore(state: AppFeature.State())
    store.send(.search(.queryChanged("dessert"))) { $0.search.text = "dessert" }
    store.send(.searchEntered) {
      $0.opensFirstSearchResult = true
      $0.search.query = Self.query
      $0.search.isSearching = true
      $0.search.isSearchingRemote = true
    }
    let first = Recipe.mockCremeBrulee
    await store.receive(.search(.localResponse(Self.query, .success(Self.results)))) {
      $0.search.isSearching = false
      $0.search.results = Self.results
      $0.opensFirstSearchResult = false
      $0.focusRequest = .init(recipeID: first.id, sequence: 1)
      $0.details = [.init(id: first.id, summary: first.summary)]
      $0.details[0].isLoading = true
    }
    await store.receive(inAnyOrder: [
      (
        .search(.remoteResponse(Self.query, .failure(.offline))),
        {
          $0.search.isSearchingRemote = false
          $0.search.remoteError = .offline
        }
      ),
      (
        .detail(first.id, .libraryResponse(.success(.init(recipe: first, isFavorite: false)))),
        {
          $0.details[0].recipe = first
          $0.details[0].isLoading = false
        }
      ),
    ])
    await store.finish()
  }

  @Test func typingAfterEnterForgetsIt() async {
    // Enter pressed, the library not answered yet, and the cook types on.
    var state = AppFeature.State()
    state.search.text = "dessert"
    state.search.query = Self.query
    state.search.isSearching = true
    state.opensFirstSearchResult = true
    let store = makeStore(state: state)
    store.send(.search(.queryChanged("desserts"))) {
      $0.search.text = "desserts"
      $0.opensFirstSearchResult = false
    }
    store.send(.search(.localResponse(Self.query, .success(Self.results)))) {
      $0.search.isSearching = false
      $0.search.results = Self.results
    }
    #expect(store.state.details.isEmpty, "no window opened for a text the cook kept typing")
    store.send(.search(.queryChanged(""))) { $0.search = SearchFeature.State() }
    await store.finish()
  }

  @Test func enterWithNothingFoundOpensNothing() async {
    var state = AppFeature.State()
    state.search.text = "tofu"
    state.search.query = SearchQuery(parsing: "tofu")
    let store = makeStore(state: state)
    store.send(.searchEntered) {
      $0.opensFirstSearchResult = true
      $0.search.isSearching = true
      $0.search.isSearchingRemote = true
    }
    await store.receive(.search(.localResponse(SearchQuery(parsing: "tofu"), .success([])))) {
      $0.search.isSearching = false
    }
    await store.receive(.search(.remoteResponse(SearchQuery(parsing: "tofu"), .failure(.offline))))
    {
      $0.search.isSearchingRemote = false
      $0.search.remoteError = .offline
      $0.opensFirstSearchResult = false
    }
    #expect(store.state.details.isEmpty)
    await store.finish()
  }

  @Test func enterBeforeTheAnswerOpensWhatOnlyTheRemoteAPIFinds() async {
    // "norma" typed and Enter pressed at once: the library answers with nothing, then the
    // remote API with a recipe (as a search for "tagine" went on a first launch). The
    // recipe the API gives is one the library reads without saving it first.
    let remote = Recipe.mockPasta
    let query = SearchQuery(parsing: "norma")
    var state = AppFeature.State()
    state.search.text = "norma"
    state.search.query = query
    state.search.isSearching = true
    state.search.isSearchingRemote = true
    state.opensFirstSearchResult = true
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = TestStore.app(state, library: library.client)
    store.send(.search(.localResponse(query, .success([])))) {
      $0.search.isSearching = false
    }
    #expect(store.state.details.isEmpty, "nothing to open yet")
    store.send(.search(.remoteResponse(query, .success([remote.summary])))) {
      $0.search.isSearchingRemote = false
      $0.search.remoteMatches = [remote.summary]
      $0.search.results = [remote.summary]
    }
    // The API's matches were saved: the grid and the search read the library again, and
    // the first card of that answer opens.
    let listed = await snapshot(of: library)
    await store.receive(inAnyOrder: [
      (.list(.libraryResponse(.success(listed))), { show(listed, in: &$0) }),
      (
        .search(.rereadResponse(query, .success([remote.summary]))),
        {
          $0.opensFirstSearchResult = false
          $0.focusRequest = .init(recipeID: remote.id, sequence: 1)
          $0.details = [.init(id: remote.id, summary: remote.summary)]
          $0.details[0].isLoading = true
        }
      ),
    ])
    await store.receive(
      .detail(remote.id, .libraryResponse(.success(.init(recipe: remote, isFavorite: false))))
    ) {
      $0.details[0].recipe = remote
      $0.details[0].isLoading = false
    }
    #expect(store.state.details.map(\.id) == [remote.id])
    await store.finish()
  }

  @Test func enterOpensTheGridsFirstCardNotTheRemoteAPIsFirstMatch() async {
    // The API answers "dessert" with the brownies first; saved, the library reads them
    // back after the crème brûlée, and the grid shows that order: Enter opens its first.
    var state = AppFeature.State()
    state.search.text = "dessert"
    state.search.query = Self.query
    state.search.isSearching = true
    state.search.isSearchingRemote = true
    state.opensFirstSearchResult = true
    let library = InMemoryLibrary(recipes: Recipe.mocks)
    let store = TestStore.app(state, library: library.client)
    store.send(.search(.localResponse(Self.query, .success([])))) {
      $0.search.isSearching = false
    }
    let apiOrder = Array(Self.results.reversed())
    store.send(.search(.remoteResponse(Self.query, .success(apiOrder)))) {
      $0.search.isSearchingRemote = false
      $0.search.remoteMatches = apiOrder
      $0.search.results = apiOrder
    }
    #expect(store.state.details.isEmpty, "the API's first opened before the grid's order")
    let listed = await snapshot(of: library)
    let first = Recipe.mockCremeBrulee
    await store.receive(inAnyOrder: [
      (.list(.libraryResponse(.success(listed))), { show(listed, in: &$0) }),
      (
        .search(.rereadResponse(Self.query, .success(Self.results))),
        {
          $0.search.results = Self.results
          $0.opensFirstSearchResult = false
          $0.focusRequest = .init(recipeID: first.id, sequence: 1)
          $0.details = [.init(id: first.id, summary: first.summary)]
          $0.details[0].isLoading = true
        }
      ),
    ])
    await receiveOpened(first, in: store)
    #expect(store.state.details.map(\.id) == [first.id])
    await store.finish()
  }

  @Test func enterInAnEmptyBoxDoesNothing() async {
    let store = makeStore(state: AppFeature.State())
    store.send(.searchEntered)
    #expect(store.state.details.isEmpty)
    await store.finish()
  }
}
