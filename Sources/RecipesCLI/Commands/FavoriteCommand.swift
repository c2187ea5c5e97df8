import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes favorite ID`: keeps (or with `--remove`, drops) a recipe among the favorites.
struct FavoriteCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "favorite", abstract: localized("Mark a recipe as a favorite, or unmark it."))

  @Argument(help: ArgumentHelp(localized("The recipe's id."))) var id: String
  @Flag(help: ArgumentHelp(localized("Remove it from the favorites instead."))) var remove = false
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      let recipeID = Recipe.ID(rawValue: id)
      let detail = try await DetailLoading.open(
        recipeID, in: store, options: options, console: context.console)
      let wanted = !remove
      if detail.isFavorite != wanted {
        await store.send(.detail(recipeID, .favoriteToggled)).finish()
      }
      guard let saved = store.state.detail(recipeID), saved.isFavorite == wanted else {
        let error = store.state.detail(recipeID)?.actionError ?? .other(localized("not saved"))
        context.console.error(
          localized("the favorite could not be saved: {reason}", ["reason": error.message]))
        throw ExitCode(1)
      }
      let name = saved.recipe?.name ?? id
      context.console.print(
        wanted
          ? localized("★ {name} is a favorite.", ["name": name])
          : localized("{name} is no longer a favorite.", ["name": name]))
    }
  }
}
