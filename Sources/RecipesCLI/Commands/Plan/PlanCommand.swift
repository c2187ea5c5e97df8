import ArgumentParser
import RecipesLocalization

/// `recipes plan`: the meal plan, and `add`, `note`, `move`, `remove`, `shop`, `suggest`,
/// `export`, `sync` to change, use or publish it.
struct PlanCommand: ParsableCommand, Sendable {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: localized("Show or change the meal plan."),
    // TRANSLATORS: YYYY-MM-DD, today, breakfast, lunch, snack, dinner, --from and --to are
    // typed as they are.
    discussion: localized(
      """
      DATE is YYYY-MM-DD or today; MEAL is breakfast, lunch, snack or dinner. Without \
      --from and --to, the commands work on this week.
      """),
    subcommands: [
      PlanShowCommand.self, PlanAddCommand.self, PlanNoteCommand.self, PlanMoveCommand.self,
      PlanRemoveCommand.self, PlanShopCommand.self, PlanSuggestCommand.self,
      PlanExportCommand.self, PlanSyncCommand.self,
    ],
    defaultSubcommand: PlanShowCommand.self)

  // As in `RecipesCommand`: global options may come before `plan` or after it.
  @OptionGroup var options: AppOptions
}
