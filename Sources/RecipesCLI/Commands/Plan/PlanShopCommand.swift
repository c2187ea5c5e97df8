import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes plan shop [--from DATE --to DATE]`: puts the planned recipes on the shopping
/// list, each at its planned servings (a recipe planned twice counts twice); without
/// `--from`, from today to the week's end.
struct PlanShopCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "shop", abstract: localized("Put the planned recipes on the shopping list."))

  @OptionGroup var days: PlanDaysOptions
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let today = PlanCommandLine.today
      let range = days.days(today: today)
      // This week by default shops from today on; days the cook names are shopped for.
      let first = days.from == nil ? today : range.lowerBound
      do {
        let change = try await PlanChanges.addToShoppingList(
          range, from: first, in: dependencies.library)
        context.console.print(
          PlanText.notice(
            .addedToShoppingList(recipes: change.added, alreadyListed: change.alreadyListed)))
      } catch {
        throw PlanCommandLine.failed(
          localized("the shopping list was not changed"), error, console: context.console)
      }
    }
  }
}
