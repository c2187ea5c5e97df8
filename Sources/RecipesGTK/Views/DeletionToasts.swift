import GtkInterop
import RecipesCore
import RecipesLocalization

/// The toasts of a deletion, over the list window: "“Soup” was deleted." with Undo while
/// the store keeps the recipe for it, and why a deletion or its undo failed.
///
/// The store times Undo (on its clock), so the toast has no timeout of its own: it goes
/// when the state lets the recipe go, or when the person closes it, which tells the store
/// as the old banner's close did. Undo names the "win.undo-delete" command.
@MainActor
final class DeletionToasts {
  private let overlay: ToastOverlay
  private let dismissed: @MainActor () -> Void
  /// The toast offering Undo, while it is on screen.
  private(set) var undoToast: Toast?
  private var shownDeletion: RecipeDeletionFeature.Deleted?
  private var shownError: RecipesError?

  /// Toasts on `overlay`; `dismissed` runs when the person closes the Undo toast.
  init(overlay: ToastOverlay, dismissed: @escaping @MainActor () -> Void) {
    self.overlay = overlay
    self.dismissed = dismissed
  }

  /// Shows what `deletion` holds: a new deletion's toast, or none once it is gone.
  func render(_ deletion: RecipeDeletionFeature.State) {
    if deletion.deleted != shownDeletion {
      shownDeletion = deletion.deleted
      // Forgotten first, so its going is not taken for the person closing it.
      let previous = undoToast
      undoToast = nil
      previous?.dismiss()
      if let deleted = deletion.deleted { showUndo(for: deleted.recipe.name) }
    }
    if deletion.error != shownError {
      shownError = deletion.error
      if let error = deletion.error { overlay.add(Toast(error.message, priority: .high)) }
    }
  }

  private func showUndo(for name: String) {
    let toast = Toast(localized("“{name}” was deleted.", ["name": name]), timeout: 0)
    toast.buttonLabel = localized("Undo")
    toast.actionName = Command.undoDelete.detailedName
    toast.onDismissed { [weak self, weak toast] in
      guard let self, let toast, self.undoToast === toast else { return }
      self.undoToast = nil
      self.dismissed()
    }
    undoToast = toast
    overlay.add(toast)
  }
}
