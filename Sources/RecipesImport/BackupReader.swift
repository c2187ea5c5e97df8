import Foundation
import RecipesCore
import RecipesParsing

/// Reads a backup written by `recipes export`, or any folder of recipe folders holding a
/// schema.org `recipe.json` as Nextcloud Cookbook keeps them, or one such recipe folder.
///
/// A picture file beside `recipe.json` wins over the document's `image`: it is the picture
/// the cook had, and it works offline.
enum BackupReader {
  /// The recipes of the backup in `folder`: with the ids and favorites its index records,
  /// new ids for folders the index does not name.
  static func recipes(in folder: URL, newID: () -> Recipe.ID) throws(ImportError)
    -> [FoundRecipe]
  {
    let index = try self.index(in: folder)
    let entries = Dictionary(
      (index?.recipes ?? []).map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
    var found: [FoundRecipe] = []
    for recipeFolder in BackupLayout.recipeFolders(in: folder, fileManager: .default) {
      let file = recipeFolder.appendingPathComponent(BackupLayout.recipeFileName)
      let entry = entries[recipeFolder.lastPathComponent]
      let id = entry.map { Recipe.ID(rawValue: $0.id) }
      var imported = try recipe(inDocument: file) { id ?? newID() }
      if let picture = BackupLayout.picture(in: recipeFolder, fileManager: .default) {
        imported.imageURL = picture
      }
      found.append(
        FoundRecipe(
          imported: imported, isFavorite: entry?.favorite ?? false,
          rating: entry?.rating.flatMap(RecipeRating.stars), collections: entry?.collections,
          channel: .backup))
    }
    return found
  }

  /// The recipe of one schema.org Recipe JSON `file`; a relative picture resolves against
  /// its folder.
  static func recipe(inDocument file: URL, newID: () -> Recipe.ID) throws(ImportError)
    -> ImportedRecipe
  {
    let json: Data
    do {
      json = try Data(contentsOf: file)
    } catch {
      throw .unreadableFile(path: file.path, reason: ImportSourceDetector.reason(error))
    }
    return try SchemaOrgRecipe.decode(json, folder: file.deletingLastPathComponent(), newID: newID)
  }

  /// The cook's choices of food the backup's index keeps; none when it keeps none (or has
  /// no index).
  static func foodCorrections(in folder: URL) -> [String: FoodChoice] {
    BackupLayout.read((try? index(in: folder))?.foodCorrections)
  }

  /// The pantry's lines the backup's index keeps, in order; none when it keeps none.
  static func pantry(in folder: URL) -> [String] {
    (try? index(in: folder))?.pantry ?? []
  }

  private static func index(in folder: URL) throws(ImportError) -> BackupLayout.Index? {
    let file = folder.appendingPathComponent(BackupLayout.indexFileName)
    guard let data = try? Data(contentsOf: file) else { return nil }
    do {
      return try JSONDecoder().decode(BackupLayout.Index.self, from: data)
    } catch {
      throw .brokenRecipeData("\(BackupLayout.indexFileName): \(error)")
    }
  }
}
