import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("RecipeListFeature")
struct RecipeListFeatureTests {
  private let library = InMemoryLibrary(recipes: Recipe.mocks, favorites: ["catalog-8"])

  private var allSummaries: [RecipeSummary] {
    [Recipe.mock, .mockCremeBrulee, .mockPasta, .mockDessert].map(\.summary)
  }

  private var snapshot: RecipeListFeature.Snapshot {
    RecipeListFeature.Snapshot(
      recipes: allSummaries, favoriteIDs: ["catalog-8"],
      categories: ["Chicken", "Dessert", "Pasta"], areas: ["American", "French", "Italian"])
  }

  /// What the state holds once the library answered with `snapshot`.
  private func show(_ snapshot: RecipeListFeature.Snapshot, in state: inout RecipeListFeature.State)
  {
    state.status = .loaded
    state.recipes = snapshot.recipes
    state.favoriteIDs = snapshot.favoriteIDs
    state.categories = snapshot.categories
    state.areas = snapshot.areas
  }

  private func makeStore(api: RecipesAPI = .offline) -> TestStore<
    RecipeListFeature.State, RecipeListFeature.Action
  > {
    TestStore(
      initialState: RecipeListFeature.State(),
      reducer: RecipeListFeature(api: api, library: library.client, maxConcurrentRequests: 3))
  }

  @Test func onAppearShowsTheLibraryThenMarksOfflineWhenTheRemoteIsUnreachable() async {
    let store = makeStore()
    store.send(.onAppear) {
      $0.status = .loading
      $0.refreshAfterLoading = true
    }
    await store.receive(.libraryLoaded(.success(snapshot))) {
      show(snapshot, in: &$0)
      $0.refreshAfterLoading = false
      $0.isRefreshing = true
    }
    await store.receive(.refreshFinished(.failure(.offline))) {
      $0.isRefreshing = false
      $0.isOffline = true
      $0.refreshError = .offline
    }
    // What was shown stays: the reload after the failure finds the same recipes.
    await store.receive(.libraryLoaded(.success(snapshot)))
    await store.finish()
  }

  @Test func refreshFetchesEveryLetterAndSavesWhatArrives() async {
    let remote = Recipe(id: "53000", name: "Apple Crumble", category: "Dessert", area: "British")
    var api = RecipesAPI.failing
    let letters = LockedLetters()
    api.byFirstLetter = { letter in
      await letters.append(letter)
      return letter == "a" ? [remote] : []
    }
    let store = makeStore(api: api)
    store.send(.refreshTapped) { $0.isRefreshing = true }
    await store.receive(.refreshFinished(.success(1))) { $0.isRefreshing = false }
    var expected = snapshot
    expected.recipes.insert(remote.summary, at: 0)
    expected.categories = ["Chicken", "Dessert", "Pasta"]
    expected.areas = ["American", "British", "French", "Italian"]
    await store.receive(.libraryLoaded(.success(expected))) {
      show(expected, in: &$0)
    }
    await store.finish()
    #expect(await letters.sorted == RecipeListFeature.refreshLetters)
    #expect(await library.savedRecipeCount == 1)
  }

  @Test func offlineModeShowsTheLibraryAndNeverRefreshes() async {
    let store = TestStore(
      initialState: RecipeListFeature.State(canRefresh: false),
      reducer: RecipeListFeature(api: .failing, library: library.client))
    store.send(.onAppear) {
      $0.status = .loading
      $0.refreshAfterLoading = true
    }
    await store.receive(.libraryLoaded(.success(snapshot))) {
      show(snapshot, in: &$0)
      $0.refreshAfterLoading = false
    }
    store.send(.refreshTapped)
    await store.finish()
  }

  @Test func refreshIsNeverRunTwiceAtOnce() async {
    let store = makeStore()
    store.send(.refreshTapped) { $0.isRefreshing = true }
    store.send(.refreshTapped)
    await store.receive(.refreshFinished(.failure(.offline))) {
      $0.isRefreshing = false
      $0.isOffline = true
      $0.refreshError = .offline
    }
    await store.receive(.libraryLoaded(.success(snapshot))) {
      show(snapshot, in: &$0)
    }
    await store.finish()
  }

  @Test func aServerErrorIsNotOfflineButKeepsTheRows() async {
    var api = RecipesAPI.failing
    api.byFirstLetter = { _ in throw RecipesError.httpStatus(500) }
    let store = makeStore(api: api)
    store.send(.refreshTapped) { $0.isRefreshing = true }
    await store.receive(.refreshFinished(.failure(.httpStatus(500)))) {
      $0.isRefreshing = false
      $0.refreshError = .httpStatus(500)
    }
    await store.receive(.libraryLoaded(.success(snapshot))) {
      show(snapshot, in: &$0)
    }
    await store.finish()
  }

  @Test func aSuccessfulRefreshClearsTheOfflineMark() async {
    var api = RecipesAPI.failing
    api.byFirstLetter = { _ in [] }
    var state = RecipeListFeature.State()
    state.isOffline = true
    state.refreshError = .offline
    let store = TestStore(
      initialState: state, reducer: RecipeListFeature(api: api, library: library.client))
    store.send(.refreshTapped) { $0.isRefreshing = true }
    await store.receive(.refreshFinished(.success(0))) {
      $0.isRefreshing = false
      $0.isOffline = false
      $0.refreshError = nil
    }
    await store.receive(.libraryLoaded(.success(snapshot))) {
      show(snapshot, in: &$0)
    }
    await store.finish()
  }

