import GtkInterop
import RecipesCore

/// Keeps the pantry view in step with the state: built the first time the state opens it
/// (`attach` puts it in the main window's page), rendered after every change.
@MainActor
final class PantryFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  private let attach: @MainActor (Widget) -> Void
  private var observation: StoreObservation?
  /// The pantry view, once built.
  private(set) var view: PantryView?

  /// Follows `store`.
  init(store: AppStore, attach: @escaping @MainActor (Widget) -> Void) {
    self.store = store
    self.attach = attach
    observation = store.observe({ $0.$pantry }) { [weak self] in self?.reconcile($0.wrappedValue) }
    reconcile(store.state.pantry)
  }

  private func reconcile(_ state: PantryFeature.State) {
    guard state.isOpen else { return }
    let shown = view ?? PantryView(store: store)
    if view == nil {
      view = shown
      attach(shown.root)
    }
    shown.render(PantryViewState(state), query: state.queryText)
  }
}
