import ArgumentParser
import RecipesCore
import RecipesLocalization

/// Reads the shopping list through the store, exiting 1 if the library cannot give it.
@MainActor
enum ShoppingListLoading {
  /// The list as saved, with its recipes.
  static func load(
    _ store: Store<AppFeature.State, AppFeature.Action>, console: Console
  ) async throws -> ShoppingListFeature.State {
    await store.send(.shoppingList(.loadRequested)).finish()
    try exitOnError(store, console: console)
    return store.state.shoppingList
  }

  /// Exits with status 1, saying why in one line, if the last read or write failed.
  static func exitOnError(
    _ store: Store<AppFeature.State, AppFeature.Action>, console: Console
  ) throws {
    guard let error = store.state.shoppingList.error else { return }
    console.error(
      localized(
        "the shopping list could not be read or saved: {reason}", ["reason": error.message]))
    throw ExitCode(1)
  }
}
