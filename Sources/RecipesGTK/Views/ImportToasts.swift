import GtkInterop
import RecipesCore
import RecipesLocalization

/// The toast of a finished import, over the list window: "“Scones” was imported." with
/// Open when one recipe came in, a count when several did.
///
/// It shows each `ImportNotice` once (by its sequence), so importing the same page again
/// says so again; Open sends what activating the recipe's card sends.
@MainActor
final class ImportToasts {
  private let overlay: ToastOverlay
  private let open: @MainActor (Recipe.ID) -> Void
  private var shownSequence: Int?
  /// The last toast shown.
  private(set) var lastToast: Toast?

  /// Toasts on `overlay`; `open` opens the recipe an Open button names.
  init(overlay: ToastOverlay, open: @escaping @MainActor (Recipe.ID) -> Void) {
    self.overlay = overlay
    self.open = open
  }

  /// Shows `notice` if it is one not shown yet.
  func render(_ notice: ImportNotice?) {
    guard let notice, notice.sequence != shownSequence else { return }
    shownSequence = notice.sequence
    let toast = Toast(notice.message)
    if let id = notice.openableID {
      toast.buttonLabel = localized("Open")
      toast.onButtonClick { [open] in open(id) }
    }
    lastToast = toast
    overlay.add(toast)
  }
}
