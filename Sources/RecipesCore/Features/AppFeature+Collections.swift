/// The collections within the app: a recipe window's checks follow what was added to a
/// collection elsewhere (dropped on it, or a new collection made from the window).
extension AppFeature {
  func reduceCollections(_ action: CollectionsFeature.Action, _ state: inout State)
    -> Effect<Action>
  {
    let effect = collections.reduce(into: &state.collections, action: action)
      .map(Action.collections)
    switch action {
    case .createResponse(.success(let collection), let recipes):
      state.checkCollection(collection.id, for: recipes)
    case .recipesAdded(let id, let recipes):
      state.checkCollection(id, for: recipes)
    case .recipesRemoved(let id, let recipes):
      for index in state.details.indices where recipes.contains(state.details[index].id) {
        state.details[index].collectionIDs.remove(id)
      }
    default:
      break
    }
    return effect
  }
}

extension AppFeature.State {
  /// Shows the collection `id` checked in the windows of `recipes`.
  fileprivate mutating func checkCollection(_ id: String, for recipes: [Recipe.ID]) {
    for index in details.indices where recipes.contains(details[index].id) {
      details[index].collectionIDs.insert(id)
    }
  }
}
