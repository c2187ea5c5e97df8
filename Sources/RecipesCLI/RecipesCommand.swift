import ArgumentParser
import RecipesLocalization

/// The `recipes` command tree: the window when no subcommand is named, or a headless one.
///
/// Parsed by `Invocation.parse(_:)`, never run by ArgumentParser itself: the window must
/// start on the main thread before any async code, and a headless command needs its
/// console.
struct RecipesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recipes",
    abstract: localized("Browse and search recipes, offline first."),
    discussion: localized(
      """
      Without a subcommand, opens the Recipes window. The subcommands drive the same store \
      and effects without a window.
      """),
    version: AppInfo.version,
    subcommands: [
      ListCommand.self, SearchCommand.self, ShowCommand.self, NutritionCommand.self,
      FavoriteCommand.self, RateCommand.self, CollectionCommand.self,
      ImportCommand.self, ExportCommand.self, DeleteCommand.self,
      IngredientCommand.self,
      PrintCommand.self, ShoppingCommand.self, SyncCommand.self, PlanCommand.self,
      FoodCommand.self,
      PantryCommand.self, CookableCommand.self,
    ]
  )

  // Shares its name and type with every subcommand's group, so the global options may come
  // before the subcommand's name as well as after it.
  @OptionGroup var options: AppOptions

  @Flag(
    name: .customLong("measure-startup"),
    help: ArgumentHelp(
      "Quit once the first cards are painted, printing first_frame_ms and rss_mb.",
      visibility: .hidden))
  var measureStartup = false

  // GApplication's own name for it: what the installed D-Bus service file runs.
  @Flag(
    name: .customLong("gapplication-service"),
    help: ArgumentHelp(
      "Start as the session bus's service, without a window until one is asked for.",
      visibility: .hidden))
  var service = false
}
