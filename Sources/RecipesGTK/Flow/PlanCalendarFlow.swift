import Foundation
import GtkInterop
import RecipesCore

/// Keeps the "Show in my calendar" window in step with the state: open while the state says
/// so, raised when it is asked for again, gone when it closes.
@MainActor
final class PlanCalendarFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private var observation: StoreObservation?
  private var handledOpenRequest = 0
  /// The window, while it is open.
  private(set) var window: PlanCalendarWindow?

  init(application: Application?, store: AppStore) {
    self.application = application
    self.store = store
    observation = store.observe(\.planCalendar) { [weak self] in self?.reconcile($0) }
    reconcile(store.state.planCalendar)
  }

  private func reconcile(_ state: PlanCalendarFeature.State) {
    guard state.isWindowOpen else {
      window?.destroy()
      window = nil
      return
    }
    let shown = window ?? PlanCalendarWindow(application: application, store: store)
    window = shown
    shown.render(PlanCalendarViewState(state, now: Date()))
    if state.openRequest != handledOpenRequest {
      handledOpenRequest = state.openRequest
      shown.present()
    }
  }
}
