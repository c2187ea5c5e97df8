import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes plan move ENTRY --date DATE [--meal MEAL]`: moves an entry to another day (and
/// meal), at the end there.
struct PlanMoveCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "move", abstract: localized("Move a plan entry to another day or meal."))

  @Argument(help: ArgumentHelp(localized("The entry's id, as `plan --json` prints it.")))
  var entryID: String
  // TRANSLATORS: YYYY-MM-DD and "today" are typed as they are; translate only the rest.
  @Option(help: ArgumentHelp(localized("The day (YYYY-MM-DD or today).")))
  var date: PlanDateArgument
  @Option(help: ArgumentHelp(localized("The meal (default: the same meal).")))
  var meal: PlanMealArgument?
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let id = PlanEntry.ID(rawValue: entryID)
      let day = date.resolved(today: PlanCommandLine.today)
      do {
        // The meal it had, when none is asked for: read back from where the entry is.
        let current = try await library.planEntries(PlanDay(dayNumber: 0)...PlanDay.last)
          .first { $0.id == id }
        guard let current else { throw RecipesError.notFound }
        let moved = try await library.movePlanEntry(id, day, meal?.meal ?? current.meal, nil)
        context.console.print(
          localized(
            "Moved: {day}, {meal}.",
            ["day": moved.day.description, "meal": PlanText.mealTitle(moved.meal)]))
      } catch RecipesError.notFound {
        throw PlanCommandLine.unknownEntry(entryID, console: context.console)
      } catch {
        throw PlanCommandLine.failed(
          localized("nothing was moved"), error, console: context.console)
      }
    }
  }
}

extension PlanDay {
  /// The last day a plan can hold.
  static let last = PlanDay(year: 9999, month: 12, day: 31) ?? PlanDay(dayNumber: 0)
}
