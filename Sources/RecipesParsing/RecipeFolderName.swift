import Foundation
import RecipesCore

/// The name of a recipe's folder in a backup or a synced Nextcloud Cookbook folder: safe on
/// any file system, and not one already taken there.
public enum RecipeFolderName {
  /// A folder name for `recipe` that is not in `taken` (lowercased names): its name with
  /// the characters file systems refuse made spaces, no leading dots, at most 80
  /// characters, and " (2)", " (3)"… added while taken.
  public static func make(for recipe: Recipe, taken: Set<String>) -> String {
    make(name: recipe.name, id: recipe.id, taken: taken)
  }

  /// A folder name for a recipe called `name` (`id` when nothing of the name is left) that
  /// is not in `taken` (lowercased names).
  public static func make(name: String, id: Recipe.ID, taken: Set<String>) -> String {
    let forbidden = CharacterSet(charactersIn: "/\\:*?\"<>|").union(.controlCharacters)
    var base = String(
      name.unicodeScalars.map { forbidden.contains($0) ? " " : Character($0) }
    )
    .split(separator: " ").joined(separator: " ")
    while base.hasPrefix(".") { base.removeFirst() }
    if base.isEmpty { base = id.rawValue }
    base = String(base.prefix(80))
    var folder = base
    var number = 2
    while taken.contains(folder.lowercased()) {
      folder = "\(base) (\(number))"
      number += 1
    }
    return folder
  }
}
