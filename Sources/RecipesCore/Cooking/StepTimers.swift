/// Finds the timers in a step: every duration a cook would set a timer for.
///
/// Only an amount followed by a unit of time counts, so oven temperatures ("180 °C"),
/// servings ("serves 4"), years ("since 1998") and quantities ("2 cups") never do.
///
/// ```swift
/// StepTimers.find(in: "Bake for 25–30 minutes, then rest 1 hr 15 min.")
/// // [StepTimer(seconds: 1500, upperBoundSeconds: 1800, text: "25–30 minutes"),
/// //  StepTimer(seconds: 4500, text: "1 hr 15 min")]
/// ```
public enum StepTimers {
  /// The timers of `step`, in the order the step gives them.
  public static func find(in step: String) -> [StepTimer] {
    let parser = DurationParser(tokens: DurationTokenizer.tokens(of: step))
    var timers: [StepTimer] = []
    var index = 0
    while index < parser.tokens.count {
      guard let match = parser.duration(at: index) else {
        index += 1
        continue
      }
      // "Chill 2 hours (or up to 24 hours)": after a wait, "up to" gives a limit, not a timer.
      if !timers.isEmpty, match.start >= 2, parser.word(at: match.start - 1) == "to",
        parser.word(at: match.start - 2) == "up"
      {
        index = match.next
        continue
      }
      let start = parser.tokens[match.start].range.lowerBound
      let end = parser.tokens[match.next - 1].range.upperBound
      let seconds = Int(match.seconds.rounded())
      timers.append(
        StepTimer(
          seconds: seconds,
          upperBoundSeconds: match.upperBoundSeconds.map { Int($0.rounded()) },
          text: String(step[start..<end])))
      index = match.next
    }
    return timers
  }
}
