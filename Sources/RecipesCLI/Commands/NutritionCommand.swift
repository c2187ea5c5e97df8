import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesNutrition
import RecipesQuantities

/// `recipes nutrition ID`: what a serving holds, worked out from the ingredient lines.
struct NutritionCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "nutrition",
    abstract: localized("Show what a serving holds, worked out from the ingredient lines."),
    discussion: localized(
      """
      Each line is matched to a food of the USDA's Standard Reference and weighed; lines a \
      cook does not count (to taste, for serving, water) say so, and lines that cannot be \
      matched are listed with the reason. With --servings, the ingredients are scaled to that \
      many servings first, as `show` scales them. A wrong food is corrected once for every \
      recipe with `recipes food use` (see `recipes food --help`); the figures the recipe's \
      page published, when it did, are shown beside the estimate.
      """))

  /// The most servings `--servings` takes here.
  static let servingsRange = 1...999

  @Argument(help: ArgumentHelp(localized("The recipe's id, as `list` and `search` print it.")))
  var id: String
  @Option(
    help: ArgumentHelp(
      localized(
        "Scale the ingredients to this many servings ({range}).",
        [
          "range": localized(
            "{lowest} to {highest}",
            [
              "lowest": String(Self.servingsRange.lowerBound),
              "highest": String(Self.servingsRange.upperBound),
            ])
        ])))
  var servings: Int?
  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard let servings, !Self.servingsRange.contains(servings) else { return }
    let range = localized(
      "{lowest} to {highest}",
      [
        "lowest": String(Self.servingsRange.lowerBound),
        "highest": String(Self.servingsRange.upperBound),
      ])
    throw ValidationError(
      localized(
        "--servings must be a whole number from {range}, not {servings}.",
        ["range": range, "servings": String(servings)]))
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let store = dependencies.makeStore(opener: .headless)
      let detail = try await DetailLoading.open(
        Recipe.ID(rawValue: id), in: store, options: options, console: context.console)
      guard let recipe = detail.recipe else { return }
      let table = try FoodTables.bundled(context.console)
      // The cook's choices (`recipes food use`, the window's "Change food…"); a library that
      // cannot read them leaves the estimate as the engine makes it.
      let corrections = (try? await dependencies.library.foodCorrections()) ?? [:]
      let estimator = NutritionEstimator(
        table: table, corrections: NutritionCorrections.foodIDs(corrections))
      // As written, a serving is what the yield makes in servings (a loaf in slices);
      // `--servings` scales the servings written, as `show` does.
      let nutritionServings = NutritionServings.of(recipe)
      let written = IngredientScaling.writtenServings(of: recipe)
      let served = servings ?? nutritionServings.count
      let factor = servings.flatMap { Rational($0, written) } ?? .one
      let lines = recipe.ingredients.map { ingredient in
        var line = ingredient.parsed
        line.text = ingredient.text
        return factor == .one ? line : line.scaled(by: factor)
      }
      let estimate = estimator.estimate(
        parsed: lines, servings: served, method: recipe.instructions)
      try NutritionOutput.print(
        estimate, of: recipe,
        servingsNote: servings == nil ? NutritionServings.note(nutritionServings, of: recipe) : nil,
        json: json, to: context.console)
    }
  }

}
