import RecipesCore
import RecipesLocalization

/// What a question about quitting says of the kitchen timers still counting down: the
/// timers question's body, and a line of the editor's when Quit finds both a half-written
/// recipe and a timer.
enum RunningTimersWarning {
  /// "Still counting down: … Quitting stops it.", each timer with its time left; nil when no
  /// timer runs.
  static func text(_ cooking: CookingFeature.State) -> String? {
    let running = cooking.runningTimers.count
    guard running > 0 else { return nil }
    return localizedPlural(
      "Still counting down: {timers}. Quitting stops it.",
      "Still counting down: {timers}. Quitting stops them.", count: running,
      ["timers": RunningTimersViewState(cooking).label])
  }
}
