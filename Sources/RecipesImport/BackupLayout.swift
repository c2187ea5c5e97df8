import Foundation
import RecipesCore
import RecipesParsing

/// The layout `recipes export` writes, which Nextcloud Cookbook also reads: one folder per
/// recipe holding its schema.org `recipe.json` and its picture (`full.jpg`, …), and an
/// index, `recipes-backup.json`, naming each folder's recipe id and whether it is a
/// favorite.
enum BackupLayout {
  /// The recipe document inside each recipe folder.
  static let recipeFileName = "recipe.json"
  /// The index at the top of a backup.
  static let indexFileName = "recipes-backup.json"
  /// The base name of a recipe's picture beside its `recipe.json`.
  static let pictureBaseName = "full"

  /// One recipe of the index.
  struct Entry: Codable, Equatable, Sendable {
    /// The folder holding the recipe, relative to the backup.
    var folder: String
    /// The recipe's id in the library it was exported from.
    var id: String
    /// Whether it was a favorite.
    var favorite: Bool
    /// Its rating, 1 to 5 stars; absent when not rated (and in backups made before ratings).
    var rating: Int? = nil
    /// The collections it was in, by name; absent in backups made before collections.
    var collections: [String]? = nil
  }

  /// The index file's content.
  struct Index: Codable, Equatable, Sendable {
    /// What wrote the backup.
    var generator = "Recipes"
    /// The layout's version.
    var version = 1
    /// The recipes, by folder.
    var recipes: [Entry]
    /// The cook's choices of food for ingredient names (nutrition's corrections): a USDA
    /// number, or `leftOutFood` for an ingredient left out; absent in older backups.
    var foodCorrections: [String: String]?
    /// The pantry's lines, as the cook wrote them, in order; absent in older backups.
    var pantry: [String]?
  }

  /// How the index writes a correction that leaves the ingredient out.
  static let leftOutFood = "none"

  /// `corrections` as the index writes them.
  static func written(_ corrections: [String: FoodChoice]) -> [String: String]? {
    guard !corrections.isEmpty else { return nil }
    return corrections.mapValues { choice in
      switch choice {
      case .food(let id): id
      case .leftOut: leftOutFood
      }
    }
  }

  /// The corrections the index wrote; an empty food id is skipped.
  static func read(_ corrections: [String: String]?) -> [String: FoodChoice] {
    (corrections ?? [:]).compactMapValues { id in
      if id == leftOutFood { return .leftOut }
      return id.isEmpty ? nil : .food(id: id)
    }
  }

  /// Whether `folder` looks like a backup: an index, or a subfolder with a `recipe.json`.
  static func isBackup(_ folder: URL, fileManager: FileManager) -> Bool {
    if fileManager.fileExists(atPath: folder.appendingPathComponent(indexFileName).path) {
      return true
    }
    return !recipeFolders(in: folder, fileManager: fileManager).isEmpty
  }

  /// The folders holding a `recipe.json`: `folder` itself when it is one recipe's folder,
  /// else its subfolders, by name.
  static func recipeFolders(in folder: URL, fileManager: FileManager) -> [URL] {
    func holdsRecipe(_ candidate: URL) -> Bool {
      fileManager.fileExists(atPath: candidate.appendingPathComponent(recipeFileName).path)
    }
    if holdsRecipe(folder) { return [folder] }
    let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0, isDirectory: true) }
      .filter(holdsRecipe)
  }

  /// The picture file beside a recipe's `recipe.json` (`full.jpg`, `full.png`…), if there
  /// is one: the copy Nextcloud Cookbook downloaded, which works offline where the
  /// document's web `image` may not.
  static func picture(in recipeFolder: URL, fileManager: FileManager) -> URL? {
    pictureExtensions.lazy
      .map { recipeFolder.appendingPathComponent("\(pictureBaseName).\($0)") }
      .first { fileManager.fileExists(atPath: $0.path) }
  }

  private static let pictureExtensions = ["jpg", "jpeg", "png", "webp", "gif"]

  /// A folder name for `recipe` that is safe on any file system and not in `taken`.
  static func folderName(for recipe: Recipe, taken: Set<String>) -> String {
    RecipeFolderName.make(for: recipe, taken: taken)
  }
}
