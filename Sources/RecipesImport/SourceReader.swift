import Foundation
import RecipesCore
import RecipesParsing

/// A recipe read from a source, before it is saved.
struct FoundRecipe: Sendable {
  /// The recipe and where its picture is.
  var imported: ImportedRecipe
  /// Whether a backup marked it as a favorite.
  var isFavorite = false
  /// Whether its source names it for good (a Paprika uid), so that it is known by its id
  /// alone, even when it has a web address: two recipes the cook made from one page stay
  /// two.
  var isKnownByID = false
  /// Its rating in the source (a backup's index, Paprika's stars), if it has one.
  var rating: Int?
  /// The collections a backup's index puts it in (by name); nil when the source says nothing
  /// of collections, so those it is in here stay.
  var collections: [String]?
  /// What it was read from: its source, or a copy of the cook's (a backup).
  var channel = ImportChannel.source
}

/// Reads recipes out of one source with the pure readers; saves nothing.
struct SourceReader: Sendable {
  let context: ImportContext
  /// Where archives are unpacked; the import removes it when done.
  let scratch: URL

  /// The recipes in `source`, or why it cannot be read.
  func recipes(in source: ImportSource) async throws(ImportError) -> [FoundRecipe] {
    let newID = context.newID
    switch source {
    case .webPage(let url):
      let page = try await context.fetcher.page(at: url)
      return try RecipePageReader.recipes(
        inHTML: page.body, pageURL: page.url, declaredCharset: page.charset, newID: newID
      ).map { FoundRecipe(imported: $0) }
    case .htmlFile(let html, let pageURL):
      return try RecipePageReader.recipes(inHTML: html, pageURL: pageURL, newID: newID)
        .map { FoundRecipe(imported: $0) }
    case .backupFolder(let folder):
      return try BackupReader.recipes(in: folder, newID: newID)
    case .recipeDocument(let file):
      return [FoundRecipe(imported: try BackupReader.recipe(inDocument: file, newID: newID))]
    case .gnomeRecipes(let database):
      return try gnomeRecipes(database)
    case .gnomeRecipesArchive(let archive):
      let folder = scratch.appendingPathComponent(UUID().uuidString, isDirectory: true)
      return try gnomeRecipes(GnomeRecipesArchive.unpack(archive, into: folder))
    case .paprikaRecipes(let file):
      let photos = scratch.appendingPathComponent(UUID().uuidString, isDirectory: true)
      return try PaprikaExport(file: file, photosFolder: photos).recipes(newID: newID)
    }
  }

  /// The recipes of GNOME Recipes' `database`, their authors named from the `chefs.db`
  /// beside it (`authors.db` in GNOME Recipes' own early sample data) and their pictures
  /// found in `images/` there.
  private func gnomeRecipes(_ database: URL) throws(ImportError) -> [FoundRecipe] {
    let groups = try context.readKeyFile(database)
    let folder = database.deletingLastPathComponent()
    // A missing or damaged chefs.db costs the authors' names, never the import.
    let chefs =
      ["chefs.db", "authors.db"].lazy.map { folder.appendingPathComponent($0) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
      .flatMap { try? context.readKeyFile($0) } ?? []
    let images = folder.appendingPathComponent("images", isDirectory: true)
    return GnomeRecipesReader.recipes(in: groups, chefs: chefs, imagesFolder: images)
      .map { FoundRecipe(imported: $0) }
  }
}
