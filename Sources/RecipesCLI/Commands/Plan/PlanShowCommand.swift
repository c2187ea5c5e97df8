import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes plan [--from DATE] [--to DATE] [--json]`: what is planned, day by day.
struct PlanShowCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: localized("Show the plan (this week unless told)."))

  @OptionGroup var days: PlanDaysOptions
  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let range = days.days(today: PlanCommandLine.today)
      let week: PlanWeek
      do {
        week = try await PlanChanges.week(range, in: dependencies.library)
      } catch {
        throw PlanCommandLine.failed(
          localized("the plan could not be read"), error, console: context.console)
      }
      try PlanOutput.print(week, days: range, json: json, to: context.console)
    }
  }
}
