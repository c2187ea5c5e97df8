/// The pantry within the app: opened on the main window's search (its words and filters
/// narrow what can be made), and the shopping list marking again what is at home once the
/// pantry changed.
extension AppFeature {
  func reducePantry(_ action: PantryFeature.Action, _ state: inout State) -> Effect<Action> {
    if case .openTapped = action, !state.pantry.isOpen {
      state.pantry.queryText = state.search.text
    }
    let effect = pantry.reduce(into: &state.pantry, action: action).map(Action.pantry)
    // Every change to the pantry ends in a read of it; the list, when it has items, follows.
    guard case .loaded(_, .success) = action, !state.shoppingList.list.isEmpty,
      state.shoppingList.isOpen
    else { return effect }
    return .merge(effect, reduceAction(into: &state, action: .shoppingList(.loadRequested)))
  }
}
