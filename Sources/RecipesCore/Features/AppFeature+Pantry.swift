/// The pantry within the app: the shopping list marks again what is at home once the
/// pantry changed. What can be made is narrowed by the pantry's own search only: a view
/// of the window, it never takes the Recipes view's (whose "koshari" showed in "What can I
/// make?", as "Suggest dinners" once picked from it).
extension AppFeature {
  func reducePantry(_ action: PantryFeature.Action, _ state: inout State) -> Effect<Action> {
    let effect = pantry.reduce(into: &state.pantry, action: action).map(Action.pantry)
    // Every change to the pantry ends in a read of it; the list, when it has items, follows.
    guard case .loaded(_, .success) = action, !state.shoppingList.list.isEmpty,
      state.shoppingList.isOpen
    else { return effect }
    return .merge(effect, reduceAction(into: &state, action: .shoppingList(.loadRequested)))
  }
}
