import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes plan add RECIPE_ID --date DATE --meal MEAL [--servings N]`: plans a recipe and
/// prints the new entry's id.
struct PlanAddCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: localized("Plan a recipe for a day's meal; prints the entry's id."))

  @Argument(help: ArgumentHelp(localized("The recipe's id, as `list` and `search` print it.")))
  var recipeID: String
  // TRANSLATORS: YYYY-MM-DD and "today" are typed as they are; translate only the rest.
  @Option(help: ArgumentHelp(localized("The day (YYYY-MM-DD or today).")))
  var date: PlanDateArgument
  @Option(help: ArgumentHelp(localized("The meal."))) var meal: PlanMealArgument
  @Option(
    help: ArgumentHelp(
      localized(
        "For this many servings ({range}; default: as written).",
        ["range": ServingsArgument.range])))
  var servings: Int?
  @OptionGroup var options: AppOptions

  func validate() throws {
    try ServingsArgument.validate(servings)
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let entry: PlanEntry
      do {
        entry = try await PlanChanges.addRecipe(
          Recipe.ID(rawValue: recipeID), servings: servings,
          day: date.resolved(today: PlanCommandLine.today), meal: meal.meal,
          entryID: .random(), in: dependencies.library)
      } catch RecipesError.notFound {
        context.console.error(
          localized("no recipe {id}: see `recipes search`", ["id": recipeID]))
        throw ExitCode(1)
      } catch {
        throw PlanCommandLine.failed(
          localized("nothing was planned"), error, console: context.console)
      }
      context.console.print(entry.id.rawValue)
    }
  }
}
