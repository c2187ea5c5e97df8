import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("RecipeDetailFeature")
struct RecipeDetailFeatureTests {
  private func makeStore(
    id: Recipe.ID, api: RecipesAPI = .failing, library: Library, opener: URLOpener = .failing,
    isFavorite: Bool = false
  ) -> TestStore<RecipeDetailFeature.State, RecipeDetailFeature.Action> {
    TestStore(
      initialState: RecipeDetailFeature.State(id: id, isFavorite: isFavorite),
      reducer: RecipeDetailFeature(api: api, library: library, opener: opener))
  }

  @Test func aCatalogRecipeComesFromTheLibraryAndNeverAsksTheAPI() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let store = makeStore(id: Recipe.mockPasta.id, library: library.client)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: false)))) {
      $0.recipe = .mockPasta
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test func theFavoriteStarComesFromTheLibrary() async {
    let library = InMemoryLibrary(recipes: [.mockPasta], favorites: [Recipe.mockPasta.id])
    let store = makeStore(id: Recipe.mockPasta.id, library: library.client)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: .mockPasta, isFavorite: true)))) {
      $0.recipe = .mockPasta
      $0.isFavorite = true
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test func anOwnRecipeComesFromTheLibraryAndNeverAsksTheAPI() async {
    let own = Recipe(id: "mine-1", name: "Scones")
    let store = makeStore(id: own.id, library: InMemoryLibrary(recipes: [own]).client)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: own, isFavorite: false)))) {
      $0.recipe = own
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test func aMissingCatalogRecipeIsNotFound() async {
    let store = makeStore(id: "catalog-999", library: InMemoryLibrary().client)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: nil, isFavorite: false)))) {
      $0.isLoading = false
      $0.error = .notFound
    }
    await store.finish()
  }

  @Test func aRemoteRecipeShowsTheLibraryCopyThenTheCompleteOneWhichIsSaved() async throws {
    let partial = Recipe(id: Recipe.mock.id, name: Recipe.mock.name, category: "Chicken")
    let library = InMemoryLibrary(recipes: [partial])
    var api = RecipesAPI.failing
    api.lookup = { id in id == Recipe.mock.id ? .mock : nil }
    let store = makeStore(id: Recipe.mock.id, api: api, library: library.client)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: partial, isFavorite: false)))) {
      $0.recipe = partial
    }
    await store.receive(.lookupResponse(.success(.mock))) {
      $0.recipe = .mock
      $0.isLoading = false
    }
    await store.finish()
    #expect(try await library.client.recipe(Recipe.mock.id) == .mock)
  }

  @Test func aFailedLookupKeepsThePartialRecipeAndRetryCompletesIt() async {
    let partial = Recipe(id: Recipe.mock.id, name: Recipe.mock.name)
    let library = InMemoryLibrary(recipes: [partial])
    let attempts = Attempts()
    var api = RecipesAPI.failing
    api.lookup = { _ in
      if await attempts.next() == 1 { throw RecipesError.timedOut }
      return .mock
    }
    let store = makeStore(id: Recipe.mock.id, api: api, library: library.client)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: partial, isFavorite: false)))) {
      $0.recipe = partial
    }
    await store.receive(.lookupResponse(.failure(.timedOut))) {
      $0.isLoading = false
      $0.error = .timedOut
    }
    store.send(.retryTapped) {
      $0.isLoading = true
      $0.error = nil
    }
    await store.receive(.libraryResponse(.success(.init(recipe: partial, isFavorite: false))))
    await store.receive(.lookupResponse(.success(.mock))) {
      $0.recipe = .mock
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test func aRecipeTheAPINoLongerHasKeepsTheSavedCopy() async {
    let library = InMemoryLibrary(recipes: [.mock])
    var api = RecipesAPI.failing
    api.lookup = { _ in nil }
    let store = makeStore(id: Recipe.mock.id, api: api, library: library.client)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.success(.init(recipe: .mock, isFavorite: false)))) {
      $0.recipe = .mock
    }
    await store.receive(.lookupResponse(.success(nil))) { $0.isLoading = false }
    await store.finish()
  }

  @Test func aLibraryFailureIsShownAndTheRemoteStillTried() async {
    var library = Library.failing
    library.recipe = { _ in throw RecipesError.library("malformed database") }
    library.save = { _ in }
    var api = RecipesAPI.failing
    api.lookup = { _ in .mock }
    let store = makeStore(id: Recipe.mock.id, api: api, library: library)
    store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.libraryResponse(.failure(.library("malformed database")))) {
      $0.error = .library("malformed database")
    }
    await store.receive(.lookupResponse(.success(.mock))) {
      $0.recipe = .mock
      $0.isLoading = false
      $0.error = nil
    }
    await store.finish()
  }

  @Test func favoriteTogglePersistsThroughTheLibrary() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let store = makeStore(id: Recipe.mockPasta.id, library: library.client)
    store.send(.favoriteToggled) { $0.isFavorite = true }
    await store.receive(.favoriteResponse(.success(true)))
    #expect(await library.favoriteIDs() == [Recipe.mockPasta.id])
    store.send(.favoriteToggled) { $0.isFavorite = false }
    await store.receive(.favoriteResponse(.success(false)))
    #expect(await library.favoriteIDs().isEmpty)
    await store.finish()
  }

  @Test func aFavoriteThatCouldNotBeSavedIsPutBack() async {
    var library = Library.failing
    library.setFavorite = { _, _ in throw RecipesError.library("read-only database") }
    let store = makeStore(id: Recipe.mockPasta.id, library: library)
    store.send(.favoriteToggled) { $0.isFavorite = true }
    await store.receive(.favoriteResponse(.failure(.library("read-only database")))) {
      $0.isFavorite = false
      $0.actionError = .library("read-only database")
    }
    await store.finish()
  }

  @Test func openSourceHandsTheSourceURLToTheOpener() async {
    let opened = OpenedURLs()
    var state = RecipeDetailFeature.State(id: Recipe.mock.id)
    state.recipe = .mock
    let store = TestStore(
      initialState: state,
      reducer: RecipeDetailFeature(
        api: .failing, library: .failing, opener: .recording(into: opened)))
    store.send(.openSourceTapped)
    await store.receive(.openLinkResponse(.success(URL(string: "https://example.org/pot-pie")!)))
    store.send(.openVideoTapped)
    await store.receive(
      .openLinkResponse(.success(URL(string: "https://video.example.org/watch?v=pie")!)))
    await store.finish()
    #expect(
      await opened.urls.map(\.absoluteString) == [
        "https://example.org/pot-pie", "https://video.example.org/watch?v=pie",
      ])
  }

  @Test(arguments: [
    "javascript:alert(1)", "file:///etc/passwd", "ftp://example.org/x", "mailto:a@b.c",
  ])
  func aLinkThatIsNotHTTPIsRefused(link: String) async throws {
    var state = RecipeDetailFeature.State(id: "1")
    let url = try #require(URL(string: link))
    state.recipe = Recipe(id: "1", name: "Odd links", sourceURL: url)
    let store = TestStore(
      initialState: state,
      reducer: RecipeDetailFeature(api: .failing, library: .failing, opener: .failing))
    store.send(.openSourceTapped) { $0.actionError = .refusedURL(link) }
    await store.finish()
  }

  @Test func noLinkMeansNothingHappens() async {
    var state = RecipeDetailFeature.State(id: Recipe.mockPasta.id)
    state.recipe = .mockPasta
    let store = TestStore(
      initialState: state,
      reducer: RecipeDetailFeature(api: .failing, library: .failing, opener: .failing))
    store.send(.openSourceTapped)
    store.send(.openVideoTapped)
    await store.finish()
  }

  @Test func anOpenerFailureIsShown() async {
    var state = RecipeDetailFeature.State(id: Recipe.mock.id)
    state.recipe = .mock
    let opener = URLOpener { _ in throw RecipesError.other("no browser") }
    let store = TestStore(
      initialState: state,
      reducer: RecipeDetailFeature(api: .failing, library: .failing, opener: opener))
    store.send(.openSourceTapped)
    await store.receive(.openLinkResponse(.failure(.other("no browser")))) {
      $0.actionError = .other("no browser")
    }
    await store.finish()
  }
}

/// Counts calls from concurrent code.
actor Attempts {
  private var count = 0
  func next() -> Int {
    count += 1
    return count
  }
}
