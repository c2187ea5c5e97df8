import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes plan shop [--from DATE --to DATE]`: puts the planned recipes on the shopping
/// list, each at its planned servings (a recipe planned twice counts twice).
struct PlanShopCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "shop", abstract: localized("Put the planned recipes on the shopping list."))

  @OptionGroup var days: PlanDaysOptions
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let range = days.days(today: PlanCommandLine.today)
      do {
        let count = try await PlanChanges.addToShoppingList(range, in: dependencies.library)
        context.console.print(PlanText.notice(.addedToShoppingList(recipes: count)))
      } catch {
        throw PlanCommandLine.failed(
          localized("the shopping list was not changed"), error, console: context.console)
      }
    }
  }
}
