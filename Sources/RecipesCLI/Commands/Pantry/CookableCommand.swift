import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes cookable [--missing N] [--limit K] [--json]`: what can be made from the pantry.
struct CookableCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "cookable",
    abstract: localized("What can I make? Recipes by how few ingredients are missing."),
    discussion: localized(
      """
      Recipes come fewest missing first, then most at home. An ingredient marked optional \
      or for garnish is never missing. The search's words and filters narrow the recipes.
      """))

  @Option(help: ArgumentHelp(localized("Only recipes missing at most this many ingredients.")))
  var missing: Int?
  @Option(help: ArgumentHelp(localized("Show at most this many recipes."))) var limit: Int = 20
  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @Argument(help: ArgumentHelp(localized("Search words and filters (cat:dessert, in:egg)…")))
  var query: [String] = []
  @OptionGroup var options: AppOptions

  func validate() throws {
    if let missing, missing < 0 {
      throw ValidationError(
        localized(
          "--missing must be a whole number of 0 or more, not {value}.", ["value": String(missing)])
      )
    }
    guard limit > 0 else { throw ValidationError(localized("--limit must be at least 1.")) }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let request = CookableRequest(
        query: SearchQuery(parsing: query.joined(separator: " ")), maxMissing: missing,
        limit: limit)
      let recipes: [CookableRecipe]
      do {
        recipes = try await dependencies.library.pantry.cookable(request)
      } catch {
        try PantryAccess.fail(error, console: context.console)
      }
      if json {
        try context.console.printJSON(
          recipes.map {
            CookableJSON(
              id: $0.id.rawValue, name: $0.name, have: $0.have, need: $0.need, missing: $0.missing)
          })
        return
      }
      guard !recipes.isEmpty else {
        context.console.print(localized("No recipe fits."))
        return
      }
      for recipe in recipes {
        let view = PantryViewState.RecipeRow(recipe)
        context.console.print(
          [recipe.id.rawValue, recipe.name, view.countText, view.missingText]
            .filter { !$0.isEmpty }.joined(separator: "\t"))
      }
    }
  }
}

/// One recipe of `cookable --json`.
struct CookableJSON: Encodable {
  let id: String
  let name: String
  let have: Int
  let need: Int
  let missing: [String]
}
