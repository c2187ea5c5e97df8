/// The main window's views: the one shown is state, remembered in the library, and each
/// view's feature opens (reads what it shows) the first time it is shown.
extension AppFeature {
  private enum ViewCancelID: Hashable, Sendable { case save }

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
