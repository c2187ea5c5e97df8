import RecipesLocalization

/// What the main window says of each kitchen timer that reached zero: which one, for which
/// recipe, until the cook dismisses it.
public struct FinishedTimersViewState: Equatable, Sendable {
  /// One finished timer.
  public struct Notice: Equatable, Sendable, Identifiable {
    /// The timer.
    public let id: CookingTimer.ID
    /// "Time’s up: Pasta alla Norma, 25:00".
    public let text: String
  }

  /// The finished timers, in the order they were started.
  public let notices: [Notice]

  /// The notices of `state`'s finished timers.
  public init(_ state: CookingFeature.State) {
    notices = state.timers.filter(\.isFinished).map { timer in
      Notice(
        id: timer.id,
        text: localized(
          "Time’s up: {recipe}, {time}",
          [
            "recipe": timer.recipeName,
            "time": CookingClockText.text(seconds: timer.duration),
          ]))
    }
  }
}
