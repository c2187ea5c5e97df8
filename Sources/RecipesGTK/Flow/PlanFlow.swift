import GtkInterop
import RecipesCore

/// Keeps the planner window in step with the state: open while the state says so, raised
/// when it is asked for again, gone when it closes.
@MainActor
final class PlanFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private let images: ImageLoading?
  private var observation: StoreObservation?
  private var handledOpenRequest = 0
  /// The planner window, while it is open.
  private(set) var window: PlanWindow?

  init(application: Application?, store: AppStore, images: ImageLoading? = nil) {
    self.application = application
    self.store = store
    self.images = images
    observation = store.observe({ $0.$plan }) { [weak self] in self?.reconcile($0.wrappedValue) }
    reconcile(store.state.plan)
  }

  private func reconcile(_ state: PlanFeature.State) {
    guard state.isOpen else {
      window?.destroy()
      window = nil
      return
    }
    let shown = window ?? PlanWindow(application: application, store: store, images: images)
    window = shown
    shown.render(state)
    if state.openRequest != handledOpenRequest {
      handledOpenRequest = state.openRequest
      shown.present()
    }
  }
}
