import GtkInterop
import RecipesCore
import RecipesLocalization

/// The planner's toasts: "Removed … from the plan" with Undo while the store keeps the
/// entry for it, and what "Add this week to the shopping list" or "Suggest dinners" did,
/// with Undo.
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
  private let undoNotice: @MainActor (PlanFeature.Action) -> Void

  /// Toasts on `overlay`; `undo` runs on the removal's Undo, `dismissed` when the person
  /// closes it, and `undoNotice` with the action a notice's Undo sends (`noticeUndo`).
  init(
    overlay: ToastOverlay, undo: @escaping @MainActor () -> Void,
    dismissed: @escaping @MainActor () -> Void,
    undoNotice: @escaping @MainActor (PlanFeature.Action) -> Void = { _ in }
  ) {
    self.overlay = overlay
    undoOffer = OfferToast(overlay: overlay, accept: undo, dismissed: dismissed)
    self.undoNotice = undoNotice
  }

  /// Shows the undo offer and the notice of `view`, each once.
  func render(_ view: PlanWeekViewState) {
    undoOffer.show(view.undoText)
    if view.noticeText != shownNotice {
      shownNotice = view.noticeText
      noticeToast?.dismiss()
      noticeToast = nil
      if let text = view.noticeText {
        // Suggested dinners and what went on the shopping list can be taken back: the
        // toast offers Undo a while longer.
        let toast = Toast(text, timeout: view.noticeUndo != nil ? 8 : 4)
        if let undo = view.noticeUndo {
          toast.buttonLabel = localized("Undo")
          toast.onButtonClick { [weak self] in self?.undoNotice(undo) }
        }
        noticeToast = toast
        overlay.add(toast)
      }
    }
  }
}
