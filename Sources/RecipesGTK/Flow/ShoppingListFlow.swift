import GtkInterop
import RecipesCore

/// Keeps the shopping list view in step with the state: built the first time the state
/// opens it (`attach` puts it in the main window's page), rendered after every change.
@MainActor
final class ShoppingListFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  private let host: Window
  private let attach: @MainActor (Widget) -> Void
  private var observation: StoreObservation?
  /// The shopping list view, once built.
  private(set) var view: ShoppingListView?

  /// Follows `store`; the view's dialog and Ctrl+Z belong to `host`, the main window.
  init(store: AppStore, host: Window, attach: @escaping @MainActor (Widget) -> Void) {
    self.store = store
    self.host = host
    self.attach = attach
    observation = store.observe({ $0.$shoppingList }) { [weak self] in
      self?.reconcile($0.wrappedValue)
    }
    reconcile(store.state.shoppingList)
  }

  private func reconcile(_ state: ShoppingListFeature.State) {
    guard state.isOpen else { return }
    let shown = view ?? ShoppingListView(store: store, host: host)
    if view == nil {
      view = shown
      attach(shown.root)
    }
    shown.render(ShoppingListViewState(state))
  }
}
