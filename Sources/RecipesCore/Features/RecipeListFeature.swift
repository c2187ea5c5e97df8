/// The home list: the library's recipes at once, then a refresh from the remote API.
///
/// TheMealDB has no "all recipes" endpoint, but `search.php?f=<letter>` returns every meal
/// starting with that letter in full, so a refresh is 26 requests, a few at a time, each
/// saved to the library as it arrives. A failed refresh keeps what is shown and marks the
/// list offline.
public struct RecipeListFeature: Reducer, Sendable {
  /// What the list holds.
  public struct State: Equatable, Sendable {
    /// The recipes passing `filter`, as the library returned them.
    public var recipes: [RecipeSummary] = []
    /// Which recipes are favorites.
    public var favoriteIDs: Set<Recipe.ID> = []
    /// The category, area and favorites-only choices.
    public var filter = RecipeFilter()
    /// The categories to choose from.
    public var categories: [String] = []
    /// The cuisines to choose from.
    public var areas: [String] = []
    /// Whether the library has answered.
    public var status: Status = .idle
    /// Whether a remote refresh is running.
    public var isRefreshing = false
    /// The last refresh failed to reach the server: the rows shown are the saved ones.
    public var isOffline = false
    /// Why the last refresh failed, if it did.
    public var refreshError: RecipesError?
    /// A refresh waits for the library's first answer, so saved recipes always show first.
    public var refreshAfterLoading = false
    /// Whether the network may be used at all (`--offline` says no): no refresh, no Retry.
    public var canRefresh: Bool

    /// Creates the list's first state; `canRefresh` is false in offline mode.
    public init(canRefresh: Bool = true) {
      self.canRefresh = canRefresh
      self.isOffline = !canRefresh
    }
  }

