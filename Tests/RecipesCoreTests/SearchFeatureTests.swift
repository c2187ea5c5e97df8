import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("SearchFeature")
struct SearchFeatureTests {
  private let clock = ManualClock()
  private let library = InMemoryLibrary(recipes: Recipe.mocks)

  private func makeStore(api: RecipesAPI = .offline, library: Library? = nil) -> TestStore<
    SearchFeature.State, SearchFeature.Action
  > {
    TestStore(
      initialState: SearchFeature.State(),
      reducer: SearchFeature(api: api, library: library ?? self.library.client, clock: clock))
  }

  @Test func typingInsideTheDebounceSendsExactlyOneSearchForTheLastText() async {
    var api = RecipesAPI.failing
    let searched = SearchedTerms()
    api.search = { term in
      await searched.append(term)
      return []
    }
    let store = makeStore(api: api)
    store.send(.queryChanged("p")) { $0.text = "p" }
    await clock.advance(by: .milliseconds(100))
    store.send(.queryChanged("pa")) { $0.text = "pa" }
    await clock.advance(by: .milliseconds(100))
    store.send(.queryChanged("pas")) { $0.text = "pas" }
    await clock.advance(by: .milliseconds(299))
    store.assertNoPendingActions()
    await clock.advance(by: .milliseconds(1))
    let query = SearchQuery(words: ["pas"])
    await store.receive(.queryChangeDebounced) {
      $0.query = query
      $0.isSearching = true
      $0.isSearchingRemote = true
    }
    // "pas" starts "Pasta" and, in the pot pie's ingredients, "pastry".
    let matches = [Recipe.mock.summary, Recipe.mockPasta.summary]
    await store.receive(.localResponse(query, .success(matches))) {
      $0.isSearching = false
      $0.results = matches
    }
    await store.receive(.remoteResponse(query, .success([]))) { $0.isSearchingRemote = false }
    await store.finish()
    #expect(await searched.terms == ["pas"])
  }

  @Test func clearingTheQueryCancelsTheSearchInFlight() async {
    let store = makeStore(api: .failing)
    store.send(.queryChanged("chick")) { $0.text = "chick" }
    store.send(.queryChanged("")) { $0.text = "" }
    await clock.run()
    await store.finish()
  }

  @Test func clearingAfterResultsRestoresTheList() async {
    var state = SearchFeature.State()
    state.text = "pasta"
    state.query = SearchQuery(words: ["pasta"])
    state.results = [Recipe.mockPasta.summary]
    let store = TestStore(
      initialState: state,
      reducer: SearchFeature(api: .failing, library: library.client, clock: clock))
    store.send(.queryChanged("  ")) {
      $0.text = "  "
      $0.query = nil
      $0.results = []
    }
    #expect(!store.state.isActive)
    await store.finish()
  }

  @Test func clearingCancelsARemoteSearchAlreadyRunning() async {
    var api = RecipesAPI.failing
    api.search = { _ in try await suspendUntilCancelled() }
    let store = makeStore(api: api)
    store.send(.queryChanged("pie")) { $0.text = "pie" }
    store.send(.searchSubmitted) {
      $0.query = SearchQuery(words: ["pie"])
      $0.isSearching = true
      $0.isSearchingRemote = true
    }
    await store.receive(
      .localResponse(SearchQuery(words: ["pie"]), .success([Recipe.mock.summary]))
    ) {
      $0.isSearching = false
      $0.results = [Recipe.mock.summary]
    }
    store.send(.queryChanged("")) {
      $0.text = ""
      $0.query = nil
      $0.results = []
      $0.isSearchingRemote = false
    }
    await store.finish()
  }

