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
    state.generation += 1
    state.recipes = RecipePages(all: snapshot.recipes)
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
    await store.receive(.libraryResponse(.success(snapshot))) {
      show(snapshot, in: &$0)
      $0.refreshAfterLoading = false
      $0.isRefreshing = true
    }
    await store.receive(.refreshResponse(.failure(.offline))) {
      $0.isRefreshing = false
      $0.isOffline = true
      $0.refreshError = .offline
    }
    // What was shown stays: the reload after the failure finds the same recipes.
    await store.receive(.libraryResponse(.success(snapshot))) { $0.generation += 1 }
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
    await store.receive(.refreshResponse(.success(1))) { $0.isRefreshing = false }
    let expected = RecipeListFeature.Snapshot(
      recipes: [remote.summary] + allSummaries, favoriteIDs: ["catalog-8"],
      categories: ["Chicken", "Dessert", "Pasta"],
      areas: ["American", "British", "French", "Italian"])
    await store.receive(.libraryResponse(.success(expected))) {
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
    await store.receive(.libraryResponse(.success(snapshot))) {
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
    await store.receive(.refreshResponse(.failure(.offline))) {
      $0.isRefreshing = false
      $0.isOffline = true
      $0.refreshError = .offline
    }
    await store.receive(.libraryResponse(.success(snapshot))) {
      show(snapshot, in: &$0)
    }
    await store.finish()
  }

  @Test func aServerErrorIsNotOfflineButKeepsTheRows() async {
    var api = RecipesAPI.failing
    api.byFirstLetter = { _ in throw RecipesError.httpStatus(500) }
    let store = makeStore(api: api)
    store.send(.refreshTapped) { $0.isRefreshing = true }
    await store.receive(.refreshResponse(.failure(.httpStatus(500)))) {
      $0.isRefreshing = false
      $0.refreshError = .httpStatus(500)
    }
    await store.receive(.libraryResponse(.success(snapshot))) {
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
    await store.receive(.refreshResponse(.success(0))) {
      $0.isRefreshing = false
      $0.isOffline = false
      $0.refreshError = nil
    }
    await store.receive(.libraryResponse(.success(snapshot))) {
      show(snapshot, in: &$0)
    }
    await store.finish()
  }

  @Test func aFailingLibraryIsAFailedStatusAndRetryLoadsAgain() async {
    var failing = Library.failing
    failing.recipeCount = { _ in throw RecipesError.library("disk I/O error") }
    failing.recipes = { _, _ in throw RecipesError.library("disk I/O error") }
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
    await store.receive(.libraryResponse(.failure(.library("disk I/O error")))) {
      $0.status = .failed(.library("disk I/O error"))
      $0.refreshAfterLoading = false
      $0.isRefreshing = true
    }
    await store.receive(.refreshResponse(.failure(.offline))) {
      $0.isRefreshing = false
      $0.isOffline = true
      $0.refreshError = .offline
    }
    await store.receive(.libraryResponse(.failure(.library("disk I/O error"))))
    store.send(.retryTapped) {
      $0.status = .loading
      $0.refreshAfterLoading = true
    }
    await store.receive(.libraryResponse(.failure(.library("disk I/O error")))) {
      $0.status = .failed(.library("disk I/O error"))
      $0.refreshAfterLoading = false
      $0.isRefreshing = true
    }
    await store.receive(.refreshResponse(.failure(.offline))) { $0.isRefreshing = false }
    await store.receive(.libraryResponse(.failure(.library("disk I/O error"))))
    await store.finish()
  }

  @Test func categoryFilterReloadsFromTheLibrary() async {
    let store = makeStore()
    store.send(.categorySelected("Dessert")) { $0.filter.category = "Dessert" }
    await store.receive(
      .libraryResponse(
        .success(
          .init(
            recipes: [Recipe.mockCremeBrulee.summary, Recipe.mockDessert.summary],
            favoriteIDs: ["catalog-8"], categories: snapshot.categories, areas: snapshot.areas)))
    ) {
      $0.status = .loaded
      $0.generation = 1
      $0.recipes = RecipePages(all: [Recipe.mockCremeBrulee.summary, Recipe.mockDessert.summary])
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
      .libraryResponse(
        .success(
          .init(
            recipes: [Recipe.mockPasta.summary], favoriteIDs: ["catalog-8"],
            categories: snapshot.categories, areas: snapshot.areas)))
    ) {
      $0.status = .loaded
      $0.generation = 1
      $0.recipes = RecipePages(all: [Recipe.mockPasta.summary])
      $0.favoriteIDs = ["catalog-8"]
      $0.categories = snapshot.categories
      $0.areas = snapshot.areas
    }
    store.send(.areaSelected(nil)) { $0.filter.area = nil }
    await store.receive(.libraryResponse(.success(snapshot))) {
      $0.generation = 2
      $0.recipes = RecipePages(all: snapshot.recipes)
    }
    await store.finish()
  }

  @Test func favoritesOnlyShowsFavorites() async {
    let store = makeStore()
    store.send(.favoritesOnlyToggled(true)) { $0.filter.favoritesOnly = true }
    let favorites = RecipeListFeature.Snapshot(
      recipes: [Recipe.mockCremeBrulee.summary], favoriteIDs: ["catalog-8"],
      categories: snapshot.categories, areas: snapshot.areas)
    await store.receive(.libraryResponse(.success(favorites))) {
      show(favorites, in: &$0)
    }
    await store.finish()
  }

  @Test func allRecipesTakesEveryFilterAwayAndReadsTheWholeList() async {
    var narrowed = RecipeListFeature.State()
    narrowed.filter = RecipeFilter(category: "Dessert", favoritesOnly: true, mineOnly: true)
    let store = TestStore(
      initialState: narrowed,
      reducer: RecipeListFeature(api: .offline, library: library.client))
    store.send(.allRecipesShown) { $0.filter = RecipeFilter() }
    await store.receive(.libraryResponse(.success(snapshot))) { show(snapshot, in: &$0) }
    // Already showing everything: nothing to read.
    store.send(.allRecipesShown)
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
    await store.receive(.libraryResponse(.success(french))) {
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

  @Test func unfavoritingWhileShowingFavoritesOnlyReloadsOnceTheLibrarySavedIt() async throws {
    var state = RecipeListFeature.State()
    state.filter.favoritesOnly = true
    state.favoriteIDs = ["catalog-8"]
    state.recipes = RecipePages(all: [Recipe.mockCremeBrulee.summary])
    state.status = .loaded
    let store = TestStore(
      initialState: state, reducer: RecipeListFeature(api: .offline, library: library.client))
    // The star goes at once; a read now could overtake the library's write.
    store.send(.favoriteChanged("catalog-8", isFavorite: false)) { $0.favoriteIDs = [] }
    try await library.client.setFavorite("catalog-8", false)
    store.send(.libraryChanged)
    await store.receive(
      .libraryResponse(
        .success(
          .init(
            recipes: [], favoriteIDs: [], categories: snapshot.categories, areas: snapshot.areas)))
    ) {
      $0.generation = 1
      $0.recipes = RecipePages()
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

@MainActor
@Suite("RecipeListFeature paging")
struct RecipeListPagingTests {
  private static let dishes = (0..<30).map {
    Recipe(id: Recipe.ID(rawValue: "p\($0)"), name: "Dish \($0 < 10 ? "0" : "")\($0)")
  }
  private let library = InMemoryLibrary(recipes: dishes)

  private func summaries(_ range: Range<Int>) -> [RecipeSummary] {
    Self.dishes[range].map(\.summary)
  }

  /// A list of 30 recipes, 2 per page, loaded: the first three pages (0..<6) are held.
  private func loadedStore() async -> TestStore<RecipeListFeature.State, RecipeListFeature.Action> {
    let store = TestStore(
      initialState: RecipeListFeature.State(canRefresh: false),
      reducer: RecipeListFeature(api: .failing, library: library.client, pageSize: 2))
    store.send(.onAppear) {
      $0.status = .loading
      $0.refreshAfterLoading = true
    }
    let snapshot = RecipeListFeature.Snapshot(
      recipes: summaries(0..<6), favoriteIDs: [], categories: [], areas: [], count: 30)
    await store.receive(.libraryResponse(.success(snapshot))) {
      $0.status = .loaded
      $0.generation = 1
      $0.refreshAfterLoading = false
      $0.recipes = RecipePages(count: 30, pageSize: 2)
      $0.recipes.insert(summaries(0..<6), at: 0)
    }
    return store
  }

  @Test func theFirstAnswerHoldsOnlyTheFirstPages() async {
    let store = await loadedStore()
    #expect(store.state.recipes.count == 30)
    #expect(store.state.recipes.loadedCount == 6)
    await store.finish()
  }

  @Test func scrollingReadsTheMissingPagesInOneGo() async {
    let store = await loadedStore()
    store.send(.visibleRangeChanged(8..<10)) {
      $0.visibleRange = 8..<10
      // Pages 3 to 5: the visible one and one on each side.
      $0.loadingPages = [3, 4, 5]
    }
    let request = RecipeListFeature.PageRequest(generation: 1, range: 6..<12)
    await store.receive(.pagesResponse(request, .success(summaries(6..<12)))) {
      $0.loadingPages = []
      $0.recipes.insert(summaries(6..<12), at: 6)
    }
    #expect(store.state.recipes[9]?.name == "Dish 09")
    await store.finish()
  }

  @Test func pagesFarFromTheScreenAreDropped() async {
    let store = await loadedStore()
    store.send(.visibleRangeChanged(28..<30)) {
      $0.visibleRange = 28..<30
      // Page 14 ± 4 pages is kept: the first pages go at once.
      $0.recipes.removePages(awayFrom: 28..<30, margin: RecipeListFeature.retainedPageMargin)
      $0.loadingPages = [13, 14]
    }
    #expect(store.state.recipes.loadedCount == 0)
    let request = RecipeListFeature.PageRequest(generation: 1, range: 26..<30)
    await store.receive(.pagesResponse(request, .success(summaries(26..<30)))) {
      $0.loadingPages = []
      $0.recipes.insert(summaries(26..<30), at: 26)
    }
    await store.finish()
  }

  @Test func pagesReadForAnEarlierAnswerAreIgnored() async {
    let store = await loadedStore()
    let stale = RecipeListFeature.PageRequest(generation: 0, range: 6..<8)
    store.send(.pagesResponse(stale, .success(summaries(6..<8))))
    #expect(store.state.recipes[6] == nil)
    await store.finish()
  }

  @Test func aFailedPageIsAFailedStatus() async {
    let store = await loadedStore()
    let request = RecipeListFeature.PageRequest(generation: 1, range: 6..<8)
    store.send(.pagesResponse(request, .failure(.library("disk I/O error")))) {
      $0.status = .failed(.library("disk I/O error"))
    }
    await store.finish()
  }

  @Test func aNewFilterReadsTheTopOfTheNewList() async {
    let store = await loadedStore()
    store.send(.visibleRangeChanged(20..<22)) {
      $0.visibleRange = 20..<22
      $0.recipes.removePages(awayFrom: 20..<22, margin: RecipeListFeature.retainedPageMargin)
      $0.loadingPages = [9, 10, 11]
    }
    let request = RecipeListFeature.PageRequest(generation: 1, range: 18..<24)
    await store.receive(.pagesResponse(request, .success(summaries(18..<24)))) {
      $0.loadingPages = []
      $0.recipes.insert(summaries(18..<24), at: 18)
    }
    try? await library.client.setFavorite("p1", true)
    try? await library.client.setFavorite("p25", true)
    store.send(.favoritesOnlyToggled(true)) { $0.filter.favoritesOnly = true }
    // The new list is read from its top (the window scrolls there), not at position 20.
    let favorites = RecipeListFeature.Snapshot(
      recipes: summaries(1..<2) + summaries(25..<26), favoriteIDs: ["p1", "p25"],
      categories: [], areas: [], count: 2, start: 0)
    await store.receive(.libraryResponse(.success(favorites))) {
      $0.generation = 2
      $0.favoriteIDs = ["p1", "p25"]
      $0.recipes = RecipePages(all: summaries(1..<2) + summaries(25..<26), pageSize: 2)
    }
    await store.finish()
  }
}
