import GtkInterop
import RecipesCore

/// Keeps the planner view in step with the state: built the first time the state opens it
/// (`attach` puts it in the main window's page), rendered after every change.
@MainActor
final class PlanFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  private let images: ImageLoading?
  private let attach: @MainActor (Widget) -> Void
  /// The main window, whose width the view's bar follows.
  private let host: Window
  private var observation: StoreObservation?
  /// The planner view, once built.
  private(set) var view: PlanView?

  /// Follows `store`, with recipe pictures from `images`, in a page of `host`.
  init(
    store: AppStore, images: ImageLoading? = nil, host: Window,
    attach: @escaping @MainActor (Widget) -> Void
  ) {
    self.store = store
    self.images = images
    self.attach = attach
    self.host = host
    host.onWidthChange { [weak self] width in self?.view?.fit(windowWidth: width) }
    observation = store.observe({ $0.$plan }) { [weak self] in self?.reconcile($0.wrappedValue) }
    reconcile(store.state.plan)
  }

  private func reconcile(_ state: PlanFeature.State) {
    guard state.isOpen else { return }
    let shown = view ?? PlanView(store: store, images: images)
    if view == nil {
      view = shown
      attach(shown.root)
    }
    shown.render(state)
    // Another week's title may be longer: the bar's buttons are chosen again.
    shown.fit(windowWidth: host.defaultWidth)
  }
}
