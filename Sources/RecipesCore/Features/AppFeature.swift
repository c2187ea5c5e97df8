/// The whole app: the list, the search, and the open detail windows.
///
/// Navigation is state: `details` lists the open detail windows in the order they were
/// opened, and the GTK flow controller keeps real windows in step with it.
public struct AppFeature: Reducer, Sendable {
  /// Everything the app holds.
  public struct State: Equatable, Sendable {
    /// The main window's grid: filter, pages, refresh.
    public var list = RecipeListFeature.State()
    /// The search box and its results.
    public var search = SearchFeature.State()
    /// The open detail windows, oldest first; at most one per recipe.
    public var details: [RecipeDetailFeature.State] = []
    /// The detail window to bring to the front, and how many times one was asked for.
    ///
    /// Opening a recipe whose window is already open changes this instead of adding a
    /// second window; the flow controller raises the window when it sees a new request.
    public var focusRequest: FocusRequest?
    /// Cooking mode, if open, and the kitchen timers, which outlive every window.
    public var cooking = CookingFeature.State()

    /// Creates the app's first state; `offline` is the `--offline` mode (no network at all).
    public init(offline: Bool = false) {
      list = RecipeListFeature.State(canRefresh: !offline)
    }

    /// The state of the detail window for `id`, if one is open.
    public func detail(_ id: Recipe.ID) -> RecipeDetailFeature.State? {
      details.first { $0.id == id }
    }
  }

  /// A request to bring a detail window to the front.
  public struct FocusRequest: Equatable, Sendable {
    /// The recipe whose window to raise.
    public var recipeID: Recipe.ID
    /// Increases with every request, so two requests for one window differ.
    public var sequence: Int

    /// Creates a request.
    public init(recipeID: Recipe.ID, sequence: Int) {
      self.recipeID = recipeID
      self.sequence = sequence
    }
  }

  /// What can happen in the app.
  public enum Action: Equatable, Sendable {
    /// Something happened in the list.
    case list(RecipeListFeature.Action)
    /// Something happened in the search.
    case search(SearchFeature.Action)
    /// Something happened in the detail window of a recipe.
    case detail(Recipe.ID, RecipeDetailFeature.Action)
    /// A card was activated (double-click or Enter): open or raise its detail window.
    case recipeActivated(Recipe.ID)
    /// A detail window was closed (close button, Ctrl+W).
    case detailWindowClosed(Recipe.ID)
    /// Something happened in cooking mode or to a timer.
    case cooking(CookingFeature.Action)
  }

  private struct DetailCancelID: Hashable, Sendable {
    let recipeID: Recipe.ID
  }

  private let list: RecipeListFeature
  private let search: SearchFeature
  private let detail: RecipeDetailFeature
  private let cooking: CookingFeature

  /// Creates the app's reducer from the clients every feature shares; `inhibitor` and
  /// `notifier` serve cooking mode (the command line, which never cooks, leaves them out).
  public init(
    api: RecipesAPI, library: Library, clock: any Clock<Duration>, opener: URLOpener,
    inhibitor: IdleInhibitor = .none, notifier: TimerNotifier = .none
  ) {
    list = RecipeListFeature(api: api, library: library)
    search = SearchFeature(api: api, library: library, clock: clock)
    detail = RecipeDetailFeature(api: api, library: library, opener: opener)
    cooking = CookingFeature(clock: clock, inhibitor: inhibitor, notifier: notifier)
  }

  /// Applies an app action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    // Scoping: each feature reduces its own part of the state; its effect's actions come
    // back wrapped. (Direct calls: a key-path projection cost ~8% of a keystroke.)
    case .list(let listAction):
      return list.reduce(into: &state.list, action: listAction).map(Action.list)

    case .search(let searchAction):
      return search.reduce(into: &state.search, action: searchAction).map(Action.search)

    case .detail(let id, let detailAction):
      guard let index = state.details.firstIndex(where: { $0.id == id }) else { return .none }
      let effect = detail.reduce(into: &state.details[index], action: detailAction)
        .map { Action.detail(id, $0) }
        .cancellable(id: DetailCancelID(recipeID: id))
      // A favorite toggled in a window shows on its card at once.
      if case .favoriteToggled = detailAction {
        return .merge(
          effect,
          syncFavorite(id, isFavorite: state.details[index].isFavorite, in: &state))
      }
      if case .favoriteResponse(.failure) = detailAction {
        return .merge(
          effect,
          syncFavorite(id, isFavorite: state.details[index].isFavorite, in: &state))
      }
      return effect

    case .recipeActivated(let id):
      let sequence = (state.focusRequest?.sequence ?? 0) + 1
      state.focusRequest = FocusRequest(recipeID: id, sequence: sequence)
      guard state.detail(id) == nil else { return .none }
      let summary =
        state.list.recipes.loaded(id) ?? state.search.results.first { $0.id == id }
      state.details.append(
        RecipeDetailFeature.State(
          id: id, summary: summary, isFavorite: state.list.favoriteIDs.contains(id)))
      return reduce(into: &state, action: .detail(id, .onAppear))

    case .cooking(let cookingAction):
      return cooking.reduce(into: &state.cooking, action: cookingAction).map(Action.cooking)

    case .detailWindowClosed(let id):
      state.details.removeAll { $0.id == id }
      if state.focusRequest?.recipeID == id { state.focusRequest = nil }
      return .cancel(id: DetailCancelID(recipeID: id))
    }
  }

  private func syncFavorite(_ id: Recipe.ID, isFavorite: Bool, in state: inout State)
    -> Effect<Action>
  {
    reduce(into: &state, action: .list(.favoriteChanged(id, isFavorite: isFavorite)))
  }
}
