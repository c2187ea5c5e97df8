/// The planner's "+" popover: a search over the library to pick a recipe for a slot.
///
/// The library is on this machine and answers in milliseconds, so each change of the text
/// searches at once; a newer search cancels the one in flight, so a late answer never
/// replaces a newer one. An empty text lists the cook's own choices first (favorites, own
/// recipes, recently cooked: `PlanPickerStart`), in groups with headings.
public struct PlanPickerFeature: Reducer, Sendable {
  /// What the popover shows.
  public struct State: Equatable, Sendable {
    /// The text in the popover's search box.
    public var text = ""
    /// The recipes listed, in groups, in order.
    public var sections: [PlanPickerSection] = []
    /// Why the library could not be searched.
    public var error: RecipesError?

    /// Creates an empty picker.
    public init() {}

    /// The recipes listed, every group's in order: what Enter and the tests take.
    public var results: [RecipeSummary] { sections.flatMap(\.recipes) }
  }

  /// What can happen in the popover.
  public enum Action: Equatable, Sendable {
    /// The search text changed (also when the popover opens, with its text).
    case searchChanged(String)
    /// The library answered the search for `text`.
    case searched(text: String, Result<[PlanPickerSection], RecipesError>)
  }

  /// How many recipes a search lists at most.
  public static let resultLimit = 12

  private enum CancelID { case search }

  private let library: Library
  private let today: @Sendable () -> PlanDay

  /// Creates the picker over the library it searches; `today` says from when "Recently
  /// cooked" counts back.
  public init(library: Library, today: @escaping @Sendable () -> PlanDay) {
    self.library = library
    self.today = today
  }

  /// Applies a picker action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchChanged(let text):
      state.text = text
      let query = SearchQuery(parsing: text)
      let today = query.isEmpty ? today() : nil
      return .run { [library] send in
        let found = await Result(catching: {
          if let today {
            return try await PlanPickerStart.read(
              today: today, fallbackLimit: Self.resultLimit, in: library)
          }
          let matches = try await library.search(query, Self.resultLimit)
          return matches.isEmpty ? [] : [PlanPickerSection(.library, matches)]
        })
        await send(.searched(text: text, found))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)

    case .searched(let text, let result):
      guard text == state.text else { return .none }
      switch result {
      case .success(let sections):
        state.sections = sections
        state.error = nil
      case .failure(let error):
        state.sections = []
        state.error = error
      }
      return .none
    }
  }
}
