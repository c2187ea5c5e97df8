import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes shopping [--json]`: what to buy, by aisle.
struct ShoppingShowCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: localized("Show the shopping list (what `recipes shopping` does)."))

  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      let state = try await ShoppingListLoading.load(store, console: context.console)
      try ShoppingOutput.printList(state, json: json, to: context.console)
    }
  }
}
