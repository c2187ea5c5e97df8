import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes plan note TEXT --date DATE --meal MEAL`: plans a note ("Leftovers") and prints
/// the new entry's id.
struct PlanNoteCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "note", abstract: localized("Plan a note for a day's meal; prints the entry's id.")
  )

  @Argument(help: ArgumentHelp(localized("The note (\"Leftovers\", \"Pizza night out\").")))
  var text: String
  // TRANSLATORS: YYYY-MM-DD and "today" are typed as they are; translate only the rest.
  @Option(help: ArgumentHelp(localized("The day (YYYY-MM-DD or today).")))
  var date: PlanDateArgument
  @Option(help: ArgumentHelp(localized("The meal."))) var meal: PlanMealArgument
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard !PlanEntry.trimmedNote(text).isEmpty else {
      throw ValidationError(localized("The note is empty."))
    }
    guard text.count <= PlanEntry.noteLimit else {
      throw ValidationError(
        localized(
          "The note is longer than {count} characters.", ["count": String(PlanEntry.noteLimit)]))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let entry = PlanEntry(
        id: .random(), day: date.resolved(today: PlanCommandLine.today), meal: meal.meal,
        content: .note(PlanEntry.trimmedNote(text)))
      do {
        context.console.print(try await dependencies.library.addPlanEntry(entry).id.rawValue)
      } catch {
        throw PlanCommandLine.failed(
          localized("nothing was planned"), error, console: context.console)
      }
    }
  }
}
