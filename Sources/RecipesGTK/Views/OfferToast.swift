import GtkInterop
import RecipesLocalization

/// A toast offering one action ("Undo", "Add to Pantry") while the store keeps it offered.
///
/// The state says what the toast says (`show(_:)` with its text, nil when there is nothing
/// to offer any more); the store times it or keeps it until it is told, so the toast has no
/// timeout of its own unless given one. The button runs `accept`; the person closing it (or
/// its timeout) runs `dismissed`, which tells the store the offer is over.
@MainActor
final class OfferToast {
  private let overlay: ToastOverlay
  private let buttonLabel: String
  private let timeout: UInt32
  private let priority: Toast.Priority
  private let accept: @MainActor () -> Void
  private let dismissed: @MainActor () -> Void
  /// The toast on screen, if any.
  private(set) var toast: Toast?
  private var shownText: String?

  /// Toasts on `overlay` with `buttonLabel` ("Undo" unless told).
  ///
  /// They last `timeout` seconds (0: until the state lets them go). An Undo comes first
  /// (`priority` high unless told): queued behind another toast, it could run out unseen.
  init(
    overlay: ToastOverlay, buttonLabel: String = localized("Undo"), timeout: UInt32 = 0,
    priority: Toast.Priority = .high,
    accept: @escaping @MainActor () -> Void, dismissed: @escaping @MainActor () -> Void
  ) {
    self.overlay = overlay
    self.buttonLabel = buttonLabel
    self.timeout = timeout
    self.priority = priority
    self.accept = accept
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
    let toast = Toast(text, timeout: timeout, priority: priority)
    toast.buttonLabel = buttonLabel
    toast.onButtonClick { [weak self] in
      // Forgotten first: the toast's going after its button is no "time is over".
      self?.toast = nil
      self?.shownText = nil
      self?.accept()
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
