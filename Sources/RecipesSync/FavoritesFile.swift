import Foundation

/// The favorites file at the synced folder's root, `.recipes-favorites.json`.
///
/// It names the folders of the favorite recipes. Nextcloud Cookbook ignores it; every machine that syncs reads it.
struct FavoritesFile: Codable, Equatable {
  /// What wrote it.
  var generator = "Recipes"
  /// The format's version.
  var version = 1
  /// The favorite recipes' folder names, sorted.
  var favorites: [String]

  /// The file's bytes.
  var data: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Reads the file; nil if it is not one.
  static func read(_ data: Data) -> FavoritesFile? {
    try? JSONDecoder().decode(FavoritesFile.self, from: data)
  }
}
