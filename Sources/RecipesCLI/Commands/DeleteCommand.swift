import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes delete ID`: removes one of the cook's own recipes.
struct DeleteCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", abstract: localized("Delete one of your own recipes."))

  @Argument(help: ArgumentHelp(localized("The recipe's id, as `list --mine` prints it (mine-…).")))
  var id: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    let recipeID = Recipe.ID(rawValue: id)
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      guard let recipe = try? await library.recipe(recipeID) else {
        context.console.error(localized("no recipe {id}: see `recipes list --mine`", ["id": id]))
        throw ExitCode(1)
      }
      guard recipeID.origin == .mine else {
        context.console.error(
          localized(
            "{id} is not one of your own recipes; only those (mine-…) can be deleted",
            ["id": id]))
        throw ExitCode(1)
      }
      do {
        try await library.deleteMine(recipeID)
      } catch {
        context.console.error(
          localized(
            "{name} could not be deleted: {reason}",
            ["name": recipe.name, "reason": RecipesError(error).message]))
        throw ExitCode(1)
      }
      context.console.print(localized("Deleted {name}.", ["name": recipe.name]))
    }
  }
}
