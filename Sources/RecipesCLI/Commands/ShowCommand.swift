import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesQuantities

/// `recipes show ID`: one recipe in full, its ingredients scaled and converted on request.
struct ShowCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: localized("Show a recipe: ingredients, numbered steps and links."),
    discussion: localized(
      """
      With --servings, every ingredient's amount is scaled from the servings the recipe is \
      written for ({servings} when it does not say); with --units, \
      amounts are converted. The line as written stays in the JSON's "text".
      """, ["servings": String(IngredientScaling.assumedServings)]))

  @Argument(help: ArgumentHelp(localized("The recipe's id, as `list` and `search` print it.")))
  var id: String
  @Option(
    help: ArgumentHelp(
      localized(
        "Scale the ingredients to this many servings ({range}).",
        ["range": ServingsArgument.range])))
  var servings: Int?
  @Option(help: UnitsArgument.help, transform: UnitsArgument.parse) var units: UnitSystem?
  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @OptionGroup var options: AppOptions

  func validate() throws {
    try ServingsArgument.validate(servings)
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.run(options, in: context) { store in
      let detail = try await DetailLoading.open(
        Recipe.ID(rawValue: id), in: store, options: options, console: context.console)
      guard let recipe = detail.recipe else { return }
      let scaling = IngredientScaling(
        servings: servings ?? IngredientScaling.writtenServings(of: recipe),
        units: UnitDisplay(units))
      // The window counts days back from today; the day is today less as many.
      let lastCooked = detail.lastCookedDaysAgo.map {
        PlanDay.today(in: .current).adding(days: -$0)
      }
      try RecipeOutput.printRecipe(
        recipe, isFavorite: detail.isFavorite, scaling: scaling, isScaled: servings != nil,
        json: json, lastCooked: RecipeJSON.NullableDay(day: lastCooked), rating: detail.rating,
        to: context.console)
    }
  }
}
