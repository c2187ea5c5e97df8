import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesNutrition
import RecipesQuantities

/// `recipes food use NAME FOOD-ID`: the cook's choice of food for an ingredient, in every
/// recipe.
struct FoodUseCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "use",
    abstract: localized("Count an ingredient as this food in every recipe."))

  @Argument(
    help: ArgumentHelp(
      localized("The ingredient's name (green onions), or a whole line (2 green onions, sliced).")))
  var name: String
  @Argument(
    help: ArgumentHelp(
      localized("The food's number, as `food search` prints it; `none` leaves the ingredient out."))
  )
  var food: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    let key = try FoodCorrectionKey.of(name, console: context.console)
    let table = try FoodTables.bundled(context.console)
    let choice: FoodChoice
    let described: String
    if food.lowercased() == "none" {
      choice = .leftOut
      described = localized("left out")
    } else if let chosen = table[food] {
      choice = .food(id: chosen.id)
      described = chosen.name
    } else {
      context.console.error(
        localized("no food numbered {id}: see `recipes food search`.", ["id": food]))
      throw ExitCode(1)
    }
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      do {
        try await dependencies.library.setFoodCorrection(key, choice)
      } catch {
        context.console.error(
          localized(
            "the choice could not be kept: {reason}", ["reason": RecipesError(error).message]))
        throw ExitCode(1)
      }
    }
    context.console.print(
      localized("“{name}”: {food}, in every recipe.", ["name": key, "food": described]))
  }
}

/// The key a correction is kept under for what the cook typed: a name, or a whole line.
enum FoodCorrectionKey {
  /// The key of `text`'s ingredient name; one line and exit status 2 for an empty one.
  static func of(_ text: String, console: Console) throws -> String {
    let parsed = IngredientLineParser.parse(text)
    let key = FoodMatcher.correctionKey(for: parsed.name.isEmpty ? text : parsed.name)
    guard !key.isEmpty else {
      console.error(localized("name an ingredient: green onions."))
      throw ExitCode(2)
    }
    return key
  }
}
