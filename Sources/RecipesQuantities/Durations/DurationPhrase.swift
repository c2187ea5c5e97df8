/// A duration found in running text: how long, up to how long, and how the text says it.
///
/// "bake for 25–30 minutes" gives `seconds` 1500, `upperBoundSeconds` 1800 and `text`
/// "25–30 minutes". A cooking step's timers are these (`StepTimer`): the timer counts down
/// from the lower bound, the shorter wait being the one to check on.
public struct DurationPhrase: Equatable, Hashable, Sendable, Codable {
  /// How long, in whole seconds: the lower bound of a range.
  public let seconds: Int
  /// The longest the text says it may take, when it gives a range ("25–30 minutes").
  public let upperBoundSeconds: Int?
  /// The phrase as the text writes it ("25–30 minutes", "between 2 and 3 hours").
  public let text: String

  /// Creates a phrase of `seconds`, up to `upperBoundSeconds`, written as `text`.
  public init(seconds: Int, upperBoundSeconds: Int? = nil, text: String) {
    self.seconds = seconds
    self.upperBoundSeconds = upperBoundSeconds
    self.text = text
  }
}
