/// How the app looks: the style (light, dark, or the desktop's), remembered across launches.
///
/// The application applies `State.style` to every window; choosing a style shows it at once
/// and saves it in the library, and a failure to save keeps the style shown and says so.
public struct AppearanceFeature: Reducer, Sendable {
  /// The style in use and whether remembering it failed.
  public struct State: Equatable, Sendable {
    /// The style the windows have.
    public var style = StylePreference.followSystem
    /// Why the last choice could not be remembered, until the next choice.
    public var saveError: RecipesError?

    /// Creates the state of a first launch: the desktop's style.
    public init(style: StylePreference = .followSystem) {
      self.style = style
    }
  }

  /// What can happen to the app's look.
  public enum Action: Equatable, Sendable {
    /// The app started: read the style the cook chose last.
    case launched
    /// The library answered with the style chosen last (nil: never chosen, or unreadable).
    case styleLoaded(StylePreference?)
    /// The cook chose a style in the menu.
    case styleChosen(StylePreference)
    /// The library saved the chosen style, or could not.
    case styleSaveResponse(Result<StylePreference, RecipesError>)
  }

  private enum CancelID: Hashable, Sendable { case save }

  private let library: Library

  /// Creates the feature over the library that remembers the choice.
  public init(library: Library) {
    self.library = library
  }

  /// Applies an appearance action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      // A library that cannot say leaves the desktop's style.
      return StylePreference.load(from: library) { .styleLoaded($0) }

    case .styleLoaded(let style):
      if let style { state.style = style }
      return .none

    case .styleChosen(let style):
      state.style = style
      state.saveError = nil
      return StylePreference.save(style, in: library) { .styleSaveResponse($0) }
        .cancellable(id: CancelID.save, cancelInFlight: true)

    case .styleSaveResponse(.success):
      return .none

    case .styleSaveResponse(.failure(let error)):
      // The windows keep the style chosen; only remembering it failed.
      state.saveError = error
      return .none
    }
  }
}
