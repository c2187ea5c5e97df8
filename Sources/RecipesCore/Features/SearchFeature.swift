/// The search box: debounced, cancellable, offline-first.
///
/// Typing waits 300 ms on the injected clock (a keystroke re-arms the wait and cancels a
/// search in flight); the library answers first, then the remote API's matches are merged
/// in and saved to the library, so a recipe found once is found again offline. Clearing the
/// box cancels whatever is in flight.
///
/// The results are the library's answer at one moment: when the library changes (a save,
/// an import, a deletion or its undo, a favorite), `libraryChanged` reads the query's
/// matches again, keeping the remote API's matches (the remote catalogue did not change).
///
/// A search the library found nothing for offers "Did you mean chicken?": the library's
/// vocabulary is read and `SpellingSuggester` corrects the text, in an effect after the
/// answer, never on a keystroke. Taking the suggestion searches it at once.
public struct SearchFeature: Reducer, Sendable {
  /// What the search holds.
  public struct State: Equatable, Sendable {
    /// The text in the search box.
    public var text = ""
    /// The query being answered, parsed from `text` once the typing paused.
    public var query: SearchQuery?
    /// The matches so far: the library's, then the remote API's new ones.
    public var results: [RecipeSummary] = []
    /// The remote API's matches for `query`, kept to merge into the library's answer when
    /// it is read again.
    public var remoteMatches: [RecipeSummary] = []
    /// Waiting for the library.
    public var isSearching = false
    /// Waiting for the remote API.
    public var isSearchingRemote = false
    /// Why the remote API could not help, if it could not (the local results stay).
    public var remoteError: RecipesError?
    /// Why the library could not be searched, if it could not.
    public var localError: RecipesError?
    /// The text "Did you mean…?" offers instead, after the library found nothing.
    public var suggestion: String?

    /// Creates an empty search.
    public init() {}

    /// Whether a search is shown instead of the plain list.
    ///
    /// A pattern, not `query != nil`: that comparison copied the whole query (its arrays
    /// retained and released) on every read, and the store's observers read it after every
    /// action.
    public var isActive: Bool {
      if case .some = query { return true }
      return false
    }
  }

  /// What can happen to the search.
  public enum Action: Equatable, Sendable {
    /// The text in the search box changed.
    case queryChanged(String)
    /// The typing paused long enough: search now.
    case queryChangeDebounced
    /// Enter was pressed: search now, without waiting.
    case searchSubmitted
    /// The library answered the query.
    case localResponse(SearchQuery, Result<[RecipeSummary], RecipesError>)
    /// The remote API answered the query (already filtered and saved to the library).
    case remoteResponse(SearchQuery, Result<[RecipeSummary], RecipesError>)
    /// The library changed (a save, an import, a deletion or its undo, a favorite): read
    /// the query's matches again.
    case libraryChanged
    /// The library answered the query again after a change.
    case rereadResponse(SearchQuery, Result<[RecipeSummary], RecipesError>)
    /// The text to suggest for the query the library found nothing for.
    case suggestionResponse(SearchQuery, String)
    /// The person took the suggestion ("Did you mean chicken?"): search it now.
    case suggestionTapped
  }

  private enum CancelID { case search, reread, suggestion }

  /// How long typing must pause before a search starts.
  public static let debounce: Duration = .milliseconds(300)
  /// The most library results a search shows: the best hundred, which keeps a search of
  /// 100 000 recipes within a few milliseconds (the benchmark's `fts_p99_ms`).
  public static let resultLimit = 100

  private let api: RecipesAPI
  private let library: Library
  private let clock: ElapsedClock
  /// The vocabulary's suggester, kept between searches until the library changes.
  private let suggesters = SpellingSuggesterCache()

  /// Creates the feature with its clients and the clock the debounce sleeps on.
  public init(api: RecipesAPI, library: Library, clock: any Clock<Duration>) {
    self.api = api
    self.library = library
    self.clock = ElapsedClock(clock)
  }

  /// Applies a search action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let text):
      state.text = text
      guard !SearchQuery.isEmpty(parsing: text) else {
        state = State()
        state.text = text
        return .merge(
          .cancel(id: CancelID.search), .cancel(id: CancelID.reread),
          .cancel(id: CancelID.suggestion))
      }
      return debounced()

    case .suggestionTapped:
      guard let suggestion = state.suggestion else { return .none }
      state.text = suggestion
      return reduce(into: &state, action: .searchSubmitted)

