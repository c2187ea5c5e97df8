/// The home list: the library's recipes at once, then a refresh from the remote API.
///
/// The list is paged: the state holds how many recipes pass the filter and the pages
/// around what the window shows (`visibleRangeChanged`), read from the library as the
/// person scrolls, so a library of 100 000 recipes opens as fast as one of 100.
///
/// TheMealDB has no "all recipes" endpoint, but `search.php?f=<letter>` returns every meal
/// starting with that letter in full, so a refresh is 26 requests, a few at a time, each
/// saved to the library as it arrives. A failed refresh keeps what is shown and marks the
/// list offline.
public struct RecipeListFeature: Reducer, Sendable {
  /// What the list holds.
  public struct State: Equatable, Sendable {
    /// The recipes passing `filter`, by name: how many, and the pages loaded.
    public var recipes = RecipePages()
    /// The positions the window shows (and a few around them).
    public var visibleRange: Range<Int> = 0..<0
    /// The pages being read from the library.
    public var loadingPages: Set<Int> = []
    /// Which answer of the library the pages belong to; pages read for an older one are
    /// dropped.
    public var generation = 0
    /// Which recipes are favorites.
    public var favoriteIDs: Set<Recipe.ID> = []
    /// The recipes' ratings (1 to 5 stars), for the rated ones.
    public var ratings: [Recipe.ID: Int] = [:]
    /// The cook's collections, by name, each with its count.
    public var collections: [RecipeCollection] = []
    /// The recipes of every collection, by its id: known before a collection is chosen, so
    /// search results narrow to it at once, as they do to the favorites.
    public var collectionMembers: [String: Set<Recipe.ID>] = [:]
    /// The category, area, favorites-only and "My recipes" choices.
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
    /// The "My recipes" toggle changed: only the cook's own recipes, or all.
    case mineOnlyToggled(Bool)
    /// A collection was chosen (its id), or `nil` for all recipes.
    case collectionSelected(String?)
    /// "All recipes" was chosen: no collection, category, cuisine, favorites or own only.
    case allRecipesShown
    /// A recipe was rated elsewhere (a detail window): its card shows it at once.
    case ratingChanged(Recipe.ID, Int?)
    /// Recipes were saved, imported, deleted or restored elsewhere, or a favorite saved:
    /// read the list again, keeping the filter and the positions on screen.
    case libraryChanged
    /// A whole filter was applied at once (the `list` command): load it, without a refresh.
    case filterApplied(RecipeFilter)
    /// A favorite was toggled elsewhere (a detail window): its star changes at once, before
    /// the library saved it; the list is read again once it did (`libraryChanged`).
    case favoriteChanged(Recipe.ID, isFavorite: Bool)
    /// The window shows these positions now: read the pages it lacks.
    case visibleRangeChanged(Range<Int>)
    /// The library answered.
    case libraryResponse(Result<Snapshot, RecipesError>)
    /// Pages the window needed arrived.
    case pagesResponse(PageRequest, Result<[RecipeSummary], RecipesError>)
    /// The refresh ended, with how many recipes it saved.
    case refreshResponse(Result<Int, RecipesError>)
  }

  private enum CancelID { case load, refresh }

  /// The letters a full refresh asks the API for.
  public static let refreshLetters = Array("abcdefghijklmnopqrstuvwxyz")

  /// How many pages beyond the visible ones are kept when the person scrolls away.
  public static let retainedPageMargin = 4

  private let api: RecipesAPI
  private let library: Library
  private let maxConcurrentRequests: Int
  private let pageSize: Int

  /// Creates the feature with its clients; the list is read `pageSize` recipes at a time.
  public init(
    api: RecipesAPI, library: Library, maxConcurrentRequests: Int = 4,
    pageSize: Int = RecipePages.defaultPageSize
  ) {
    self.api = api
    self.library = library
    self.maxConcurrentRequests = max(1, maxConcurrentRequests)
    self.pageSize = max(1, pageSize)
  }

  /// Applies a list action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear, .retryTapped:
      state.status = .loading
      state.refreshAfterLoading = true
      return load(state)

    case .refreshTapped:
      return startRefresh(&state)

    case .categorySelected(let category):
      guard state.filter.category != category else { return .none }
      state.filter.category = category
      return load(state, fromTop: true)

    case .areaSelected(let area):
      guard state.filter.area != area else { return .none }
      state.filter.area = area
      return load(state, fromTop: true)

    case .favoritesOnlyToggled(let isOn):
      guard state.filter.favoritesOnly != isOn else { return .none }
      state.filter.favoritesOnly = isOn
      return load(state, fromTop: true)

    case .mineOnlyToggled(let isOn):
      guard state.filter.mineOnly != isOn else { return .none }
      state.filter.mineOnly = isOn
      return load(state, fromTop: true)

    case .collectionSelected(let collection):
      guard state.filter.collection != collection else { return .none }
      state.filter.collection = collection
      return load(state, fromTop: true)

    case .allRecipesShown:
      var all = state.filter
      (all.category, all.area, all.collection) = (nil, nil, nil)
      (all.favoritesOnly, all.mineOnly) = (false, false)
      guard all != state.filter else { return .none }
      state.filter = all
      return load(state, fromTop: true)

    case .ratingChanged(let id, let stars):
      state.ratings[id] = stars
      return .none

    case .libraryChanged:
      return load(state)

    case .filterApplied(let filter):
      state.filter = filter
      state.status = .loading
      return load(state, fromTop: true)

