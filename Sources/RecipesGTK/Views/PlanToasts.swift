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
  /// "Removed … from the plan" with Undo.
  private let undoOffer: OfferToast
  /// The toast offering Undo, while it is on screen.
  var undoToast: Toast? { undoOffer.toast }
  /// The last notice's toast.
  private(set) var noticeToast: Toast?
  private var shownNotice: String?
  private let undoSuggestion: @MainActor () -> Void

  /// Toasts on `overlay`; `undo` runs on Undo, `dismissed` when the person closes it.
  init(
    overlay: ToastOverlay, undo: @escaping @MainActor () -> Void,
    dismissed: @escaping @MainActor () -> Void,
    undoSuggestion: @escaping @MainActor () -> Void = {}
  ) {
    self.overlay = overlay
    undoOffer = OfferToast(overlay: overlay, accept: undo, dismissed: dismissed)
    self.undoSuggestion = undoSuggestion
  }

  /// Shows the undo offer and the notice of `view`, each once.
  func render(_ view: PlanWeekViewState) {
    undoOffer.show(view.undoText)
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
}