    case .queryChangeDebounced, .searchSubmitted:
      let query = SearchQuery(parsing: state.text)
      guard !query.isEmpty else { return .cancel(id: CancelID.search) }
      state.query = query
      state.suggestion = nil
      state.isSearching = true
      state.isSearchingRemote = query.remoteSearchTerm != nil
      state.remoteError = nil
      state.localError = nil
      state.remoteMatches = []
      // A re-read of the previous query's matches would only be dropped, and so would a
      // suggestion for it.
      return .merge(
        .cancel(id: CancelID.reread), .cancel(id: CancelID.suggestion), search(query))

    case .localResponse(let query, let result):
      guard query == state.query else { return .none }
      state.isSearching = false
      switch result {
      case .success(let local):
        // The library answers first, so this replaces the previous query's results.
        state.results = local
        if local.isEmpty { return suggest(for: query, text: state.text) }
      case .failure(let error):
        state.localError = error
      }
      return .none

    case .suggestionResponse(let query, let suggestion):
      // The remote API may have found recipes meanwhile: no other words are offered then.
      guard query == state.query, state.results.isEmpty else { return .none }
      state.suggestion = suggestion
      return .none

    case .remoteResponse(let query, let result):
      guard query == state.query else { return .none }
      state.isSearchingRemote = false
      switch result {
      case .success(let remote):
        state.remoteMatches = remote
        state.results = Self.merged(library: state.results, remote: remote)
        // "Did you mean …?" was for a search that found nothing; now it found some.
        if !state.results.isEmpty { state.suggestion = nil }
      case .failure(let error):
        state.remoteError = error
      }
      return .none

    case .libraryChanged:
      suggesters.forget()
      guard let query = state.query else { return .none }
      // The library's first answer, still awaited, may have been read before the change:
      // ask again (the remote API is asked only after it, so nothing is fetched twice).
      if state.isSearching { return search(query) }
      return reread(query)

    case .rereadResponse(let query, let result):
      guard query == state.query else { return .none }
      switch result {
      case .success(let local):
        state.localError = nil
        state.results = Self.merged(library: local, remote: state.remoteMatches)
      case .failure(let error):
        state.localError = error
      }
      return .none
    }
  }

  /// The library's matches, then the remote API's that the library did not give.
  private static func merged(library: [RecipeSummary], remote: [RecipeSummary])
    -> [RecipeSummary]
  {
    let known = Set(library.map(\.id))
    return library + remote.filter { !known.contains($0.id) }
  }

  /// Waits out the debounce, then asks for the search.
  ///
  /// One timer per pause in the typing: a keystroke while it waits only moves its deadline.
  /// The deadline is read from the clock now, at the keystroke, not when a task gets to
  /// run: a busy machine neither stretches the pause nor loses it.
  private func debounced() -> Effect<Action> {
    let deadline = clock.now() + Self.debounce
    return .timer(id: CancelID.search, action: .queryChangeDebounced) { [clock] in
      try await clock.sleep(deadline)
    }
  }

  /// The library first (it answers in milliseconds, offline too), then the remote API.
  private func search(_ query: SearchQuery) -> Effect<Action> {
    .run { [api, library] send in
      let local = await Result { try await library.search(query, Self.resultLimit) }
      await send(.localResponse(query, local))
      guard let term = query.remoteSearchTerm else { return }
      let remote = await Result { () async throws -> [RecipeSummary] in
        let matches = try await api.search(term).filter(query.matches)
        if !matches.isEmpty { try await library.save(matches) }
        return matches.map(\.summary)
      }
      await send(.remoteResponse(query, remote))
    }
    .cancellable(id: CancelID.search, cancelInFlight: true)
  }

  /// What to suggest for `text`, which the library found nothing for: its words corrected
  /// to the library's vocabulary (none when it cannot be read).
  private func suggest(for query: SearchQuery, text: String) -> Effect<Action> {
    .run { [library, suggesters] send in
      let suggester = await suggesters.suggester(reading: library.searchVocabulary)
      guard let suggestion = suggester.suggestion(for: text) else { return }
      await send(.suggestionResponse(query, suggestion))
    }
    .cancellable(id: CancelID.suggestion, cancelInFlight: true)
  }

  /// The library's matches for `query` read again; a newer change's read replaces an older
  /// one still running, so an answer read before a change never lands after it.
  private func reread(_ query: SearchQuery) -> Effect<Action> {
    .run { [library] send in
      let local = await Result { try await library.search(query, Self.resultLimit) }
      await send(.rereadResponse(query, local))
    }
    .cancellable(id: CancelID.reread, cancelInFlight: true)
  }
}
