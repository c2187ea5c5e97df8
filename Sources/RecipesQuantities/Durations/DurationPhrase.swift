/// A duration found in running text: how long, up to how long, and where the text says it.
///
/// "bake for 25–30 minutes" gives `seconds` 1500, `upperBoundSeconds` 1800 and the range of
/// "25–30 minutes".
public struct DurationPhrase: Equatable, Sendable {
  /// How long, in whole seconds: the lower bound of a range.
  public let seconds: Int
  /// The longest the text says it may take, when it gives a range ("25–30 minutes").
  public let upperBoundSeconds: Int?
  /// Where the phrase is in the text it was found in ("25–30 minutes", "between 2 and 3 hours").
  public let range: Range<String.Index>
}
