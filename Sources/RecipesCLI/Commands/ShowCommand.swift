import ArgumentParser
import RecipesCore

/// `recipes show ID`: one recipe in full.
struct ShowCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show a recipe: ingredients, numbered steps and links.")

  @Argument(help: "The recipe's id, as `list` and `search` print it.") var id: String
  @Flag(help: "Print JSON instead of text.") var json = false
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      let detail = try await DetailLoading.open(
        Recipe.ID(rawValue: id), in: store, options: options, console: context.console)
      guard let recipe = detail.recipe else { return }
      try RecipeOutput.printRecipe(
        recipe, isFavorite: detail.isFavorite, json: json, to: context.console)
    }
  }
}
