import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes shopping clear`: empties the shopping list.
struct ShoppingClearCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "clear",
    abstract: localized("Empty the shopping list: every recipe and every tick."))

  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      // Typing the command is the confirmation the window asks for.
      await store.send(.shoppingList(.clearConfirmed)).finish()
      try ShoppingListLoading.exitOnError(store, console: context.console)
      context.console.print(localized("The shopping list is empty."))
    }
  }
}
