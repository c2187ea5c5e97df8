/// A duration a cook would set a timer for, found in a step's text.
///
/// "bake for 25–30 minutes" gives `seconds` 1500 and `upperBoundSeconds` 1800; the timer
/// counts down from the lower bound, the shorter wait being the one to check on.
public struct StepTimer: Equatable, Hashable, Sendable, Codable {
  /// How long the timer runs, in whole seconds (the lower bound of a range).
  public let seconds: Int
  /// The longest the step says it may take, when it gives a range ("25–30 minutes").
  public let upperBoundSeconds: Int?
  /// The phrase as the step writes it ("25–30 minutes").
  public let text: String

  /// Creates a timer of `seconds`, up to `upperBoundSeconds`, found as `text`.
  public init(seconds: Int, upperBoundSeconds: Int? = nil, text: String) {
    self.seconds = seconds
    self.upperBoundSeconds = upperBoundSeconds
    self.text = text
  }
}
