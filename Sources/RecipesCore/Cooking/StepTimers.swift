import RecipesQuantities

/// Finds the timers in a step: every duration a cook would set a timer for.
///
/// The durations are read by `KitchenDuration`, the same reader as imported times: only an
/// amount followed by a unit of time counts, so oven temperatures ("180 °C"), servings
/// ("serves 4"), years ("since 1998") and quantities ("2 cups") never do.
///
/// ```swift
/// StepTimers.find(in: "Bake for 25–30 minutes, then rest 1 hr 15 min.")
/// // [StepTimer(seconds: 1500, upperBoundSeconds: 1800, text: "25–30 minutes"),
/// //  StepTimer(seconds: 4500, text: "1 hr 15 min")]
/// ```
public enum StepTimers {
  /// The timers of `step`, in the order the step gives them.
  public static func find(in step: String) -> [StepTimer] {
    KitchenDuration.phrases(in: step)
  }
}
