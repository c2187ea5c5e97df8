import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes collection add NAME ID…`: puts recipes in a collection, making it if need be.
struct CollectionAddCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: localized("Put recipes in a collection (made if there is none of that name)."))

  @Argument(help: ArgumentHelp(localized("The collection's name."))) var name: String
  @Argument(help: ArgumentHelp(localized("The recipes' ids."))) var ids: [String] = []
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let console = context.console
      let collections = try await CollectionLookup.all(in: library, console: console)
      let existing = RecipeCollection.named(name, in: collections)
      let newName =
        existing == nil
        ? try CollectionLookup.validName(name, among: collections, console: console) : nil
      let recipes = try await CollectionLookup.recipes(ids, in: library, console: console)
      var collection = existing
      try await CollectionLookup.change(console: console) {
        if collection == nil, let newName {
          collection = try await library.collections.create(newName)
        }
        if let collection { try await library.collections.add(collection.id, recipes) }
      }
      console.print(
        localizedPlural(
          "{count} recipe added to “{name}”.", "{count} recipes added to “{name}”.",
          count: recipes.count, ["name": collection?.name ?? name]))
    }
  }
}
