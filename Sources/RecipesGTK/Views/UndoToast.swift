import GtkInterop
import RecipesLocalization

/// A toast offering Undo while the store keeps what it would undo.
///
/// The state says what the toast says (`show(_:)` with its text, nil when there is nothing
/// to undo any more); the store times it or keeps it until it is told, so the toast has no
/// timeout of its own unless given one. Undo runs `undo`; the person closing it (or its
/// timeout) runs `dismissed`, which tells the store the offer is over.
@MainActor
final class UndoToast {
  private let overlay: ToastOverlay
  private let timeout: UInt32
  private let undo: @MainActor () -> Void
  private let dismissed: @MainActor () -> Void
  /// The toast on screen, if any.
  private(set) var toast: Toast?
  private var shownText: String?

  /// Toasts on `overlay` lasting `timeout` seconds (0: until the state lets them go).
  init(
    overlay: ToastOverlay, timeout: UInt32 = 0, undo: @escaping @MainActor () -> Void,
    dismissed: @escaping @MainActor () -> Void
  ) {
    self.overlay = overlay
    self.timeout = timeout
    self.undo = undo
    self.dismissed = dismissed
  }

  /// Shows the offer `text` once; a new text replaces the toast, nil takes it away.
  func show(_ text: String?) {
    guard text != shownText else { return }
    shownText = text
    // Forgotten first, so its going is not taken for the person closing it.
    let previous = toast
    toast = nil
    previous?.dismiss()
    guard let text else { return }
    let toast = Toast(text, timeout: timeout)
    toast.buttonLabel = localized("Undo")
    toast.onButtonClick { [weak self] in
      // Forgotten first: the toast's going after Undo is no "time is over".
      self?.toast = nil
      self?.shownText = nil
      self?.undo()
    }
    toast.onDismissed { [weak self, weak toast] in
      guard let self, let toast, self.toast === toast else { return }
      self.toast = nil
      self.shownText = nil
      self.dismissed()
    }
    self.toast = toast
    overlay.add(toast)
  }
}
