import GtkInterop
import RecipesCore

/// Keeps the pantry window in step with the state: open while the state says so, raised
/// when it is asked for again, gone when it closes.
@MainActor
final class PantryFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private var observation: StoreObservation?
  private var handledOpenRequest = 0
  /// The pantry window, while it is open.
  private(set) var window: PantryWindow?

  init(application: Application?, store: AppStore) {
    self.application = application
    self.store = store
    observation = store.observe({ $0.$pantry }) { [weak self] in self?.reconcile($0.wrappedValue) }
    reconcile(store.state.pantry)
  }

  private func reconcile(_ state: PantryFeature.State) {
    guard state.isOpen else {
      window?.destroy()
      window = nil
      return
    }
    let shown = window ?? PantryWindow(application: application, store: store)
    window = shown
    shown.render(PantryViewState(state), query: state.queryText)
    if state.openRequest != handledOpenRequest {
      handledOpenRequest = state.openRequest
      shown.present()
    }
  }
}
