import RecipesCore
import RecipesTestSupport
import Testing

/// "Did you mean chicken?": offered after a search the library found nothing for.
@MainActor
@Suite("SearchFeature: Did you mean…?")
struct SearchSuggestionTests {
  private let clock = ManualClock()
  private let library = InMemoryLibrary(recipes: Recipe.mocks)

  private func makeStore(api: RecipesAPI = .failing, library: Library? = nil) -> TestStore<
    SearchFeature.State, SearchFeature.Action
  > {
    TestStore(
      initialState: SearchFeature.State(),
      reducer: SearchFeature(api: api, library: library ?? self.library.client, clock: clock))
  }

  @Test func aSearchFindingNothingOffersTheNearestWordsAndTakingItSearchesThem() async {
    // An ingredient filter alone asks the library only, not the remote API.
    let store = makeStore()
    store.send(.queryChanged("in:chiken")) { $0.text = "in:chiken" }
    await clock.advance(by: SearchFeature.debounce)
    let typo = SearchQuery(includedIngredients: ["chiken"])
    await store.receive(.queryChangeDebounced) {
      $0.query = typo
      $0.isSearching = true
    }
    await store.receive(.localResponse(typo, .success([]))) { $0.isSearching = false }
    await store.receive(.suggestionResponse(typo, "in:chicken")) {
      $0.suggestion = "in:chicken"
    }

    store.send(.suggestionTapped) {
      $0.text = "in:chicken"
      $0.query = SearchQuery(includedIngredients: ["chicken"])
      $0.suggestion = nil
      $0.isSearching = true
    }
    // No debounce: the search runs at once.
    await store.receive(
      .localResponse(
        SearchQuery(includedIngredients: ["chicken"]), .success([Recipe.mock.summary]))
    ) {
      $0.isSearching = false
      $0.results = [Recipe.mock.summary]
    }
    await store.finish()
  }

  /// "tagine" on a first launch: the library had none and offered "tahini", then the
  /// remote API found five tagines; the offer beside them only confused.
  @Test func whatTheRemoteAPIFindsTakesAwayTheOfferOfOtherWords() {
    let query = SearchQuery(words: ["tagine"])
    var state = SearchFeature.State()
    state.text = "tagine"
    state.query = query
    state.isSearchingRemote = true
    state.suggestion = "tahini"
    let store = TestStore(
      initialState: state,
      reducer: SearchFeature(api: .failing, library: library.client, clock: clock))
    store.send(.remoteResponse(query, .success([Recipe.mock.summary]))) {
      $0.isSearchingRemote = false
      $0.remoteMatches = [Recipe.mock.summary]
      $0.results = [Recipe.mock.summary]
      $0.suggestion = nil
    }
    // A suggestion read before the API answered, arriving after it, is not offered either.
    store.send(.suggestionResponse(query, "tahini"))
    #expect(store.state.suggestion == nil)
  }

  @Test func theRemoteSearchAndTheSuggestionMayAnswerInAnyOrder() async {
    var api = RecipesAPI.failing
    api.search = { _ in [] }
    let store = makeStore(api: api)
    store.send(.queryChanged("Chiken")) { $0.text = "Chiken" }
    let query = SearchQuery(words: ["Chiken"])
    store.send(.searchSubmitted) {
      $0.query = query
      $0.isSearching = true
      $0.isSearchingRemote = true
    }
    await store.receive(.localResponse(query, .success([]))) { $0.isSearching = false }
    await store.receive(inAnyOrder: [
      (.remoteResponse(query, .success([])), { $0.isSearchingRemote = false }),
      (.suggestionResponse(query, "Chicken"), { $0.suggestion = "Chicken" }),
    ])
    await store.finish()
  }

