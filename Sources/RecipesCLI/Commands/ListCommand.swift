import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes list`: the library's recipes, filtered.
struct ListCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: localized("List saved recipes (the catalog, everything fetched, your own)."))

  @Option(help: ArgumentHelp(localized("Only this category, e.g. Dessert."))) var category: String?
  @Option(help: ArgumentHelp(localized("Only this cuisine, e.g. Italian."))) var area: String?
  @Flag(help: ArgumentHelp(localized("Only favorites."))) var favorites = false
  @Flag(help: ArgumentHelp(localized("Only your own recipes: imported or written."))) var mine =
    false
  @Option(help: ArgumentHelp(localized("Only the recipes of this collection.")))
  var collection: String?
  @Flag(help: ArgumentHelp(localized("First fetch every recipe from the remote API.")))
  var refresh = false
  @Flag(help: ArgumentHelp(localized("Print JSON instead of a table."))) var json = false
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      var collectionID: String?
      if let collection {
        collectionID = try await CollectionLookup.collection(
          named: collection, in: dependencies.library, console: context.console
        ).id
      }
      let store = dependencies.makeStore(opener: .headless)
      if refresh {
        await store.send(.list(.refreshTapped)).finish()
        HeadlessRun.noteRemoteFailure(
          store.state.list.refreshError, options: options, console: context.console)
      }
      let filter = RecipeFilter(
        category: category, area: area, favoritesOnly: favorites, mineOnly: mine,
        collection: collectionID)
      await store.send(.list(.filterApplied(filter))).finish()
      if case .failed(let error) = store.state.list.status {
        context.console.error(error.message)
        throw ExitCode(1)
      }
      // The list is paged for the window; a command shows all of it, read in one go.
      let count = store.state.list.recipes.count
      await store.send(.list(.visibleRangeChanged(0..<count))).finish()
      let list = store.state.list
      if case .failed(let error) = list.status {
        context.console.error(error.message)
        throw ExitCode(1)
      }
      guard let recipes = list.recipes.allRecipes else {
        context.console.error(
          localized("the recipe library changed while it was being listed; try again"))
        throw ExitCode(1)
      }
      try RecipeOutput.printList(
        recipes, favoriteIDs: list.favoriteIDs, ratings: list.ratings, json: json,
        to: context.console)
    }
  }
}
