import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes pantry`: what is at home, and `add`, `remove` to change it.
struct PantryCommand: ParsableCommand, Sendable {
  static let configuration = CommandConfiguration(
    commandName: "pantry",
    abstract: localized("Show or change the pantry: what you have at home."),
    discussion: localized(
      """
      Lines are written as a cook writes them ("2 onions", "rice", "500 g flour"); \
      "onion", "red onions" and "2 onions" are the same food. Salt, pepper, water and ice \
      count as at home unless the preferences say otherwise. `recipes cookable` says what \
      can be made.
      """),
    subcommands: [PantryShowCommand.self, PantryAddCommand.self, PantryRemoveCommand.self],
    defaultSubcommand: PantryShowCommand.self)

  // As in `RecipesCommand`: global options may come before `pantry` or after it.
  @OptionGroup var options: AppOptions
}

/// `recipes pantry [--json]`: the pantry's lines, in their order.
struct PantryShowCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: localized("Show the pantry (what `recipes pantry` does)."))

  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let items = try await PantryAccess.items(dependencies.library, console: context.console)
      if json {
        try context.console.printJSON(items.map { PantryItemJSON(id: $0.id, text: $0.text) })
      } else if items.isEmpty {
        context.console.print(localized("The pantry is empty."))
      } else {
        for item in items { context.console.print(item.text) }
      }
    }
  }
}

/// One line of `pantry --json`.
struct PantryItemJSON: Encodable {
  let id: String
  let text: String
}

/// Reads the pantry, exiting 1 with one line when the library cannot give it.
@MainActor
enum PantryAccess {
  static func items(_ library: Library, console: Console) async throws -> [PantryItem] {
    do {
      return try await library.pantry.items()
    } catch {
      try fail(error, console: console)
    }
  }

  /// Says in one line why the pantry could not be read or saved, and exits 1.
  static func fail(_ error: any Error, console: Console) throws -> Never {
    console.error(
      localized(
        "the pantry could not be read or saved: {reason}",
        ["reason": RecipesError(error).message]))
    throw ExitCode(1)
  }
}
