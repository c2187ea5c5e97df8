import GtkInterop

/// A question across the top of a window before something that cannot be taken back: the
/// question, a button that keeps things as they are, and a red one that goes ahead.
///
/// GNOME's inline alternative to a modal dialog: the window stays usable, and the question
/// is where the eye already is. Showing it puts the keyboard on the safe answer, so a
/// stray Enter keeps rather than destroys; Escape, wherever the keyboard is in the window,
/// clicks the safe answer too (and is left alone while the bar is hidden).
@MainActor
final class ConfirmationBar {
  /// The bar's root widget, hidden until asked.
  let root = Box(.horizontal, spacing: 12)
  /// The answer that changes nothing ("Keep Editing", "Keep").
  let keepButton: Button
  /// The destructive answer ("Discard", "Clear").
  let confirmButton: Button

  /// A bar asking `question`, answered with `keep` or `confirm`.
  init(question: String, keep: String, confirm: String) {
    keepButton = Button(label: keep)
    confirmButton = Button(label: confirm)
    let label = Label(question)
    label.expandsHorizontally = true
    label.setAlignment(x: 0)
    label.wrap()
    confirmButton.addStyleClass("destructive-action")
    root.addStyleClass("banner")
    root.append(label)
    root.append(keepButton)
    root.append(confirmButton)
    root.setAccessibleLabel(question)
    root.isVisible = false
    keepButton.activateOnKey("Escape")
  }

  /// Whether the question is showing.
  var isVisible: Bool { root.isVisible }

  /// Shows the question (the keyboard on the safe answer) or hides it.
  func show(_ isAsking: Bool) {
    guard isAsking != root.isVisible else { return }
    root.isVisible = isAsking
    if isAsking { keepButton.grabFocus() }
  }
}
