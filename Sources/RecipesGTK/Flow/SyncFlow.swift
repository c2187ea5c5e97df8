import Foundation
import GtkInterop
import RecipesCore

/// Keeps the "Sync…" window in step with the state: open while the state says so, raised
/// when it is asked for again, gone when it closes.
@MainActor
final class SyncFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private var observation: StoreObservation?
  private var handledOpenRequest = 0
  /// The window, while it is open.
  private(set) var window: SyncAccountWindow?

  init(application: Application?, store: AppStore) {
    self.application = application
    self.store = store
    observation = store.observe(\.sync) { [weak self] in self?.reconcile($0) }
    reconcile(store.state.sync)
  }

  private func reconcile(_ state: SyncFeature.State) {
    guard state.isWindowOpen else {
      window?.destroy()
      window = nil
      return
    }
    let shown = window ?? SyncAccountWindow(application: application, store: store)
    window = shown
    shown.render(SyncWindowViewState(state, now: Date()))
    if state.openRequest != handledOpenRequest {
      handledOpenRequest = state.openRequest
      shown.present()
    }
  }
}
