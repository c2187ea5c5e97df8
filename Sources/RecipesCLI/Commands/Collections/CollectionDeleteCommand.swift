import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes collection delete NAME`: deletes a collection; its recipes stay.
struct CollectionDeleteCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract: localized("Delete a collection (its recipes stay in the library)."))

  @Argument(help: ArgumentHelp(localized("The collection's name."))) var name: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let console = context.console
      let collection = try await CollectionLookup.collection(
        named: name, in: library, console: console)
      try await CollectionLookup.change(console: console) {
        _ = try await library.collections.delete(collection.id)
      }
      console.print(
        localized("Deleted the collection “{name}”; its recipes stay.", ["name": collection.name]))
    }
  }
}
