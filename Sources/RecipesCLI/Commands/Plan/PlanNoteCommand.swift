import ArgumentParser
import RecipesCore

/// `recipes plan note TEXT --date DATE --meal MEAL`: plans a note ("Leftovers") and prints
/// the new entry's id.
struct PlanNoteCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "note", abstract: "Plan a note for a day's meal; prints the entry's id.")

  @Argument(help: "The note (\"Leftovers\", \"Pizza night out\").") var text: String
  @Option(help: "The day (YYYY-MM-DD or today).") var date: PlanDateArgument
  @Option(help: "The meal.") var meal: PlanMealArgument
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard !PlanEntry.trimmedNote(text).isEmpty else {
      throw ValidationError("The note is empty.")
    }
    guard text.count <= PlanEntry.noteLimit else {
      throw ValidationError("The note is longer than \(PlanEntry.noteLimit) characters.")
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
        throw PlanCommandLine.failed("nothing was planned", error, console: context.console)
      }
    }
  }
}
