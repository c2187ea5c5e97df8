import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes collection list`: every collection, with how many recipes it holds.
struct CollectionListCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: localized("List your collections."))

  @Flag(help: ArgumentHelp(localized("Print JSON instead of a table."))) var json = false
  @OptionGroup var options: AppOptions

  /// One collection in JSON.
  private struct Row: Encodable {
    let name: String
    let count: Int
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let collections = try await CollectionLookup.all(
        in: dependencies.library, console: context.console)
      if json {
        try context.console.printJSON(collections.map { Row(name: $0.name, count: $0.count) })
        return
      }
      guard !collections.isEmpty else {
        context.console.note(localized("no collections yet: `recipes collection add NAME ID…`"))
        return
      }
      let width = collections.map(\.name.count).max() ?? 0
      context.console.print(
        collections.map { collection in
          collection.name + String(repeating: " ", count: width - collection.name.count) + "  "
            + localizedPlural("{count} recipe", "{count} recipes", count: collection.count)
        }.joined(separator: "\n"))
    }
  }
}
