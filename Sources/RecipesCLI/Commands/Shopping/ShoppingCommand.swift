import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes shopping`: the shopping list, and `add`, `remove`, `clear` to change it.
struct ShoppingCommand: ParsableCommand, Sendable {
  static let configuration = CommandConfiguration(
    commandName: "shopping",
    abstract: localized("Show or change the shopping list."),
    discussion: localized(
      """
      The list adds up the ingredients of the recipes on it, scaled to their servings: \
      200 g and 0.5 kg of flour are 700 g, a cup and 2 tablespoons of milk 1 ⅛ cups. \
      Amounts that cannot be added (a cup of flour and 200 g of it) are listed side by side.
      """),
    subcommands: [
      ShoppingShowCommand.self, ShoppingAddCommand.self, ShoppingRemoveCommand.self,
      ShoppingClearCommand.self,
    ],
    defaultSubcommand: ShoppingShowCommand.self)

  // As in `RecipesCommand`: global options may come before `shopping` or after it.
  @OptionGroup var options: AppOptions
}
