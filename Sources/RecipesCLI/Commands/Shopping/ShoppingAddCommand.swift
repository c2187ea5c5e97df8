import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes shopping add ID [--servings N]`: puts a recipe on the shopping list;
/// `recipes shopping add --item TEXT…`: items of the cook's own ("2 l milk").
struct ShoppingAddCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: localized(
      "Put a recipe (again: change its servings) or items of your own on the shopping list."),
    discussion: localized(
      """
      Without --servings, the recipe is shopped for as many as it serves (\
      {servings} when it does not say). --item adds what you write, as written; give it \
      as often as you like.
      """, ["servings": String(IngredientScaling.assumedServings)]))

  @Argument(help: ArgumentHelp(localized("The recipe's id, as `list` and `search` print it.")))
  var id: String?
  @Option(
    name: .customLong("item"),
    help: ArgumentHelp(localized("An item of your own to buy (\"2 l milk\"); repeatable.")))
  var items: [String] = []
  @Option(
    help: ArgumentHelp(
      localized("Shop for this many servings ({range}).", ["range": ServingsArgument.range])))
  var servings: Int?
  @OptionGroup var options: AppOptions

  func validate() throws {
    try ServingsArgument.validate(servings)
    guard id != nil || !items.isEmpty else {
      throw ValidationError(localized("Give a recipe's id, or an --item to buy."))
    }
    if items.contains(where: { OwnShoppingItem.trimmed($0) == nil }) {
      throw ValidationError(localized("An --item cannot be empty."))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      if !items.isEmpty {
        try await addOwnItems(in: store, console: context.console)
      }
      guard let id else { return }
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

  /// Adds the --item texts, and says how many the list now has of the cook's own.
  @MainActor
  private func addOwnItems(
    in store: Store<AppFeature.State, AppFeature.Action>, console: Console
  ) async throws {
    await store.send(.shoppingList(.ownItemsAdded(items))).finish()
    try ShoppingListLoading.exitOnError(store, console: console)
    console.print(
      localizedPlural(
        "Added {count} item of your own to the shopping list.",
        "Added {count} items of your own to the shopping list.", count: items.count))
  }
}
