import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes collection rename OLD NEW`: gives a collection a new name.
struct CollectionRenameCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename", abstract: localized("Give a collection a new name."))

  @Argument(help: ArgumentHelp(localized("The collection's name."))) var old: String
  @Argument(help: ArgumentHelp(localized("Its new name."))) var new: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let console = context.console
      let collections = try await CollectionLookup.all(in: library, console: console)
      let collection = try CollectionLookup.collection(
        named: old, among: collections, console: console)
      let name = try CollectionLookup.validName(
        new, among: collections, renaming: collection.id, console: console)
      try await CollectionLookup.change(console: console) {
        try await library.collections.rename(collection.id, name)
      }
      console.print(
        localized("“{old}” is now “{new}”.", ["old": collection.name, "new": name]))
    }
  }
}
