/// A recipe window's "Change food…" for one ingredient line: a search over the food table to
/// choose the food the line's ingredient is, in every recipe.
///
/// The table is on this machine and answers in milliseconds, so each change of the text
/// searches at once; a newer search cancels the one in flight, so a late answer never
/// replaces a newer one.
public struct FoodPickerFeature: Reducer, Sendable {
  /// What the picker shows.
  public struct State: Equatable, Sendable {
    /// The key the choice is kept under (the ingredient's name, folded).
    public let key: String
    /// The line being corrected, as written.
    public let line: String
    /// The text in the picker's search box.
    public var text: String
    /// The foods matching it, best first.
    public var results: [FoodOption] = []

    /// A picker for `line`, its search box holding `text`.
    public init(key: String, line: String, text: String) {
      self.key = key
      self.line = line
      self.text = text
    }
  }

  /// What can happen in the picker.
  public enum Action: Equatable, Sendable {
    /// The search text changed (also when the picker opens, with its text).
    case searchChanged(String)
    /// The table answered the search for `text`.
    case searched(text: String, [FoodOption])
  }

  private enum CancelID { case search }

  private let nutrition: NutritionClient

  /// Creates the picker over the nutrition engine whose table it searches.
  public init(nutrition: NutritionClient) {
    self.nutrition = nutrition
  }

  /// Applies a picker action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchChanged(let text):
      state.text = text
      return .run { [search = nutrition.searchFoods] send in
        await send(.searched(text: text, await search(text)))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)

    case .searched(let text, let foods):
      guard text == state.text else { return .none }
      state.results = foods
      return .none
    }
  }
}
