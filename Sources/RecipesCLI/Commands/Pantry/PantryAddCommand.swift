import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes pantry add LINE…`: puts lines of what is at home into the pantry.
struct PantryAddCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: localized("Add what you have at home to the pantry."))

  @Argument(help: ArgumentHelp(localized("Lines as you write them: \"2 onions\", \"rice\".")))
  var lines: [String] = []
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard !lines.compactMap(PantryItem.trimmed).isEmpty else {
      throw ValidationError(localized("Name at least one thing to add."))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let added: [PantryItem]
      do {
        added = try await dependencies.library.pantry.add(lines.compactMap(PantryItem.trimmed))
      } catch {
        try PantryAccess.fail(error, console: context.console)
      }
      for item in added {
        context.console.print(localized("Added {item} to the pantry.", ["item": item.text]))
      }
    }
  }
}

/// `recipes pantry remove NAME…`: takes lines out of the pantry, by what they name.
struct PantryRemoveCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: localized("Take things out of the pantry."))

  @Argument(
    help: ArgumentHelp(
      localized("What to take out: a line as written, or the food it names (\"onions\").")))
  var names: [String] = []
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard !names.compactMap(PantryItem.trimmed).isEmpty else {
      throw ValidationError(localized("Name at least one thing to take out."))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let items = try await PantryAccess.items(library, console: context.console)
      // Every name must be there before anything is taken out.
      var chosen: [PantryItem] = []
      for name in names.compactMap(PantryItem.trimmed) {
        let matching = items.filter { PantryLineMatch.matches($0.text, name) }
        guard !matching.isEmpty else {
          context.console.error(localized("{name} is not in the pantry.", ["name": name]))
          throw ExitCode(1)
        }
        for item in matching where !chosen.contains(item) { chosen.append(item) }
      }
      for item in chosen {
        do {
          _ = try await library.pantry.remove(item.id)
        } catch {
          try PantryAccess.fail(error, console: context.console)
        }
        context.console.print(localized("Took {item} out of the pantry.", ["item": item.text]))
      }
    }
  }
}
