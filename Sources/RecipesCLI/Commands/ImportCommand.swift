import ArgumentParser
import Foundation
import RecipesCore
import RecipesLocalization

/// `recipes import SOURCE…`: web pages, saved pages, backups, GNOME Recipes' data and Paprika
/// exports become the cook's own recipes.
struct ImportCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "import", abstract: localized("Import recipes as your own."),
    discussion: localized(
      """
      SOURCE is a web address (https, or http to a host allowed with --allow-http), a saved \
      HTML page (a path, or - for standard input; --url tells where it was saved from), a \
      folder written by `recipes export` or a Nextcloud Cookbook folder (or one recipe's \
      folder in it), a schema.org Recipe .json file, GNOME Recipes' data (its folder \
      holding recipes.db, its recipes.db, or an archive it exported: \
      .gnome-recipes-export), or a Paprika export (.paprikarecipes, or one \
      .paprikarecipe), photos included. \
      Importing a page, a GNOME Recipes collection or a Paprika export again updates the \
      recipes it made before. On any error nothing is saved.
      """))

  @Argument(
    help: ArgumentHelp(
      localized("What to import: addresses, files or folders."), valueName: "source"))
  var sources: [String]
  @Option(help: ArgumentHelp(localized("Where a saved page came from (its address).")))
  var url: String?
  @Flag(
    help: ArgumentHelp(
      localized("Print the recipes saved as a JSON array, in the shape of `show --json`.")))
  var json = false
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard !sources.isEmpty else { throw ValidationError(localized("Name at least one SOURCE.")) }
    if let url, Self.webAddress(url) == nil {
      throw ValidationError(
        localized("--url must be an http or https address, not “{url}”.", ["url": url]))
    }
    if sources.filter({ $0 == "-" }).count > 1 {
      throw ValidationError(localized("Standard input (-) can be read only once."))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    let pageURL = url.flatMap(Self.webAddress)
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let importer = dependencies.importer
      do {
        var found: [ImportSource] = []
        for source in sources {
          if source == "-" {
            found.append(.htmlFile(context.readInput(), pageURL: pageURL))
          } else {
            found.append(try await importer.source(source, pageURL))
          }
        }
        // Read before: a page or file imported again brings the cook's recipe up to date,
        // which is told apart from a new one.
        let held = await dependencies.library.ownRecipeIDs()
        let recipes = try await importer.importSources(found)
        let favorites = (try? await dependencies.library.favoriteIDs()) ?? []
        try RecipeOutput.printImported(
          recipes, favoriteIDs: favorites, json: json, to: context.console)
        let notice = ImportNotice(imported: recipes, alreadyHeld: held, after: nil)
        if notice.alreadyHeldCount > 0 { context.console.note(notice.message) }
      } catch {
        context.console.error(ImportError(error).message)
        throw ExitCode(1)
      }
    }
  }

  private static func webAddress(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }
}
