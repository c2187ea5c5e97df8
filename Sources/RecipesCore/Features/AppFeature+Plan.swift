/// The planner within the app: a planned recipe opened in its window at the planned
/// servings, and the shopping list read again after the week went on it.
extension AppFeature {
  func reducePlan(_ action: PlanFeature.Action, _ state: inout State) -> Effect<Action> {
    let effect = plan.reduce(into: &state.plan, action: action).map(Action.plan)
    switch action {
    case .entryActivated(let id):
      guard let entry = state.plan.week.entries.first(where: { $0.id == id }),
        case .recipe(let recipeID, let servings) = entry.content
      else { return effect }
      let opened = reduce(into: &state, action: .recipeActivated(recipeID))
      let scaled = reduce(into: &state, action: .detail(recipeID, .servingsChanged(servings)))
      return .merge(effect, opened, scaled)
    case .changed:
      // A recipe window says when its recipe is planned next.
      let windows = state.details.map(\.id).map { id in
        reduce(into: &state, action: .detail(id, .planChanged))
      }
      return .merge([effect] + windows)
    case .addedToShoppingList(.success(let change)) where !change.isEmpty:
      // The shopping list is read again even when it was empty (it is not, now).
      return .merge(effect, reduceAction(into: &state, action: .shoppingList(.loadRequested)))
    case .shoppingUndoFinished(.success):
      // And after Undo took back what the week put on it.
      return .merge(effect, reduceAction(into: &state, action: .shoppingList(.loadRequested)))
    default:
      return effect
    }
  }
}
