import ArgumentParser
import RecipesCore

/// `recipes shopping`: the shopping list, and `add`, `remove`, `clear` to change it.
struct ShoppingCommand: ParsableCommand, Sendable {
  static let configuration = CommandConfiguration(
    commandName: "shopping",
    abstract: "Show or change the shopping list.",
    discussion: """
      The list adds up the ingredients of the recipes on it, scaled to their servings: \
      200 g and 0.5 kg of flour are 700 g, a cup and 2 tablespoons of milk 1 ⅛ cups. \
      Amounts that cannot be added (a cup of flour and 200 g of it) are listed side by side.
      """,
    subcommands: [
      ShoppingShowCommand.self, ShoppingAddCommand.self, ShoppingRemoveCommand.self,
      ShoppingClearCommand.self,
    ],
    defaultSubcommand: ShoppingShowCommand.self)

  // As in `RecipesCommand`: global options may come before `shopping` or after it.
  @OptionGroup var options: AppOptions
}

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
    console.error("the shopping list could not be read or saved: \(error.message)")
    throw ExitCode(1)
  }
}
