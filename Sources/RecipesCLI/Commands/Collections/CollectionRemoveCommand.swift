import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes collection remove NAME ID…`: takes recipes out of a collection (never deletes
/// them).
struct CollectionRemoveCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: localized("Take recipes out of a collection."))

  @Argument(help: ArgumentHelp(localized("The collection's name."))) var name: String
  @Argument(help: ArgumentHelp(localized("The recipes' ids."))) var ids: [String] = []
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let console = context.console
      let collection = try await CollectionLookup.collection(
        named: name, in: library, console: console)
      let recipes = ids.map(Recipe.ID.init(rawValue:))
      try await CollectionLookup.change(console: console) {
        try await library.collections.remove(collection.id, recipes)
      }
      console.print(
        localizedPlural(
          "{count} recipe taken out of “{name}”.", "{count} recipes taken out of “{name}”.",
          count: recipes.count, ["name": collection.name]))
    }
  }
}