  /// Where loading from the library stands.
  public enum Status: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// Waiting for the library.
    case loading
    /// The library answered (possibly with nothing).
    case loaded
    /// The library failed; retry may help.
    case failed(RecipesError)
  }

  /// What the library answered for the list.
  public struct Snapshot: Equatable, Sendable {
    /// The recipes passing the filter.
    public var recipes: [RecipeSummary]
    /// The favorites.
    public var favoriteIDs: Set<Recipe.ID>
    /// The categories present.
    public var categories: [String]
    /// The cuisines present.
    public var areas: [String]

    /// Creates a snapshot.
    public init(
      recipes: [RecipeSummary], favoriteIDs: Set<Recipe.ID>, categories: [String],
      areas: [String]
    ) {
      self.recipes = recipes
      self.favoriteIDs = favoriteIDs
      self.categories = categories
      self.areas = areas
    }
  }

  /// What can happen to the list.
  public enum Action: Equatable, Sendable {
    /// The window appeared: load the library, then refresh from the network.
    case onAppear
    /// The person asked for a refresh (button, F5, Ctrl+R).
    case refreshTapped
    /// The person pressed Retry after a failure.
    case retryTapped
    /// A category was chosen, or `nil` for all.
    case categorySelected(String?)
    /// A cuisine was chosen, or `nil` for all.
    case areaSelected(String?)
    /// The favorites-only toggle changed.
    case favoritesOnlyToggled(Bool)
    /// A whole filter was applied at once (the `list` command): load it, without a refresh.
    case filterApplied(RecipeFilter)
    /// The favorites changed elsewhere (a detail window).
    case favoriteChanged(Recipe.ID, isFavorite: Bool)
    /// The library answered.
    case libraryLoaded(Result<Snapshot, RecipesError>)
    /// The refresh ended, with how many recipes it saved.
    case refreshFinished(Result<Int, RecipesError>)
  }

  private enum CancelID { case load, refresh }

  /// The letters a full refresh asks the API for.
  public static let refreshLetters = Array("abcdefghijklmnopqrstuvwxyz")

  private let api: RecipesAPI
  private let library: Library
  private let maxConcurrentRequests: Int

  /// Creates the feature with its clients.
  public init(api: RecipesAPI, library: Library, maxConcurrentRequests: Int = 4) {
    self.api = api
    self.library = library
    self.maxConcurrentRequests = max(1, maxConcurrentRequests)
  }

  /// Applies a list action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear, .retryTapped:
      state.status = .loading
      state.refreshAfterLoading = true
      return load(state.filter)

    case .refreshTapped:
      return startRefresh(&state)

    case .categorySelected(let category):
      guard state.filter.category != category else { return .none }
      state.filter.category = category
      return load(state.filter)

    case .areaSelected(let area):
      guard state.filter.area != area else { return .none }
      state.filter.area = area
      return load(state.filter)

    case .favoritesOnlyToggled(let isOn):
      guard state.filter.favoritesOnly != isOn else { return .none }
      state.filter.favoritesOnly = isOn
      return load(state.filter)

    case .filterApplied(let filter):
      state.filter = filter
      state.status = .loading
      return load(filter)

    case .favoriteChanged(let id, let isFavorite):
      if isFavorite {
        state.favoriteIDs.insert(id)
      } else {
        state.favoriteIDs.remove(id)
      }
      return state.filter.favoritesOnly ? load(state.filter) : .none

    case .libraryLoaded(.success(let snapshot)):
      state.status = .loaded
      state.recipes = snapshot.recipes
      state.favoriteIDs = snapshot.favoriteIDs
      state.categories = snapshot.categories
      state.areas = snapshot.areas
      return refreshIfWaiting(&state)

    case .libraryLoaded(.failure(let error)):
      state.status = .failed(error)
      return refreshIfWaiting(&state)

    case .refreshFinished(.success):
      state.isRefreshing = false
      state.isOffline = false
      state.refreshError = nil
      return load(state.filter)

    case .refreshFinished(.failure(let error)):
      state.isRefreshing = false
      state.isOffline = error.isConnectivity
      state.refreshError = error
      // Some letters may have arrived before the failure: show them too.
      return load(state.filter)
    }
  }

  // MARK: - Effects

  private func load(_ filter: RecipeFilter) -> Effect<Action> {
    .run { [library] send in
      let snapshot = await Result {
        async let recipes = library.recipes(filter)
        async let favorites = library.favoriteIDs()
        async let categories = library.categories()
        async let areas = library.areas()
        return try await Snapshot(
          recipes: recipes, favoriteIDs: favorites, categories: categories, areas: areas)
      }
      await send(.libraryLoaded(snapshot))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  private func refreshIfWaiting(_ state: inout State) -> Effect<Action> {
    guard state.refreshAfterLoading else { return .none }
    state.refreshAfterLoading = false
    return startRefresh(&state)
  }

  private func startRefresh(_ state: inout State) -> Effect<Action> {
    guard state.canRefresh, !state.isRefreshing else { return .none }
    state.isRefreshing = true
    return .run { [api, library, maxConcurrentRequests] send in
      let saved = await Result {
        try await Self.fetchAllLetters(
          api: api, library: library, maxConcurrentRequests: maxConcurrentRequests)
      }
      await send(.refreshFinished(saved))
    }
    .cancellable(id: CancelID.refresh)
  }

  /// Fetches every letter, at most `maxConcurrentRequests` at a time, saving each answer.
  ///
  /// Stops at the first failure (the rest would most likely fail the same way).
  private static func fetchAllLetters(
    api: RecipesAPI, library: Library, maxConcurrentRequests: Int
  ) async throws -> Int {
    try await withThrowingTaskGroup(of: [Recipe].self) { group in
      var letters = refreshLetters.makeIterator()
      for _ in 0..<maxConcurrentRequests {
        guard let letter = letters.next() else { break }
        group.addTask { try await api.byFirstLetter(letter) }
      }
      var saved = 0
      while let recipes = try await group.next() {
        if !recipes.isEmpty {
          try await library.save(recipes)
          saved += recipes.count
        }
        if let letter = letters.next() {
          group.addTask { try await api.byFirstLetter(letter) }
        }
      }
      return saved
    }
  }
}
