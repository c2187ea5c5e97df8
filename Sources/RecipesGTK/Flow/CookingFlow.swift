import GtkInterop
import RecipesCore

/// Keeps the cooking window in step with the state: open while a session is, gone when it
/// ends.
@MainActor
final class CookingFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private var observation: StoreObservation?
  /// The cooking window, while cooking mode is open.
  private(set) var window: CookingWindow?

  init(application: Application?, store: AppStore) {
    self.application = application
    self.store = store
    observation = store.observe({ $0.$cooking }) { [weak self] in self?.reconcile($0.wrappedValue) }
    reconcile(store.state.cooking)
  }

  private func reconcile(_ cooking: CookingFeature.State) {
    guard let view = CookingViewState(cooking) else {
      window?.destroy()
      window = nil
      return
    }
    if let window {
      window.render(view)
      return
    }
    let opened = CookingWindow(application: application, store: store)
    window = opened
    opened.render(view)
    opened.present()
  }
}
