import GtkInterop
import RecipesCore
import RecipesLocalization

/// The planner's toasts: "Removed … from the plan" with Undo while the store keeps the
/// entry for it, and what "Add this week to the shopping list" or "Suggest dinners" did
/// (the dinners suggested with Undo).
///
/// The store times Undo (on its clock), so the Undo toast has no timeout of its own: it
/// goes when the state lets the entry go, or when the person closes it, which tells the
/// store the time is over.
@MainActor
final class PlanToasts {
  private let overlay: ToastOverlay
  private let undo: @MainActor () -> Void
  private let dismissed: @MainActor () -> Void
  /// The toast offering Undo, while it is on screen.
  private(set) var undoToast: Toast?
  /// The last notice's toast.
  private(set) var noticeToast: Toast?
  private var shownUndo: String?
  private var shownNotice: String?

  /// Toasts on `overlay`; `undo` runs on Undo, `dismissed` when the person closes it.
  init(
    overlay: ToastOverlay, undo: @escaping @MainActor () -> Void,
    dismissed: @escaping @MainActor () -> Void,
    undoSuggestion: @escaping @MainActor () -> Void = {}
  ) {
    self.overlay = overlay
    self.undo = undo
    self.dismissed = dismissed
    self.undoSuggestion = undoSuggestion
  }

  private let undoSuggestion: @MainActor () -> Void

  /// Shows the undo offer and the notice of `view`, each once.
  func render(_ view: PlanWeekViewState) {
    if view.undoText != shownUndo {
      shownUndo = view.undoText
      // Forgotten first, so its going is not taken for the person closing it.
      let previous = undoToast
      undoToast = nil
      previous?.dismiss()
      if let text = view.undoText { showUndo(text) }
    }
    if view.noticeText != shownNotice {
      shownNotice = view.noticeText
      noticeToast?.dismiss()
      noticeToast = nil
      if let text = view.noticeText {
        // Suggested dinners can be taken off again: the toast offers Undo a while longer.
        let toast = Toast(text, timeout: view.noticeOffersUndo ? 8 : 4)
        if view.noticeOffersUndo {
          toast.buttonLabel = localized("Undo")
          toast.onButtonClick { [weak self] in self?.undoSuggestion() }
        }
        noticeToast = toast
        overlay.add(toast)
      }
    }
  }

  private func showUndo(_ text: String) {
    let toast = Toast(text, timeout: 0)
    toast.buttonLabel = localized("Undo")
    toast.onButtonClick { [weak self] in
      // Forgotten first: the toast's going after Undo is no "time is over".
      self?.undoToast = nil
      self?.undo()
    }
    toast.onDismissed { [weak self, weak toast] in
      guard let self, let toast, self.undoToast === toast else { return }
      self.undoToast = nil
      self.dismissed()
    }
    undoToast = toast
    overlay.add(toast)
  }
}
