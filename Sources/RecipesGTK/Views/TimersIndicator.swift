import GtkInterop
import RecipesCore
import RecipesLocalization

/// The kitchen timers in the main window's header.
///
/// Shown while any timer exists: each running one's time left, and how many finished. A
/// click puts the finished ones away.
@MainActor
final class TimersIndicator {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The button to put in a header bar: an alarm icon (a symbolic icon, never a glyph a
  /// font may lack) and the times.
  let button: Button
  /// The times beside the icon.
  let label = Label()
  private let store: AppStore
  private var observation: StoreObservation?
  private var rendered: RunningTimersViewState?

  init(store: AppStore) {
    self.store = store
    let content = Box(.horizontal, spacing: 6)
    content.append(Icon(name: "alarm-symbolic", pixelSize: 16))
    content.append(label)
    button = Button(child: content, accessibleLabel: "")
    button.addStyleClass("timers-indicator")
    button.addStyleClass("flat")
    button.tooltip = localized("Kitchen timers; click to put away the finished ones")
    button.onClick { [store] in
      for timer in store.state.cooking.timers where timer.isFinished {
        store.send(.cooking(.timerDismissed(timer.id)))
      }
    }
    observation = store.observe { [weak self] in self?.render(RunningTimersViewState($0.cooking)) }
    render(RunningTimersViewState(store.state.cooking))
  }

  private func render(_ view: RunningTimersViewState) {
    guard view != rendered else { return }
    rendered = view
    label.text = view.label
    button.setAccessibleLabel(view.accessibleLabel)
    button.isVisible = view.isVisible
  }
}
