import GtkInterop
import RecipesCore
import RecipesLocalization

/// The main window's views — Recipes, Plan, Shopping, Pantry — in a view stack, switched by
/// the header's view switcher and, when the header has no room for it, a bar at the bottom.
///
/// The window lays out the stack and the bar (`switcherBar` goes under the window's toasts'
/// overlay, not in it, so a toast never covers the bar).
///
/// The view shown is state (`AppState.view`): a switch by the cook is sent to the store,
/// and the stack shows what the store says. The planner, the shopping list and the pantry
/// are built when the main loop is quiet after the first frame (`settle()`), or the first
/// time they show if that comes sooner, so the first frame costs what the grid costs. A new request for a view (`viewRequest`: a shortcut, the menu,
/// a recipe window's button) brings the window to the front with the keyboard in the view.
@MainActor
final class HomeViews {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The pages, one per view.
  let stack = ViewStack<HomeView>()
  /// The switcher in the header: the views' buttons, or the title when they do not fit.
  let switcherTitle: ViewSwitcherTitle
  /// The switcher at the bottom, revealed while the header shows only the title.
  let switcherBar: ViewSwitcherBar
  /// The planner, whose view is built the first time it shows.
  let plan: PlanFlow
  /// The shopping list, whose view is built the first time it shows.
  let shopping: ShoppingListFlow
  /// The pantry, whose view is built the first time it shows.
  let pantry: PantryFlow
  private let store: AppStore
  private let pages = Pages()
  private var observations: [StoreObservation] = []
  private var settling: [@MainActor () -> Void] = []
  private var settlingObservation: StoreObservation?
  private var handledRequest: Int
  private let present: @MainActor () -> Void

  /// Shows `recipes` as the first view and empty pages for the others, which `store`'s
  /// features fill; `host` (the main window) holds the views' dialogs and actions, and
  /// `present` brings it to the front.
  init(
    recipes: Widget, store: AppStore, images: ImageLoading?, host: Window,
    present: @escaping @MainActor () -> Void
  ) {
    self.store = store
    self.present = present
    handledRequest = store.state.viewRequest
    switcherTitle = ViewSwitcherTitle(for: stack, title: store.state.view.title)
    switcherBar = ViewSwitcherBar(for: stack, following: switcherTitle)
    for view in HomeView.allCases {
      let page = view == .recipes ? recipes : pages.empty(for: view)
      stack.add(page, as: view, title: view.title, iconName: view.iconName)
    }
    stack.expandsVertically = true
    plan = PlanFlow(store: store, images: images, host: host) { [pages] in
      pages.fill(.plan, with: $0)
    }
    shopping = ShoppingListFlow(store: store, host: host) { [pages] in
      pages.fill(.shopping, with: $0)
    }
    pantry = PantryFlow(store: store) { [pages] in pages.fill(.pantry, with: $0) }
    stack.visiblePage = store.state.view
    stack.onVisiblePageChange { [weak self] page in
      // The cook switched (a switcher's button): the store says what shows.
      guard let self, page != self.store.state.view else { return }
      self.store.send(.viewSelected(page))
    }
    observations = [
      store.observe({ Shown($0) }) { [weak self] in self?.render($0) },
      // What is left to buy, on the Shopping view's button (worked out when the list changes).
      store.observe({ $0.$shoppingList }) { [stack] in
        stack.setBadge($0.wrappedValue.toBuyCount, on: .shopping)
      },
    ]
    stack.setBadge(store.state.shoppingList.toBuyCount, on: .shopping)
  }

  /// Stops following the store (the window closed): no view asked for brings it back.
  func stopFollowing() {
    observations.forEach { $0.cancel() }
    observations = []
  }

  /// The view on screen.
  var visibleView: HomeView? { stack.visiblePage }

  /// Builds the views not shown, for when the window is settled after its first frame.
  ///
  /// The planner and the shopping list open (`.windowSettled`) and are built with what
  /// they read, the pantry is built empty. A first switch to a view then shows it instead
  /// of building it (the first frame still builds only the grid).
  func settle() {
    store.send(.windowSettled)
    pantry.prepare()
  }

  /// Whether every view is built and none is waiting for what it shows.
  var isSettled: Bool {
    let state = store.state
    return plan.view != nil && shopping.view != nil && pantry.view != nil
      && !state.plan.isLoading && !state.shoppingList.isLoading
  }

  /// Calls `action` once every view is built with what it shows (`isSettled`), at once if
  /// they are.
  func whenSettled(_ action: @escaping @MainActor () -> Void) {
    guard !isSettled else { return action() }
    settling.append(action)
    guard settlingObservation == nil else { return }
    settlingObservation = store.observe({ [$0.plan.isLoading, $0.shoppingList.isLoading] }) {
      [weak self] _ in
      guard let self, self.isSettled else { return }
      let waiting = self.settling
      self.settling = []
      self.settlingObservation = nil
      for action in waiting { action() }
    }
  }

  /// Whether the header's switcher has no room, and the bottom bar switches instead.
  var isSwitcherBarRevealed: Bool { switcherBar.isRevealed }

  /// What the stack follows in the state: the view, and how many times one was asked for.
  private struct Shown: Equatable {
    let view: HomeView
    let request: Int

    init(_ state: AppFeature.State) {
      view = state.view
      request = state.viewRequest
    }
  }

  private func render(_ shown: Shown) {
    stack.visiblePage = shown.view
    // On a phone the header shows this title, the switcher being at the bottom: the view's.
    if switcherTitle.title != shown.view.title { switcherTitle.title = shown.view.title }
    guard shown.request != handledRequest else { return }
    handledRequest = shown.request
    present()
    switch shown.view {
    case .recipes, .plan: break
    case .shopping: shopping.view?.focusFirst()
    case .pantry: pantry.view?.focusFirst()
    }
  }
}

/// The pages of the views built when first shown: empty boxes their views fill.
@MainActor
private final class Pages {
  private var boxes: [HomeView: Box] = [:]

  /// A page that stays empty until `view` is built.
  func empty(for view: HomeView) -> Box {
    let page = Box(.vertical)
    boxes[view] = page
    return page
  }

  /// Puts `content`, the view built, in its page.
  func fill(_ view: HomeView, with content: Widget) {
    content.expandsVertically = true
    boxes[view]?.append(content)
  }
}
