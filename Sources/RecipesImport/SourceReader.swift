import Foundation
import RecipesCore
import RecipesParsing

/// A recipe read from a source, before it is saved.
struct FoundRecipe: Sendable {
  /// The recipe and where its picture is.
  var imported: ImportedRecipe
  /// Whether a backup marked it as a favorite.
  var isFavorite = false
}

/// Reads recipes out of one source with the pure readers; saves nothing.
struct SourceReader: Sendable {
  let context: ImportContext

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
    case .gnomeRecipesFolder(let folder):
      let groups = try context.readKeyFile(folder.appendingPathComponent("recipes.db"))
      let images = folder.appendingPathComponent("images", isDirectory: true)
      return GnomeRecipesReader.recipes(in: groups, imagesFolder: images, newID: newID)
        .map { FoundRecipe(imported: $0) }
    }
  }
}
