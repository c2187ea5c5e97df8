import ArgumentParser
import Foundation
import RecipesImport
import RecipesLocalization

/// `recipes export`: writes the cook's own recipes and favorites as a backup folder.
struct ExportCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: localized("Back up your own recipes and favorites."),
    discussion: localized(
      """
      Writes one folder per recipe with its schema.org recipe.json and its picture (the \
      layout Nextcloud Cookbook uses) and an index of ids and favorites; \
      `recipes import PATH` restores it. Exporting again into the same folder replaces \
      the backup it holds.
      """))

  @Option(
    help: ArgumentHelp(
      localized("The folder to write (default: recipes-backup in the current folder).")))
  var output: String?
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    let path = (output.map { ($0 as NSString).expandingTildeInPath }) ?? "recipes-backup"
    let folder = URL(fileURLWithPath: path, isDirectory: true)
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let writer = BackupWriter(
        library: dependencies.library,
        pictureData: { url in await dependencies.pictureData(url) })
      let summary: BackupWriter.Summary
      do throws(BackupError) {
        summary = try await writer.write(to: folder)
      } catch {
        context.console.error(error.message)
        throw ExitCode(1)
      }
      for name in summary.withoutPicture {
        context.console.note(
          localized("the picture of {name} could not be had; it was left out", ["name": name]))
      }
      context.console.print(
        localized(
          "Exported {recipes} recipes ({favorites} favorites) to {folder}",
          [
            "recipes": String(summary.recipes), "favorites": String(summary.favorites),
            "folder": folder.path,
          ]))
    }
  }
}
