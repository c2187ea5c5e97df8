import RecipesLocalization

/// What the main window says of each kitchen timer that reached zero: which one, for which
/// recipe and step, until the cook dismisses it.
public struct FinishedTimersViewState: Equatable, Sendable {
  /// One finished timer.
  public struct Notice: Equatable, Sendable, Identifiable {
    /// The timer.
    public let id: CookingTimer.ID
    /// "Time’s up: Pasta alla Norma, step 3, 25:00": the step tells two timers of one recipe
    /// apart, as the timers bar does.
    public let text: String
  }

  /// The finished timers, in the order they were started.
  public let notices: [Notice]

  /// The notices of `state`'s finished timers.
  public init(_ state: CookingFeature.State) {
    notices = state.timers.filter(\.isFinished).map { timer in
      Notice(
        id: timer.id,
        // TRANSLATORS: the toast of a kitchen timer that reached zero: the recipe, the step
        // it was started from, and how long it ran ("Time’s up: Stew, step 3, 2:00").
        text: localized(
          "Time’s up: {recipe}, step {number}, {time}",
          [
            "recipe": timer.recipeName, "number": String(timer.origin.stepIndex + 1),
            "time": CookingClockText.text(seconds: timer.duration),
          ]))
    }
  }
}
