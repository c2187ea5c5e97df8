/// Which of the app's actions say the library changed.
///
/// The one list of them: after any, `AppFeature` reads again whatever shows the library
/// (the list, the search results, the shopping list), keeping the query, the filters and
/// the positions on screen. A feature that changes the library (sync, the planner) adds its
/// answer here and gets the rest for free.
extension AppFeature.Action {
  /// Whether this action reports that the library was changed: a recipe saved, imported,
  /// deleted or restored, a favorite saved, recipes fetched from the server saved.
  ///
  /// Only answers that the library did it count, never the request: a list read while the
  /// library is still writing would show the old recipes.
  var changedLibrary: Bool {
    switch self {
    case .editor(.saveResponse(.success)),
      .importDialog(.importResponse(.success, _)),
      .deletion(.deleteResponse(.success)),
      .deletion(.undoResponse(.success)),
      .deletion(.removedBySyncRestored(.success)),
      .detail(_, .favoriteResponse(.success)),
      .detail(_, .ratingSaved), .detail(_, .collectionSaved),
      // A refresh saves each letter as it arrives, so a failed one may have saved some.
      .list(.refreshResponse):
      true
    case .search(.remoteResponse(_, .success(let matches))):
      // The remote API's matches were saved: the list gains them too.
      !matches.isEmpty
    case .sync(.schedule(.runResponse(.success(let summary)))):
      // Recipes downloaded, deleted here, or kept as conflict copies.
      summary.changedLibrary
    case .collections(let action):
      action.changedCollections
    default:
      false
    }
  }

  /// Whether this action reports a change made here to what the sync carries.
  ///
  /// The cook's own recipes and the favorites: a sync follows a few seconds later. A sync's
  /// own answer is not one, or syncs would follow each other for ever.
  var changedSyncedRecipes: Bool {
    switch self {
    case .editor(.saveResponse(.success)),
      .importDialog(.importResponse(.success, _)),
      .deletion(.deleteResponse(.success)),
      .deletion(.undoResponse(.success)),
      .deletion(.removedBySyncRestored(.success)),
      .detail(_, .favoriteResponse(.success)):
      true
    case .detail(let id, .ratingSaved), .detail(let id, .collectionSaved):
      // Ratings and collections travel in the own recipes' `recipe.json`.
      id.origin == .mine
    case .collections(let action):
      action.changedCollections
    default:
      false
    }
  }
}

extension AppFeature {
  /// Reads again what shows the library's recipes: the list and the search results where
  /// they are (filters, search and the visible positions kept), and the shopping list when
  /// it has any (the recipe saved, deleted or restored may be on it, its items with it).
  func libraryChanged(_ state: inout State) -> Effect<Action> {
    var effects = [
      reduceAction(into: &state, action: .list(.libraryChanged)),
      reduceAction(into: &state, action: .search(.libraryChanged)),
    ]
    if !state.shoppingList.list.isEmpty {
      effects.append(reduceAction(into: &state, action: .shoppingList(.loadRequested)))
    }
    // A version of a recipe, saved or deleted, moved the original's places in the plan.
    if state.plan.isOpen {
      effects.append(reduceAction(into: &state, action: .plan(.changed)))
    }
    // "What can I make?" ranks the recipes: a new or changed one may rank.
    effects.append(reduceAction(into: &state, action: .pantry(.loadRequested)))
    return .merge(effects)
  }

  func syncFavorite(_ id: Recipe.ID, isFavorite: Bool, in state: inout State)
    -> Effect<Action>
  {
    reduce(into: &state, action: .list(.favoriteChanged(id, isFavorite: isFavorite)))
  }
}
