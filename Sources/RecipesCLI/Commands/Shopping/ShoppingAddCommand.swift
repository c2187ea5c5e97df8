import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes shopping add ID [--servings N]`: puts a recipe on the shopping list.
struct ShoppingAddCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: localized("Put a recipe on the shopping list (again: change its servings)."),
    discussion: localized(
      """
      Without --servings, the recipe is shopped for as many as it serves (\
      {servings} when it does not say).
      """, ["servings": String(IngredientScaling.assumedServings)]))

  @Argument(help: ArgumentHelp(localized("The recipe's id, as `list` and `search` print it.")))
  var id: String
  @Option(
    help: ArgumentHelp(
      localized("Shop for this many servings ({range}).", ["range": ServingsArgument.range])))
  var servings: Int?
  @OptionGroup var options: AppOptions

  func validate() throws {
    try ServingsArgument.validate(servings)
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      let recipeID = Recipe.ID(rawValue: id)
      // Exits with status 1, saying why, when the recipe cannot be had.
      _ = try await DetailLoading.open(
        recipeID, in: store, options: options, console: context.console)
      await store.send(.shoppingList(.addTapped(recipeID, servings: servings))).finish()
      try ShoppingListLoading.exitOnError(store, console: context.console)
      // Said as the list now has it, read back from the library.
      let added = ShoppingListViewState(store.state.shoppingList).recipes.first {
        $0.id == recipeID
      }
      guard let added else {
        context.console.error(
          localized("{id} was not on the shopping list when it was read back.", ["id": id]))
        throw ExitCode(1)
      }
      context.console.print(
        localized(
          "Added {name} ({servings}) to the shopping list.",
          ["name": added.name, "servings": added.servingsText]))
    }
  }
}
