import Foundation
import RecipesCore

/// The name of a recipe's folder in a Nextcloud Cookbook folder, by Cookbook's own rule: the
/// characters `/ : ? ! " ' | & ^ #` become `_`, and the name is cut at 100 characters.
///
/// On top of Cookbook's rule, so that any name is a folder on any server: control
/// characters and `\` become `_` too, spaces at either end and dots at the start go (a
/// folder of dots only, or named like a hidden file, is no recipe), the cut never splits a
/// character (an emoji, a letter with its accents), and a name nothing is left of is the
/// recipe's id made safe the same way. A name already taken (compared lowercased, as
/// servers on case-insensitive disks do) gets " (2)", " (3)"… within the 100 characters.
public enum CookbookFolderName {
  /// The longest folder name, in characters.
  public static let maximumLength = 100

  /// A folder name for a recipe called `name` (`id` when nothing of the name is left) that
  /// is not in `taken` (lowercased names).
  public static func make(name: String, id: Recipe.ID, taken: Set<String>) -> String {
    var base = safe(name)
    if base.isEmpty { base = safe(id.rawValue) }
    if base.isEmpty { base = "Recipe" }
    var folder = base
    var number = 2
    while taken.contains(folder.lowercased()) {
      let suffix = " (\(number))"
      folder = trimmed(String(base.prefix(maximumLength - suffix.count))) + suffix
      number += 1
    }
    return folder
  }

  /// A folder name for `recipe` that is not in `taken` (lowercased names).
  public static func make(for recipe: Recipe, taken: Set<String>) -> String {
    make(name: recipe.name, id: recipe.id, taken: taken)
  }

  // MARK: - The rule

  private static let replaced = Set("/:?!\"'|&^#\\")

  /// `text` with Cookbook's characters replaced, trimmed and cut.
  static func safe(_ text: String) -> String {
    let replacedText = String(
      text.map { character -> Character in
        let control = character.unicodeScalars.contains {
          $0.properties.generalCategory == .control
        }
        return replaced.contains(character) || control ? "_" : character
      })
    var name = trimmed(replacedText)
    while name.hasPrefix(".") { name = trimmed(String(name.dropFirst())) }
    return trimmed(String(name.prefix(maximumLength)))
  }

  private static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