  @Test func remoteResultsAreMergedWithoutDuplicatesAndSaved() async throws {
    let remoteOnly = Recipe(
      id: "53010", name: "Chicken Tagine", category: "Chicken", area: "Moroccan",
      ingredients: [Ingredient(name: "Chicken", measure: "1 kg")])
    var api = RecipesAPI.failing
    api.search = { _ in [.mock, remoteOnly] }
    let store = makeStore(api: api)
    store.send(.queryChanged("chicken")) { $0.text = "chicken" }
    store.send(.searchSubmitted) {
      $0.query = SearchQuery(words: ["chicken"])
      $0.isSearching = true
      $0.isSearchingRemote = true
    }
    let query = SearchQuery(words: ["chicken"])
    await store.receive(.localResponse(query, .success([Recipe.mock.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mock.summary]
    }
    await store.receive(
      .remoteResponse(query, .success([Recipe.mock.summary, remoteOnly.summary]))
    ) {
      $0.isSearchingRemote = false
      $0.remoteMatches = [Recipe.mock.summary, remoteOnly.summary]
      $0.results = [Recipe.mock.summary, remoteOnly.summary]
    }
    await store.finish()
    #expect(try await library.client.recipe(remoteOnly.id) == remoteOnly)
  }

  @Test func remoteResultsNotMatchingTheFiltersAreDropped() async {
    var api = RecipesAPI.failing
    api.search = { _ in [.mock, .mockDessert] }
    let store = makeStore(api: api)
    store.send(.queryChanged("cat:dessert american")) { $0.text = "cat:dessert american" }
    let query = SearchQuery(words: ["american"], category: "dessert")
    store.send(.searchSubmitted) {
      $0.query = query
      $0.isSearching = true
      $0.isSearchingRemote = true
    }
    await store.receive(.localResponse(query, .success([Recipe.mockDessert.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mockDessert.summary]
    }
    await store.receive(.remoteResponse(query, .success([Recipe.mockDessert.summary]))) {
      $0.isSearchingRemote = false
      $0.remoteMatches = [Recipe.mockDessert.summary]
    }
    await store.finish()
  }

  @Test func aRemoteFailureKeepsTheLocalResultsAndRecordsTheError() async {
    let store = makeStore(api: .offline)
    store.send(.queryChanged("brulee")) { $0.text = "brulee" }
    let query = SearchQuery(words: ["brulee"])
    store.send(.searchSubmitted) {
      $0.query = query
      $0.isSearching = true
      $0.isSearchingRemote = true
    }
    await store.receive(.localResponse(query, .success([Recipe.mockCremeBrulee.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mockCremeBrulee.summary]
    }
    await store.receive(.remoteResponse(query, .failure(.offline))) {
      $0.isSearchingRemote = false
      $0.remoteError = .offline
    }
    await store.finish()
  }

  @Test func aLibraryFailureIsRecordedNotTurnedIntoNoResults() async {
    var failing = Library.failing
    failing.search = { _, _ in throw RecipesError.library("database is locked") }
    let store = makeStore(api: .offline, library: failing)
    store.send(.queryChanged("cat:dessert")) { $0.text = "cat:dessert" }
    let query = SearchQuery(category: "dessert")
    store.send(.searchSubmitted) {
      $0.query = query
      $0.isSearching = true
    }
    await store.receive(.localResponse(query, .failure(.library("database is locked")))) {
      $0.isSearching = false
      $0.localError = .library("database is locked")
    }
    await store.finish()
  }

  @Test func aResponseToAnOlderQueryNeverOverwritesANewerOne() async {
    var state = SearchFeature.State()
    state.text = "pasta"
    state.query = SearchQuery(words: ["pasta"])
    state.isSearching = true
    state.isSearchingRemote = true
    let store = TestStore(
      initialState: state,
      reducer: SearchFeature(api: .failing, library: library.client, clock: clock))
    store.send(.localResponse(SearchQuery(words: ["past"]), .success([Recipe.mock.summary])))
    store.send(.remoteResponse(SearchQuery(words: ["past"]), .failure(.timedOut)))
    store.send(.localResponse(SearchQuery(words: ["pasta"]), .success([Recipe.mockPasta.summary])))
    {
      $0.isSearching = false
      $0.results = [Recipe.mockPasta.summary]
    }
    await store.finish()
  }

  @Test func aNewerSearchCancelsTheOlderRemoteRequest() async {
    var api = RecipesAPI.failing
    let started = SearchedTerms()
    api.search = { term in
      await started.append(term)
      if term == "pie" { try await suspendUntilCancelled() }
      return []
    }
    let store = makeStore(api: api)
    store.send(.queryChanged("pie")) { $0.text = "pie" }
    store.send(.searchSubmitted) {
      $0.query = SearchQuery(words: ["pie"])
      $0.isSearching = true
      $0.isSearchingRemote = true
    }
    await store.receive(
      .localResponse(SearchQuery(words: ["pie"]), .success([Recipe.mock.summary]))
    ) {
      $0.isSearching = false
      $0.results = [Recipe.mock.summary]
    }
    store.send(.queryChanged("pasta")) { $0.text = "pasta" }
    await clock.advance(by: SearchFeature.debounce)
    let pasta = SearchQuery(words: ["pasta"])
    await store.receive(.queryChangeDebounced) {
      $0.query = pasta
      $0.isSearching = true
    }
    // The newer query's answer replaces the older one's results entirely.
    await store.receive(.localResponse(pasta, .success([Recipe.mockPasta.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mockPasta.summary]
    }
    await store.receive(.remoteResponse(pasta, .success([]))) { $0.isSearchingRemote = false }
    await store.finish()
    #expect(await started.terms == ["pie", "pasta"])
  }

  @Test(arguments: [
    "\"", "*", "NEAR(", "AND OR NOT", "'; DROP TABLE recipes; --", "🍕🍕", "-in:", "cat:",
    String(repeating: "x\"*🍕 ", count: 2_500),
  ])
  func hostileTextNeverBreaksTheSearch(text: String) async {
    let store = Store(
      initialState: SearchFeature.State(),
      reducer: SearchFeature(api: .offline, library: library.client, clock: clock))
    store.send(.queryChanged(text))
    // Enter replaces the pending debounce, so nothing waits on the clock.
    await store.send(.searchSubmitted).finish()
    #expect(store.state.text == text)
    #expect(store.state.localError == nil)
    #expect(!store.state.isSearching)
  }
}

/// Records the terms a mock API was asked to search for.
actor SearchedTerms {
  private(set) var terms: [String] = []
  func append(_ term: String) { terms.append(term) }
}
