/// The planner's "+" popover: a search over the library to pick a recipe for a slot.
///
/// The library is on this machine and answers in milliseconds, so each change of the text
/// searches at once; a newer search cancels the one in flight, so a late answer never
/// replaces a newer one. An empty text lists the first recipes of the library.
public struct PlanPickerFeature: Reducer, Sendable {
  /// What the popover shows.
  public struct State: Equatable, Sendable {
    /// The text in the popover's search box.
    public var text = ""
    /// The recipes matching it, best first.
    public var results: [RecipeSummary] = []
    /// Why the library could not be searched.
    public var error: RecipesError?

    /// Creates an empty picker.
    public init() {}
  }

  /// What can happen in the popover.
  public enum Action: Equatable, Sendable {
    /// The search text changed (also when the popover opens, with its text).
    case searchChanged(String)
    /// The library answered the search for `text`.
    case searched(text: String, Result<[RecipeSummary], RecipesError>)
  }

  /// How many recipes the popover lists at most.
  public static let resultLimit = 12

  private enum CancelID { case search }

  private let library: Library

  /// Creates the picker over the library it searches.
  public init(library: Library) {
    self.library = library
  }

  /// Applies a picker action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchChanged(let text):
      state.text = text
      let query = SearchQuery(parsing: text)
      return .run { [library] send in
        let found = await Result(catching: {
          try await library.search(query, Self.resultLimit)
        })
        await send(.searched(text: text, found))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)

    case .searched(let text, let result):
      guard text == state.text else { return .none }
      switch result {
      case .success(let recipes):
        state.results = recipes
        state.error = nil
      case .failure(let error):
        state.results = []
        state.error = error
      }
      return .none
    }
  }
}
