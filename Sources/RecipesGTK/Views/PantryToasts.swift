import GtkInterop
import RecipesLocalization

/// The pantry window's Undo toast: "“2 onions” was taken out of the pantry." with Undo,
/// while the store keeps the item for it.
///
/// The store times Undo (on its clock), so the toast has no timeout of its own: it goes when
/// the state lets the item go, or when the person closes it, which tells the store the time
/// is over.
@MainActor
final class PantryToasts {
  private let overlay: ToastOverlay
  private let undo: @MainActor () -> Void
  private let dismissed: @MainActor () -> Void
  /// The toast offering Undo, while it is on screen.
  private(set) var undoToast: Toast?
  private var shown: String?

  /// Toasts on `overlay`; `undo` runs on Undo, `dismissed` when the person closes it.
  init(
    overlay: ToastOverlay, undo: @escaping @MainActor () -> Void,
    dismissed: @escaping @MainActor () -> Void
  ) {
    self.overlay = overlay
    self.undo = undo
    self.dismissed = dismissed
  }

  /// Shows the undo offer `text` once; nil takes it away.
  func render(_ text: String?) {
    guard text != shown else { return }
    shown = text
    // Forgotten first, so its going is not taken for the person closing it.
    let previous = undoToast
    undoToast = nil
    previous?.dismiss()
    guard let text else { return }
    let toast = Toast(text, timeout: 0)
    toast.buttonLabel = localized("Undo")
    toast.onButtonClick { [weak self] in
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
