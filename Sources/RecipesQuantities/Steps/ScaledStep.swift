/// A step of a method rewritten for the servings and units the cook chose
/// (`StepScaling`), and where it changed.
public struct ScaledStep: Equatable, Sendable {
  /// The step's text with its amounts scaled and its temperatures converted.
  public let text: String
  /// Where `text` differs from the step as written, in order: each amount or temperature
  /// rewritten ("5 tbsp", "320°F"), for a window to highlight.
  public let changes: [Range<String.Index>]

  /// A step rewritten as `text`, changed at `changes`.
  public init(text: String, changes: [Range<String.Index>]) {
    self.text = text
    self.changes = changes
  }
}

/// One rewrite of a step: the written text at `range` becomes `text`.
struct StepEdit {
  let range: Range<String.Index>
  let text: String
}
