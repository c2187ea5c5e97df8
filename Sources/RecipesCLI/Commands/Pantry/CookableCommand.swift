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

  // Read as text and checked in `run`, so a bad number ("-1", "lots") is said in one line
  // (exit 2) rather than with the whole usage; `.unconditional` takes "-1" as the value.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(localized("Only recipes missing at most this many ingredients.")))
  var missing: String?
  @Option(
    parsing: .unconditional, help: ArgumentHelp(localized("Show at most this many recipes.")))
  var limit: String = "20"
  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @Argument(help: ArgumentHelp(localized("Search words and filters (cat:dessert, in:egg)…")))
  var query: [String] = []
  @OptionGroup var options: AppOptions

  /// `--missing` and `--limit` as numbers; nil, having said why in one line, when either
  /// is not a whole number in its range.
  private func counts(_ console: Console) -> (missing: Int?, limit: Int)? {
    var maxMissing: Int?
    if let missing {
      guard let value = Int(missing), value >= 0 else {
        console.error(
          localized(
            "--missing must be a whole number of 0 or more, not {value}.", ["value": missing]))
        return nil
      }
      maxMissing = value
    }
    guard let count = Int(limit), count >= 1 else {
      console.error(
        localized("--limit must be a whole number of 1 or more, not {value}.", ["value": limit]))
      return nil
    }
    return (maxMissing, count)
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    guard let counts = counts(context.console) else {
      throw ExitCode(Invocation.usageErrorStatus)
    }
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let request = CookableRequest(
        query: SearchQuery(parsing: query.joined(separator: " ")), maxMissing: counts.missing,
        limit: counts.limit)
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
