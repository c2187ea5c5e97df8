import GtkInterop
import RecipesCore

/// Keeps the shopping list window in step with the state: open while the state says so,
/// raised when it is asked for again, gone when it closes.
@MainActor
final class ShoppingListFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application?
  private let store: AppStore
  private var observation: StoreObservation?
  private var handledOpenRequest = 0
  /// The shopping list window, while it is open.
  private(set) var window: ShoppingListWindow?

  init(application: Application?, store: AppStore) {
    self.application = application
    self.store = store
    observation = store.observe({ $0.$shoppingList }) { [weak self] in
      self?.reconcile($0.wrappedValue)
    }
    reconcile(store.state.shoppingList)
  }

  private func reconcile(_ state: ShoppingListFeature.State) {
    guard state.isOpen else {
      window?.destroy()
      window = nil
      return
    }
    let shown = window ?? ShoppingListWindow(application: application, store: store)
    window = shown
    shown.render(ShoppingListViewState(state))
    if state.openRequest != handledOpenRequest {
      handledOpenRequest = state.openRequest
      shown.present()
    }
  }
}
