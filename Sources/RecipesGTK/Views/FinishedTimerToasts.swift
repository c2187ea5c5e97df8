import GtkInterop
import RecipesCore
import RecipesLocalization

/// A toast for each kitchen timer that reached zero, over one of the app's windows: "Time’s
/// up: 25 minutes for Pasta alla Norma", with Dismiss.
///
/// Every window of ours has them (the main window, each recipe, cooking), so the cook sees
/// it in whichever is in front; the desktop's notification says it when none is. It stays
/// until the cook dismisses it, here or in any other window (or by putting the timer away
/// elsewhere); Dismiss puts the timer away, as the timers bar's button does.
@MainActor
final class FinishedTimerToasts {
  private let overlay: ToastOverlay
  private let dismiss: @MainActor (CookingTimer.ID) -> Void
  /// The toast of each finished timer shown.
  private(set) var toasts: [CookingTimer.ID: Toast] = [:]

  private var observation: StoreObservation?

  /// Toasts on `overlay` for the timers of `store`, from now on.
  static func following(
    _ store: Store<AppFeature.State, AppFeature.Action>, on overlay: ToastOverlay
  ) -> FinishedTimerToasts {
    let toasts = FinishedTimerToasts(overlay: overlay) { [store] in
      store.send(.cooking(.timerDismissed($0)))
    }
    toasts.observation = store.observe({ $0.$cooking }) { [weak toasts] in
      toasts?.render(FinishedTimersViewState($0.wrappedValue))
    }
    toasts.render(FinishedTimersViewState(store.state.cooking))
    return toasts
  }

  /// Toasts on `overlay`; `dismiss` puts a timer away.
  init(overlay: ToastOverlay, dismiss: @escaping @MainActor (CookingTimer.ID) -> Void) {
    self.overlay = overlay
    self.dismiss = dismiss
  }

  /// Stops following the store (the window closes).
  func stop() { observation?.cancel() }

  /// Shows a toast for each finished timer not shown yet, and takes away those of timers
  /// put away.
  func render(_ view: FinishedTimersViewState) {
    let wanted = Set(view.notices.map(\.id))
    for (id, toast) in toasts where !wanted.contains(id) {
      toasts[id] = nil
      toast.dismiss()
    }
    for notice in view.notices where toasts[notice.id] == nil {
      let toast = Toast(notice.text, timeout: 0)
      toast.buttonLabel = localized("Dismiss")
      let id = notice.id
      toast.onButtonClick { [weak self] in
        self?.toasts[id] = nil
        self?.dismiss(id)
      }
      toast.onDismissed { [weak self, weak toast] in
        // Closed by the cook: the timer is put away with it.
        guard let self, let toast, self.toasts[id] === toast else { return }
        self.toasts[id] = nil
        self.dismiss(id)
      }
      toasts[id] = toast
      overlay.add(toast)
    }
  }
}
