import GtkInterop
import RecipesCore
import RecipesLocalization

/// The kitchen timers in a bar under the main window's header.
///
/// Shown while any timer exists: each running one's time left, and how many finished. A
/// click puts the finished ones away. It sits under the header, not in it, so a timer
/// that starts or ends never moves the header's buttons.
@MainActor
final class TimersIndicator {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The bar to put under the header, shown while there are timers.
  let root = Box(.horizontal, spacing: 6)
  /// The button in the bar: an alarm icon (a symbolic icon, never a glyph a
  /// font may lack) and the times.
  let button: Button
  /// The times beside the icon.
  let label = Label()
  private let store: AppStore
  private var observation: StoreObservation?
  private var rendered: RunningTimersViewState?

  /// Says each finished timer in a toast, when given an overlay.
  private(set) var finishedToasts: FinishedTimerToasts?

  /// The timers of `store`; a toast on `toasts` says each one that reaches zero.
  init(store: AppStore, toasts: ToastOverlay? = nil) {
    self.store = store
    finishedToasts = toasts.map { overlay in
      FinishedTimerToasts(overlay: overlay) { [store] in
        store.send(.cooking(.timerDismissed($0)))
      }
    }
    let content = Box(.horizontal, spacing: 6)
    content.append(Icon(name: "alarm-symbolic", pixelSize: 16))
    // Several timers of a long-named recipe make a line wider than a phone: it wraps, so
    // the main window can still be made 360 px narrow (on one row it kept the window wider).
    label.wrap()
    label.setAlignment(x: 0)
    content.append(label)
    button = Button(child: content, accessibleLabel: "")
    root.addStyleClass("timers-bar")
    root.append(button)
    button.addStyleClass("timers-indicator")
    button.addStyleClass("flat")
    button.tooltip = localized("Kitchen timers; click to put away the finished ones")
    button.onClick { [store] in
      for timer in store.state.cooking.timers where timer.isFinished {
        store.send(.cooking(.timerDismissed(timer.id)))
      }
    }
    observation = store.observe({ $0.$cooking }) { [weak self] in self?.render($0.wrappedValue) }
    render(store.state.cooking)
  }

  private func render(_ cooking: CookingFeature.State) {
    finishedToasts?.render(FinishedTimersViewState(cooking))
    render(RunningTimersViewState(cooking))
  }

  private func render(_ view: RunningTimersViewState) {
    guard view != rendered else { return }
    rendered = view
    label.text = view.label
    button.setAccessibleLabel(view.accessibleLabel)
    button.isVisible = view.isVisible
    root.isVisible = view.isVisible
  }
}
