import Foundation
import RecipesCore
import RecipesLocalization
import RecipesParsing

/// Writes the cook's own recipes and favorites as a backup that `recipes import` restores
/// and other apps read (`BackupLayout`).
///
/// Writing into a folder that holds an earlier backup replaces it, so exporting to a
/// folder a sync tool watches keeps it current; any other folder must be empty.
public struct BackupWriter: Sendable {
  /// What an export wrote.
  public struct Summary: Equatable, Sendable {
    /// How many recipes were written.
    public var recipes: Int
    /// How many of them are favorites.
    public var favorites: Int
    /// The names of the recipes whose picture could not be had (written without one).
    public var withoutPicture: [String]
  }

  private let library: Library
  private let pictureData: @Sendable (URL) async -> Data?

  /// Creates a writer reading from `library`; `pictureData` gives a picture's bytes (from
  /// the data folder, the image cache or the network), nil when it cannot.
  public init(library: Library, pictureData: @escaping @Sendable (URL) async -> Data?) {
    self.library = library
    self.pictureData = pictureData
  }

  /// Writes the backup into `folder` (created if needed).
  public func write(to folder: URL) async throws(BackupError) -> Summary {
    let (recipes, favorites) = try await recipesToWrite()
    let (ratings, memberships) = try await order()
    try Self.prepare(folder)
    var entries: [BackupLayout.Entry] = []
    var taken: Set<String> = []
    var withoutPicture: [String] = []
    for recipe in recipes {
      let name = BackupLayout.folderName(for: recipe, taken: taken)
      taken.insert(name.lowercased())
      let recipeFolder = folder.appendingPathComponent(name, isDirectory: true)
      var pictureName: String?
      if let url = recipe.thumbnailURL {
        if let data = await pictureData(url) {
          pictureName =
            BackupLayout.pictureBaseName + "."
            + PictureFileExtension.of(data)
          try Self.write(data, to: recipeFolder, name: pictureName)
        } else {
          withoutPicture.append(recipe.name)
        }
      }
      let json = SchemaOrgRecipe.encode(recipe, imageFileName: pictureName)
      try Self.write(json, to: recipeFolder, name: BackupLayout.recipeFileName)
      entries.append(
        BackupLayout.Entry(
          folder: name, id: recipe.id.rawValue, favorite: favorites.contains(recipe.id),
          rating: ratings[recipe.id], collections: memberships[recipe.id] ?? []))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // The cook's corrections of nutrition go with the recipes; a library that cannot read
    // them writes a backup without.
    let corrections = (try? await library.foodCorrections()) ?? [:]
    // So does the pantry, as the cook wrote it.
    let pantry = ((try? await library.pantry.items()) ?? []).sorted { $0.position < $1.position }
    let index =
      (try? encoder.encode(
        BackupLayout.Index(
          recipes: entries, foodCorrections: BackupLayout.written(corrections),
          pantry: pantry.isEmpty ? nil : pantry.map(\.text))))
      ?? Data()
    try Self.write(index, to: folder, name: BackupLayout.indexFileName)
    return Summary(
      recipes: entries.count, favorites: entries.filter(\.favorite).count,
      withoutPicture: withoutPicture)
  }

  /// The own recipes and the favorites, by name, and the favorites' ids.
  private func recipesToWrite() async throws(BackupError) -> ([Recipe], Set<Recipe.ID>) {
    do {
      let mine = try await library.recipes(RecipeFilter(mineOnly: true), 0..<Int.max)
      let favorites = try await library.favoriteIDs()
      let (ratings, memberships) = try await order()
      // Catalog and remote recipes the cook rated or gathered go along, as favorites do.
      let ordered = Set(ratings.keys).union(memberships.keys)
      var recipes: [Recipe] = []
      for id in Set(mine.map(\.id)).union(favorites).union(ordered) {
        // A favorite whose recipe the library no longer has (dropped from the catalog).
        if let recipe = try await library.recipe(id) { recipes.append(recipe) }
      }
      recipes.sort {
        ($0.name.lowercased(), $0.id.rawValue) < ($1.name.lowercased(), $1.id.rawValue)
      }
      return (recipes, favorites)
    } catch {
      throw .library(RecipesError(error))
    }
  }

  /// The ratings and each recipe's collections (by name).
  private func order() async throws(BackupError) -> ([Recipe.ID: Int], [Recipe.ID: [String]]) {
    do {
      return (try await library.ratings.all(), try await library.collections.memberships())
    } catch {
      throw .library(RecipesError(error))
    }
  }

  /// Makes `folder` ready: created, or emptied of the backup it held.
  private static func prepare(_ folder: URL) throws(BackupError) {
    let files = FileManager.default
    let index = folder.appendingPathComponent(BackupLayout.indexFileName)
    do {
      if let data = try? Data(contentsOf: index) {
        let earlier = try JSONDecoder().decode(BackupLayout.Index.self, from: data)
        for entry in earlier.recipes where !entry.folder.contains("/") && entry.folder != ".." {
          try? files.removeItem(at: folder.appendingPathComponent(entry.folder))
        }
        try files.removeItem(at: index)
      } else if let names = try? files.contentsOfDirectory(atPath: folder.path), !names.isEmpty {
        throw BackupError.folderNotEmpty(folder.path)
      }
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch let error as BackupError {
      throw error
    } catch {
      throw .unwritable(path: folder.path, reason: ImportSourceDetector.reason(error))
    }
  }

  private static func write(_ data: Data, to folder: URL, name: String?) throws(BackupError) {
    guard let name else { return }
    let file = folder.appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: file, options: .atomic)
    } catch {
      throw .unwritable(path: file.path, reason: ImportSourceDetector.reason(error))
    }
  }
}

/// Why a backup could not be written.
public enum BackupError: Error, Equatable, Sendable {
  /// The library could not be read.
  case library(RecipesError)
  /// A file or folder could not be written.
  case unwritable(path: String, reason: String)
  /// The folder holds files that are not an earlier backup; nothing was written.
  case folderNotEmpty(String)

  /// One line: what happened and what to do.
  public var message: String {
    switch self {
    case .library(let error):
      return localized(
        "the recipes could not be read for the backup: {reason}", ["reason": error.message])
    case .unwritable(let path, let reason):
      return localized(
        "“{path}” could not be written ({reason}); choose another place with --output",
        ["path": path, "reason": reason])
    case .folderNotEmpty(let path):
      return localized(
        """
        “{path}” holds other files, so no backup was written there; \
        choose an empty folder or an earlier backup with --output
        """, ["path": path])
    }
  }
}