  @Test func aFailingLibraryIsAFailedStatusAndRetryLoadsAgain() async {
    var failing = Library.failing
    failing.recipes = { _ in throw RecipesError.library("disk I/O error") }
    failing.favoriteIDs = { [] }
    failing.categories = { [] }
    failing.areas = { [] }
    let store = TestStore(
      initialState: RecipeListFeature.State(),
      reducer: RecipeListFeature(api: .offline, library: failing))
    store.send(.onAppear) {
      $0.status = .loading
      $0.refreshAfterLoading = true
    }
    await store.receive(.libraryLoaded(.failure(.library("disk I/O error")))) {
      $0.status = .failed(.library("disk I/O error"))
      $0.refreshAfterLoading = false
      $0.isRefreshing = true
    }
    await store.receive(.refreshFinished(.failure(.offline))) {
      $0.isRefreshing = false
      $0.isOffline = true
      $0.refreshError = .offline
    }
    await store.receive(.libraryLoaded(.failure(.library("disk I/O error"))))
    store.send(.retryTapped) {
      $0.status = .loading
      $0.refreshAfterLoading = true
    }
    await store.receive(.libraryLoaded(.failure(.library("disk I/O error")))) {
      $0.status = .failed(.library("disk I/O error"))
      $0.refreshAfterLoading = false
      $0.isRefreshing = true
    }
    await store.receive(.refreshFinished(.failure(.offline))) { $0.isRefreshing = false }
    await store.receive(.libraryLoaded(.failure(.library("disk I/O error"))))
    await store.finish()
  }

  @Test func categoryFilterReloadsFromTheLibrary() async {
    let store = makeStore()
    store.send(.categorySelected("Dessert")) { $0.filter.category = "Dessert" }
    await store.receive(
      .libraryLoaded(
        .success(
          .init(
            recipes: [Recipe.mockCremeBrulee.summary, Recipe.mockDessert.summary],
            favoriteIDs: ["catalog-8"], categories: snapshot.categories, areas: snapshot.areas)))
    ) {
      $0.status = .loaded
      $0.recipes = [Recipe.mockCremeBrulee.summary, Recipe.mockDessert.summary]
      $0.favoriteIDs = ["catalog-8"]
      $0.categories = snapshot.categories
      $0.areas = snapshot.areas
    }
    // Choosing the same category again asks nothing.
    store.send(.categorySelected("Dessert"))
    await store.finish()
  }

  @Test func areaFilterReloadsFromTheLibrary() async {
    let store = makeStore()
    store.send(.areaSelected("Italian")) { $0.filter.area = "Italian" }
    await store.receive(
      .libraryLoaded(
        .success(
          .init(
            recipes: [Recipe.mockPasta.summary], favoriteIDs: ["catalog-8"],
            categories: snapshot.categories, areas: snapshot.areas)))
    ) {
      $0.status = .loaded
      $0.recipes = [Recipe.mockPasta.summary]
      $0.favoriteIDs = ["catalog-8"]
      $0.categories = snapshot.categories
      $0.areas = snapshot.areas
    }
    store.send(.areaSelected(nil)) { $0.filter.area = nil }
    await store.receive(.libraryLoaded(.success(snapshot))) { $0.recipes = snapshot.recipes }
    await store.finish()
  }

  @Test func favoritesOnlyShowsFavorites() async {
    let store = makeStore()
    store.send(.favoritesOnlyToggled(true)) { $0.filter.favoritesOnly = true }
    let favorites = RecipeListFeature.Snapshot(
      recipes: [Recipe.mockCremeBrulee.summary], favoriteIDs: ["catalog-8"],
      categories: snapshot.categories, areas: snapshot.areas)
    await store.receive(.libraryLoaded(.success(favorites))) {
      show(favorites, in: &$0)
    }
    await store.finish()
  }

  @Test func applyingAWholeFilterLoadsItWithoutARefresh() async {
    let store = makeStore(api: .failing)
    let filter = RecipeFilter(category: "Dessert", area: "French")
    store.send(.filterApplied(filter)) {
      $0.filter = filter
      $0.status = .loading
    }
    let french = RecipeListFeature.Snapshot(
      recipes: [Recipe.mockCremeBrulee.summary], favoriteIDs: ["catalog-8"],
      categories: snapshot.categories, areas: snapshot.areas)
    await store.receive(.libraryLoaded(.success(french))) {
      show(french, in: &$0)
    }
    await store.finish()
  }

  @Test func aFavoriteChangedElsewhereShowsAtOnce() async {
    let store = makeStore()
    store.send(.favoriteChanged("52001", isFavorite: true)) { $0.favoriteIDs = ["52001"] }
    store.send(.favoriteChanged("52001", isFavorite: false)) { $0.favoriteIDs = [] }
    await store.finish()
  }

  @Test func unfavoritingWhileShowingFavoritesOnlyReloads() async throws {
    var state = RecipeListFeature.State()
    state.filter.favoritesOnly = true
    state.favoriteIDs = ["catalog-8"]
    state.recipes = [Recipe.mockCremeBrulee.summary]
    state.status = .loaded
    try await library.client.setFavorite("catalog-8", false)
    let store = TestStore(
      initialState: state, reducer: RecipeListFeature(api: .offline, library: library.client))
    store.send(.favoriteChanged("catalog-8", isFavorite: false)) { $0.favoriteIDs = [] }
    await store.receive(
      .libraryLoaded(
        .success(
          .init(
            recipes: [], favoriteIDs: [], categories: snapshot.categories, areas: snapshot.areas)))
    ) {
      $0.recipes = []
      $0.categories = snapshot.categories
      $0.areas = snapshot.areas
    }
    await store.finish()
  }
}

/// Collects the letters a refresh asked for, from concurrent requests.
private actor LockedLetters {
  private var letters: [Character] = []
  func append(_ letter: Character) { letters.append(letter) }
  var sorted: [Character] { letters.sorted() }
}
