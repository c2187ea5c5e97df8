import GtkInterop

/// A question before something that cannot be taken back, in a message dialog over its
/// window, shown while the state asks it: a safe answer that keeps things as they are, a
/// red one that goes ahead, and maybe a third that saves first ("Save and Quit").
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
    /// The question's other way out ("Save", "Save and Quit").
    case alternative
  }

  /// What the question says and its answers' labels.
  struct Wording: Equatable {
    var heading: String
    var body: String
    var keep: String
    var confirm: String
    /// The third answer, if the question has one.
    var alternative: String?
  }

  private let parent: Window?
  /// The words of the next question shown (one on screen keeps its own).
  var wording: Wording
  private let answered: @MainActor (Answer) -> Void
  /// The dialog on screen, while the question stands.
  private(set) var dialog: MessageDialog?

  /// A question `heading` (explained by `body`) over `parent`, answered `keep` or
  /// `confirm`; `answered` hears which.
  init(
    over parent: Window?, heading: String, body: String, keep: String, confirm: String,
    answered: @escaping @MainActor (Answer) -> Void
  ) {
    self.parent = parent
    wording = Wording(heading: heading, body: body, keep: keep, confirm: confirm)
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
    let question = MessageDialog(parent: parent, heading: wording.heading, body: wording.body)
    question.addResponse(Answer.keep.rawValue, label: wording.keep)
    question.addResponse(Answer.confirm.rawValue, label: wording.confirm, appearance: .destructive)
    if let alternative = wording.alternative {
      question.addResponse(Answer.alternative.rawValue, label: alternative, appearance: .suggested)
    }
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
