import Foundation

/// The names and limits of a Nextcloud Cookbook folder as the sync reads and writes it.
enum SyncLayout {
  /// The recipe document: a folder holding one is a recipe.
  static let recipeFile = "recipe.json"
  /// The picture beside it.
  static let pictureFile = "full.jpg"
  /// The thumbnails beside it, and their size in pixels.
  static let thumbnails = [(file: "thumb.jpg", size: 256), (file: "thumb16.jpg", size: 16)]
  /// The empty file that keeps phones' galleries out of the folder.
  static let noMediaFile = ".nomedia"
  /// Our favorites, at the folder's root; Cookbook ignores files there.
  static let favoritesFile = ".recipes-favorites.json"
  /// The largest `recipe.json` read.
  static let maximumRecipeBytes = 5 * 1024 * 1024
  /// The largest picture read.
  static let maximumPictureBytes = 20 * 1024 * 1024
  /// The largest favorites file read.
  static let maximumFavoritesBytes = 1024 * 1024

  /// An entity tag as compared: without the `W/` a server adds to a tag it may still change
  /// within the second (Apache), so a tag read just after a write matches the same tag read
  /// later.
  static func comparable(_ tag: String?) -> String? {
    guard let tag else { return nil }
    return tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
  }
}