    case .favoriteChanged(let id, let isFavorite):
      if isFavorite {
        state.favoriteIDs.insert(id)
      } else {
        state.favoriteIDs.remove(id)
      }
      // Reading the list now could overtake the library's write and bring the old star back.
      return .none

    case .visibleRangeChanged(let range):
      guard range != state.visibleRange else { return .none }
      state.visibleRange = range
      state.recipes.removePages(awayFrom: range, margin: Self.retainedPageMargin)
      return loadMissingPages(&state)

    case .libraryResponse(.success(let snapshot)):
      state.status = .loaded
      state.generation += 1
      state.loadingPages = []
      state.recipes = RecipePages(count: snapshot.count, pageSize: pageSize)
      state.recipes.insert(snapshot.recipes, at: snapshot.start)
      state.favoriteIDs = snapshot.favoriteIDs
      state.ratings = snapshot.ratings
      state.collections = snapshot.collections
      state.collectionMembers = snapshot.collectionMembers
      if let chosen = state.filter.collection,
        !snapshot.collections.contains(where: { $0.id == chosen })
      {
        // The collection shown was deleted: every recipe again.
        state.filter.collection = nil
        return .merge(load(state, fromTop: true), refreshIfWaiting(&state))
      }
      state.categories = snapshot.categories
      state.areas = snapshot.areas
      return .merge(loadMissingPages(&state), refreshIfWaiting(&state))

    case .libraryResponse(.failure(let error)):
      state.status = .failed(error)
      return refreshIfWaiting(&state)

    case .refreshResponse(.success):
      state.isRefreshing = false
      state.isOffline = false
      state.refreshError = nil
      return load(state)

    case .refreshResponse(.failure(let error)):
      state.isRefreshing = false
      state.isOffline = error.isConnectivity
      state.refreshError = error
      // Some letters may have arrived before the failure: show them too.
      return load(state)

    case .pagesResponse(let request, let result):
      guard request.generation == state.generation else { return .none }
      state.loadingPages.subtract(state.recipes.pageIndexes(covering: request.range))
      switch result {
      case .success(let recipes):
        state.recipes.insert(recipes, at: request.range.lowerBound)
        state.recipes.removePages(awayFrom: state.visibleRange, margin: Self.retainedPageMargin)
      case .failure(let error):
        state.status = .failed(error)
      }
      return .none
    }
  }

  // MARK: - Effects

  /// Reads the list for `state.filter` afresh: its count, and the pages around the visible
  /// range (around the top when `fromTop`, as after a new filter) — so the new list
  /// replaces the old one in one step, without blank cards in between.
  private func load(_ state: State, fromTop: Bool = false) -> Effect<Action> {
    let visible =
      fromTop ? 0..<state.visibleRange.count : state.visibleRange
    let window = pageAligned(visible.isEmpty ? 0..<(2 * pageSize) : visible)
    let filter = state.filter
    return .run { [library] send in
      let snapshot = await Result {
        async let count = library.recipeCount(filter)
        async let recipes = library.recipes(filter, window)
        async let favorites = library.favoriteIDs()
        async let categories = library.categories()
        async let areas = library.areas()
        async let ratings = library.ratings.all()
        async let collections = library.collections.all()
        async let memberships = library.collections.memberships()
        return try await Snapshot(
          recipes: recipes, favoriteIDs: favorites, categories: categories, areas: areas,
          count: count, start: window.lowerBound, ratings: ratings, collections: collections,
          collectionMembers: Self.members(try await memberships, in: try await collections))
      }
      await send(.libraryResponse(snapshot))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  /// The recipes of each of `collections`, by its id, from each recipe's collections' names.
  static func members(
    _ memberships: [Recipe.ID: [String]], in collections: [RecipeCollection]
  ) -> [String: Set<Recipe.ID>] {
    let ids = Dictionary(
      collections.map { ($0.name.lowercased(), $0.id) }, uniquingKeysWith: { first, _ in first })
    var members: [String: Set<Recipe.ID>] = [:]
    for (recipe, names) in memberships {
      for name in names {
        if let id = ids[name.lowercased()] { members[id, default: []].insert(recipe) }
      }
    }
    return members
  }

  /// `range` rounded out to whole pages, with one more page on each side.
  private func pageAligned(_ range: Range<Int>) -> Range<Int> {
    let firstPage = max(0, range.lowerBound / pageSize - 1)
    let lastPage = max(firstPage, (max(range.upperBound, 1) - 1) / pageSize + 1)
    return (firstPage * pageSize)..<((lastPage + 1) * pageSize)
  }

  /// Reads the pages around the visible range that are neither loaded nor being read,
  /// one library read per run of adjacent pages.
  private func loadMissingPages(_ state: inout State) -> Effect<Action> {
    guard state.status == .loaded else { return .none }
    let wanted = pageAligned(state.visibleRange)
    let runs = state.recipes.missingRanges(in: wanted, excluding: state.loadingPages)
    guard !runs.isEmpty else { return .none }
    let filter = state.filter
    let generation = state.generation
    var effects: [Effect<Action>] = []
    for range in runs {
      state.loadingPages.formUnion(state.recipes.pageIndexes(covering: range))
      let request = PageRequest(generation: generation, range: range)
      effects.append(
        .run { [library] send in
          let recipes = await Result { try await library.recipes(filter, range) }
          await send(.pagesResponse(request, recipes))
        })
    }
    return .merge(effects)
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
      await send(.refreshResponse(saved))
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
