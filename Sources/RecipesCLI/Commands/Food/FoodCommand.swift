import ArgumentParser
import RecipesLocalization

/// `recipes food`: the food table nutrition is worked out from, and the cook's corrections.
struct FoodCommand: ParsableCommand, Sendable {
  static let configuration = CommandConfiguration(
    commandName: "food",
    abstract: localized("Search the food table, and choose the food of an ingredient."),
    discussion: localized(
      """
      `recipes nutrition` matches each ingredient to a food of the table by itself. When it \
      chose wrong, find the right food with `food search`, then `food use NAME FOOD-ID`: \
      the choice is kept for that ingredient name in every recipe, here and in the window. \
      `food use NAME none` leaves the ingredient out; `food forget NAME` lets the estimate \
      choose again; `food list` shows the choices kept.
      """),
    subcommands: [
      FoodSearchCommand.self, FoodUseCommand.self, FoodForgetCommand.self,
      FoodListCommand.self,
    ])

  // As in `RecipesCommand`: global options may come before `food` or after it.
  @OptionGroup var options: AppOptions
}
