import ArgumentParser
import Foundation
import RecipesCore
import RecipesLocalization

/// `recipes search`: the window's search, from the command line.
struct SearchCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: localized("Search saved and remote recipes."),
    discussion: localized(
      """
      Words match the start of words in names, ingredients, categories, cuisines and tags. \
      Filters: in:egg (must contain), -in:nuts (must not), cat:dessert, area:italian.
      """))

  @Argument(parsing: .allUnrecognized, help: ArgumentHelp(localized("What to look for.")))
  var query: [String]
  @Option(help: ArgumentHelp(localized("Show at most this many recipes."))) var limit: Int = 50
  @Flag(help: ArgumentHelp(localized("Print JSON instead of a table."))) var json = false
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard limit > 0 else { throw ValidationError(localized("--limit must be at least 1.")) }
    guard !query.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ValidationError(localized("Say what to search for, e.g. `recipes search chicken`."))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      store.send(.search(.queryChanged(query.joined(separator: " "))))
      await store.send(.search(.searchSubmitted)).finish()
      let search = store.state.search
      if let error = search.localError {
        context.console.error(error.message)
        throw ExitCode(1)
      }
      HeadlessRun.noteRemoteFailure(
        search.remoteError, options: options, console: context.console)
      // The favorites come with the list: the favorites-only list is the small one to load.
      await store.send(.list(.filterApplied(RecipeFilter(favoritesOnly: true)))).finish()
      try RecipeOutput.printList(
        Array(search.results.prefix(limit)), favoriteIDs: store.state.list.favoriteIDs,
        ratings: store.state.list.ratings, json: json, to: context.console)
    }
  }
}
