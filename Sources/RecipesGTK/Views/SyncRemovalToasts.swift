import GtkInterop
import RecipesCore
import RecipesLocalization

/// The toast of recipes a sync deleted here because another device deleted them: "“Soup”
/// was deleted on another device." with Undo, while the store keeps them for it.
///
/// Like `DeletionToasts`, the store times Undo; the toast goes when the state lets the
/// recipes go, or when the person closes it, which tells the store.
@MainActor
final class SyncRemovalToasts {
  private let overlay: ToastOverlay
  private let undo: @MainActor () -> Void
  private let settled: @MainActor () -> Void
  /// The toast offering Undo, while it is on screen.
  private(set) var toast: Toast?
  private var shown: [RecipeDeletionFeature.Deleted] = []

  /// Toasts on `overlay`; `undo` runs for its button, `settled` when the person closes it.
  init(
    overlay: ToastOverlay, undo: @escaping @MainActor () -> Void,
    settled: @escaping @MainActor () -> Void
  ) {
    self.overlay = overlay
    self.undo = undo
    self.settled = settled
  }

  /// Shows what `deletion.removedBySync` holds, or nothing once it is gone.
  func render(_ deletion: RecipeDeletionFeature.State) {
    guard deletion.removedBySync != shown else { return }
    shown = deletion.removedBySync
    // Forgotten first, so its going is not taken for the person closing it.
    let previous = toast
    toast = nil
    previous?.dismiss()
    guard let first = shown.first else { return }
    let title =
      shown.count == 1
      ? localized("“{name}” was deleted on another device.", ["name": first.recipe.name])
      : localizedPlural(
        "{count} recipe was deleted on another device.",
        "{count} recipes were deleted on another device.", count: shown.count)
    let toast = Toast(title, timeout: 0)
    toast.buttonLabel = localized("Undo")
    toast.onButtonClick { [undo] in undo() }
    toast.onDismissed { [weak self, weak toast] in
      guard let self, let toast, self.toast === toast else { return }
      self.toast = nil
      self.settled()
    }
    self.toast = toast
    overlay.add(toast)
  }
}
