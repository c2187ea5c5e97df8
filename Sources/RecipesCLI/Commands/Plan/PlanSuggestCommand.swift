import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes plan suggest [--from --to] [--query Q] [--seed N]`: plans the empty dinners.
struct PlanSuggestCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "suggest",
    abstract: localized("Plan a dinner on every day that has none."),
    discussion: localized(
      """
      Favorites and your own recipes come first, then the rest; a recipe cooked or planned \
      in the {days} days before is left out, and none is \
      planned twice. --query limits the choice as `search` does (cat:vegetarian).
      """, ["days": String(PlanChanges.suggestionRestDays)]))

  @OptionGroup var days: PlanDaysOptions
  @Option(help: ArgumentHelp(localized("Choose among the recipes this search finds."))) var query:
    String?
  @Option(help: ArgumentHelp(localized("Seed the random choice, to get the same plan again.")))
  var seed: UInt64?
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let library = dependencies.library
      let today = PlanCommandLine.today
      let added: [PlanEntry]
      do {
        added = try await PlanChanges.suggestDinners(
          days.days(today: today), matching: SearchQuery(parsing: query ?? ""), today: today,
          seed: seed ?? UInt64.random(in: .min ... .max), newID: { .random() }, in: library)
      } catch {
        throw PlanCommandLine.failed(
          localized("no dinner was planned"), error, console: context.console)
      }
      context.console.print(PlanText.notice(.suggestedDinners(count: added.count)))
      for entry in added {
        guard let id = entry.recipeID else { continue }
        let name = (try? await library.recipe(id))??.name ?? id.rawValue
        context.console.print("  \(entry.day)  \(name)  \(entry.id)")
      }
    }
  }
}
