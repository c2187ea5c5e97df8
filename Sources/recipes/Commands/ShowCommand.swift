import ArgumentParser
import RecipesCore

/// `recipes show ID`: one recipe in full.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show a recipe: ingredients, numbered steps and links.")

  @Argument(help: "The recipe's id, as `list` and `search` print it.") var id: String
  @Flag(help: "Print JSON instead of text.") var json = false
  @OptionGroup var options: AppOptions

  @MainActor
  func run() async throws {
    try await HeadlessRun.run(options) { store in
      let detail = try await DetailLoading.open(
        Recipe.ID(rawValue: id), in: store, options: options)
      guard let recipe = detail.recipe else { return }
      try RecipeOutput.printRecipe(recipe, isFavorite: detail.isFavorite, json: json)
    }
  }
}

/// Opens a recipe the way the window does, for `show` and `favorite`.
@MainActor
enum DetailLoading {
  /// Opens `id` and waits for it; exits with status 1 if it cannot be had.
  static func open(
    _ id: Recipe.ID, in store: Store<AppFeature.State, AppFeature.Action>, options: AppOptions
  ) async throws -> RecipeDetailFeature.State {
    await store.send(.recipeActivated(id)).finish()
    guard let detail = store.state.detail(id) else { throw ExitCode(1) }
    guard detail.recipe != nil else {
      let error = detail.error ?? .notFound
      if error.isConnectivity {
        Diagnostics.error("recipe \(id) is not saved, and the recipe server cannot be reached.")
      } else {
        Diagnostics.error("no recipe \(id): \(error.message)")
      }
      throw ExitCode(1)
    }
    HeadlessRun.noteRemoteFailure(detail.error, options: options)
    return detail
  }
}
