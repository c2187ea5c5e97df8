import GtkInterop

/// A question before something that cannot be taken back, in a message dialog over its
/// window, shown while the state asks it: a safe answer that keeps things as they are, and
/// a red one that goes ahead.
///
/// The safe answer is the default (Enter) and the close response (Escape, the dialog's
/// close), so a stray key keeps rather than destroys. The state decides when the question
/// stands; when it stops standing for another reason, the dialog goes without answering.
@MainActor
final class ConfirmationDialog {
  /// The answers' ids, as the dialog reports them.
  enum Answer: String {
    /// Keep things as they are ("Keep Editing", "Keep").
    case keep
    /// Go ahead ("Discard", "Clear").
    case confirm
  }

  private let parent: Window
  private let heading: String
  private let body: String
  private let keepLabel: String
  private let confirmLabel: String
  private let answered: @MainActor (Answer) -> Void
  /// The dialog on screen, while the question stands.
  private(set) var dialog: MessageDialog?

  /// A question `heading` (explained by `body`) over `parent`, answered `keep` or
  /// `confirm`; `answered` hears which.
  init(
    over parent: Window, heading: String, body: String, keep: String, confirm: String,
    answered: @escaping @MainActor (Answer) -> Void
  ) {
    self.parent = parent
    self.heading = heading
    self.body = body
    keepLabel = keep
    confirmLabel = confirm
    self.answered = answered
  }

  /// Whether the question is showing.
  var isVisible: Bool { dialog != nil }

  /// Shows the question, or takes it away unanswered.
  func show(_ isAsking: Bool) {
    if isAsking, dialog == nil {
      present()
    } else if !isAsking, let shown = dialog {
      dialog = nil
      shown.destroy()
    }
  }

  private func present() {
    let question = MessageDialog(parent: parent, heading: heading, body: body)
    question.addResponse(Answer.keep.rawValue, label: keepLabel)
    question.addResponse(Answer.confirm.rawValue, label: confirmLabel, appearance: .destructive)
    question.defaultResponse = Answer.keep.rawValue
    question.closeResponse = Answer.keep.rawValue
    question.onResponse { [weak self, weak question] id in
      guard let self, let question, self.dialog === question else { return }
      self.dialog = nil
      // Heard once the dialog has finished answering: an answer that closes the window
      // under it (Discard) destroyed the dialog while its button was still being clicked,
      // and GTK then worked on the freed dialog ("instance with invalid (NULL) class").
      MainLoop.whenIdle { [weak self] in self?.answered(Answer(rawValue: id) ?? .keep) }
    }
    dialog = question
    question.present()
  }
}
