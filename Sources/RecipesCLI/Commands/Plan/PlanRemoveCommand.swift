import ArgumentParser
import RecipesCore

/// `recipes plan remove ENTRY`: takes an entry off the plan.
struct PlanRemoveCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: "Take an entry off the plan.")

  @Argument(help: "The entry's id, as `plan --json` prints it.") var entryID: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      do {
        let removed = try await dependencies.library.removePlanEntry(
          PlanEntry.ID(rawValue: entryID))
        context.console.print("Removed the \(removed.meal.rawValue) entry of \(removed.day).")
      } catch RecipesError.notFound {
        throw PlanCommandLine.unknownEntry(entryID, console: context.console)
      } catch {
        throw PlanCommandLine.failed("nothing was removed", error, console: context.console)
      }
    }
  }
}
