import GtkInterop
import RecipesCore

/// Keeps the pantry view in step with the state: built the first time the state opens it,
/// or before (`prepare`), put in the main window's page by `attach`, rendered after every
/// change while open.
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

  /// Builds the view before the pantry opens, so that showing it the first time costs no
  /// more than showing it again; it is rendered when the pantry opens.
  func prepare() { _ = built() }

  private func reconcile(_ state: PantryFeature.State) {
    guard state.isOpen else { return }
    built().render(PantryViewState(state), query: state.queryText)
  }

  private func built() -> PantryView {
    if let view { return view }
    let built = PantryView(store: store)
    view = built
    attach(built.root)
    return built
  }
}
