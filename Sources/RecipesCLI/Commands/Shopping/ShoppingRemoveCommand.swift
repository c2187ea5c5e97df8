import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes shopping remove ID`: takes a recipe off the shopping list.
struct ShoppingRemoveCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: localized("Take a recipe off the shopping list."))

  @Argument(help: ArgumentHelp(localized("The recipe's id."))) var id: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      let recipeID = Recipe.ID(rawValue: id)
      let state = try await ShoppingListLoading.load(store, console: context.console)
      guard state.list.entries.contains(where: { $0.recipeID == recipeID }) else {
        context.console.error(localized("recipe {id} is not on the shopping list.", ["id": id]))
        throw ExitCode(1)
      }
      let name = state.list.recipes[recipeID]?.name ?? id
      await store.send(.shoppingList(.removeTapped(recipeID))).finish()
      try ShoppingListLoading.exitOnError(store, console: context.console)
      context.console.print(localized("Removed {name} from the shopping list.", ["name": name]))
    }
  }
}