  @Test func theVocabularyIsReadOnceUntilTheLibraryChanges() async {
    let reads = Locked(0)
    var library = self.library.client
    let words = library.searchVocabulary
    library.searchVocabulary = {
      reads.withLock { $0 += 1 }
      return try await words()
    }
    let store = makeStore(library: library)
    for (count, typo) in ["in:chickn", "in:chiken"].enumerated() {
      store.send(.queryChanged(typo)) { $0.text = typo }
      let query = SearchQuery(includedIngredients: [String(typo.dropFirst(3))])
      store.send(.searchSubmitted) {
        $0.query = query
        $0.isSearching = true
        if count > 0 { $0.suggestion = nil }
      }
      await store.receive(.localResponse(query, .success([]))) { $0.isSearching = false }
      await store.receive(.suggestionResponse(query, "in:chicken")) {
        $0.suggestion = "in:chicken"
      }
    }
    #expect(reads.withLock { $0 } == 1, "typing on read the vocabulary again")
    store.send(.libraryChanged)
    await store.receive(
      .rereadResponse(SearchQuery(includedIngredients: ["chiken"]), .success([])))
    store.send(.searchSubmitted) {
      $0.isSearching = true
      $0.suggestion = nil
    }
    await store.receive(
      .localResponse(SearchQuery(includedIngredients: ["chiken"]), .success([]))
    ) { $0.isSearching = false }
    await store.receive(
      .suggestionResponse(SearchQuery(includedIngredients: ["chiken"]), "in:chicken")
    ) { $0.suggestion = "in:chicken" }
    #expect(reads.withLock { $0 } == 2, "a changed library's words were not read again")
    await store.finish()
  }

  @Test func aSearchFindingRecipesReadsNoVocabulary() async {
    var library = Library.failing
    library.search = { _, _ in [Recipe.mock.summary] }
    let store = makeStore(library: library)
    store.send(.queryChanged("in:chick")) { $0.text = "in:chick" }
    let query = SearchQuery(includedIngredients: ["chick"])
    store.send(.searchSubmitted) {
      $0.query = query
      $0.isSearching = true
    }
    await store.receive(.localResponse(query, .success([Recipe.mock.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mock.summary]
    }
    await store.finish()
  }

  @Test func nothingNearMeansNoSuggestion() async {
    let store = makeStore()
    store.send(.queryChanged("in:tofu")) { $0.text = "in:tofu" }
    let query = SearchQuery(includedIngredients: ["tofu"])
    store.send(.searchSubmitted) {
      $0.query = query
      $0.isSearching = true
    }
    await store.receive(.localResponse(query, .success([]))) { $0.isSearching = false }
    await store.finish()
    #expect(store.state.suggestion == nil)
  }

  @Test func theNextSearchTakesTheSuggestionAway() async {
    var state = SearchFeature.State()
    state.text = "in:chiken"
    state.query = SearchQuery(includedIngredients: ["chiken"])
    state.suggestion = "in:chicken"
    let store = TestStore(
      initialState: state,
      reducer: SearchFeature(api: .failing, library: library.client, clock: clock))
    store.send(.queryChanged("in:carrot")) { $0.text = "in:carrot" }
    await clock.advance(by: SearchFeature.debounce)
    let query = SearchQuery(includedIngredients: ["carrot"])
    await store.receive(.queryChangeDebounced) {
      $0.query = query
      $0.suggestion = nil
      $0.isSearching = true
    }
    await store.receive(.localResponse(query, .success([Recipe.mock.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mock.summary]
    }
    await store.finish()
  }

  @Test func clearingTheBoxTakesTheSuggestionAway() async {
    var state = SearchFeature.State()
    state.text = "in:chiken"
    state.query = SearchQuery(includedIngredients: ["chiken"])
    state.suggestion = "in:chicken"
    let store = TestStore(
      initialState: state,
      reducer: SearchFeature(api: .failing, library: library.client, clock: clock))
    store.send(.queryChanged("")) {
      $0.text = ""
      $0.query = nil
      $0.suggestion = nil
    }
    await store.finish()
  }

  @Test func aSuggestionForAnEarlierQueryIsDropped() async {
    var state = SearchFeature.State()
    state.text = "in:carrot"
    state.query = SearchQuery(includedIngredients: ["carrot"])
    let store = TestStore(
      initialState: state,
      reducer: SearchFeature(api: .failing, library: library.client, clock: clock))
    store.send(.suggestionResponse(SearchQuery(includedIngredients: ["chiken"]), "in:chicken"))
    store.send(.suggestionTapped)
    await store.finish()
  }
}
