/// The main window's views: the one shown is state, remembered in the library, and each
/// view's feature opens (reads what it shows) the first time it is shown, or for the planner
/// and the shopping list when the window has settled after its first frame.
extension AppFeature {
  private enum ViewCancelID: Hashable, Sendable { case save }

  func reduceViews(_ action: Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .viewSelected(let view):
      return selectView(view, &state)
    case .windowSettled:
      return prepareViews(&state)
    default:
      // `.viewSaveResponse`: only remembering failed; the view stays shown, and the next
      // choice tries again.
      return .none
    }
  }

  /// Opens the planner and the shopping list, shown or not.
  ///
  /// Each reads one week or one list, whatever the library's size, and their views are
  /// built when the reads come back. The pantry waits to be shown: what can be cooked is worked out over the whole
  /// library, again after every change to it, which nobody should pay for unseen.
  private func prepareViews(_ state: inout State) -> Effect<Action> {
    .merge([HomeView.plan, .shopping].map { openView($0, &state) })
  }

  func selectView(_ view: HomeView, _ state: inout State) -> Effect<Action> {
    let changed = view != state.view
    state.view = view
    state.viewRequest += 1
    let opened = openView(view, &state)
    guard changed else { return opened }
    let saved: Effect<Action> = HomeView.save(view, in: library) { .viewSaveResponse($0) }
    return .merge(opened, saved.cancellable(id: ViewCancelID.save, cancelInFlight: true))
  }

  /// Opens the feature behind `view` unless it is open: a view built once stays built, and
  /// the planner keeps the week the cook went to.
  func openView(_ view: HomeView, _ state: inout State) -> Effect<Action> {
    switch view {
    case .recipes:
      return .none
    case .plan:
      return state.plan.isOpen ? .none : reduce(into: &state, action: .plan(.openTapped))
    case .shopping:
      return state.shoppingList.isOpen
        ? .none : reduce(into: &state, action: .shoppingList(.openTapped))
    case .pantry:
      return state.pantry.isOpen ? .none : reduce(into: &state, action: .pantry(.openTapped))
    }
  }
}
