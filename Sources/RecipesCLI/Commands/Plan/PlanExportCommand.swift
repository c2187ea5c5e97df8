import ArgumentParser
import Foundation
import RecipesCalendar
import RecipesCore
import RecipesLocalization
import RecipesSync

/// `recipes plan export --ics FILE [--from DATE --to DATE]`: writes the plan as an
/// iCalendar file, one event per entry, with UIDs that stay the same on every export.
struct PlanExportCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: localized("Write the plan as an iCalendar (.ics) file."),
    discussion: localized(
      """
      Each entry is an hour at its meal's time: breakfast 08:00, lunch 12:30, snack 16:00, \
      dinner 19:00 unless the preferences plan.time.<meal> say otherwise.
      """))

  @Option(help: ArgumentHelp(localized("The file to write (replaced if it exists).")))
  var ics: String
  @OptionGroup var days: PlanDaysOptions
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let range = days.days(today: PlanCommandLine.today)
      let text: String
      let count: Int
      do {
        let entries = try await library.planEntries(range)
        let events = try await PlanCalendarEvents.events(entries, in: library)
        count = events.count
        text = ICalendarWriter(productID: PlanCalendarEvents.productID).write(events, stamp: Date())
      } catch {
        throw PlanCommandLine.failed(
          localized("the plan could not be read"), error, console: context.console)
      }
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: ics), options: .atomic)
      } catch {
        context.console.error(
          localized(
            "{file} could not be written: {reason}",
            ["file": ics, "reason": error.localizedDescription]))
        throw ExitCode(1)
      }
      context.console.print(
        localizedPlural(
          "Wrote {count} event from {from} to {to} to {file}.",
          "Wrote {count} events from {from} to {to} to {file}.", count: count,
          [
            "from": range.lowerBound.description, "to": range.upperBound.description,
            "file": ics,
          ]))
    }
  }
}
