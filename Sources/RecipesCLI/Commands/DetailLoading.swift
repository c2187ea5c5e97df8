import ArgumentParser
import RecipesCore
import RecipesLocalization

/// Opens a recipe the way the window does, for `show` and `favorite`.
@MainActor
enum DetailLoading {
  /// Opens `id` and waits for it; exits with status 1 if it cannot be had.
  static func open(
    _ id: Recipe.ID, in store: Store<AppFeature.State, AppFeature.Action>, options: AppOptions,
    console: Console
  ) async throws -> RecipeDetailFeature.State {
    await store.send(.recipeActivated(id)).finish()
    guard let detail = store.state.detail(id) else { throw ExitCode(1) }
    guard detail.recipe != nil else {
      let error = detail.error ?? .notFound
      if error.isConnectivity {
        console.error(
          localized(
            "recipe {id} is not saved, and the recipe server cannot be reached.",
            ["id": id.rawValue]))
      } else {
        console.error(
          localized("no recipe {id}: {reason}", ["id": id.rawValue, "reason": error.message]))
      }
      throw ExitCode(1)
    }
    HeadlessRun.noteRemoteFailure(detail.error, options: options, console: console)
    return detail
  }
}
