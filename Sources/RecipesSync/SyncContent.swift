import Foundation
import RecipesCore
import RecipesParsing

/// A recipe's `recipe.json` as the sync writes it, and the hash that tells whether it
/// changed.
///
/// The hash is of the canonical document (`SchemaOrgRecipe.encode`, sorted keys, the picture
/// named `full.jpg` when there is one, no dates): the same recipe gives the same hash here
/// and after a round trip through the server, whatever dates Cookbook adds.
enum SyncContent {
  /// The canonical document of `recipe`.
  static func canonical(_ recipe: Recipe) -> Data {
    SchemaOrgRecipe.encode(recipe, imageFileName: pictureName(of: recipe))
  }

  /// The document uploaded: the canonical one with `dateModified`.
  static func upload(_ recipe: Recipe, modified: Date) -> Data {
    SchemaOrgRecipe.encode(recipe, imageFileName: pictureName(of: recipe), dateModified: modified)
  }

  /// The hash of the canonical document (`ContentFingerprint`).
  static func hash(of recipe: Recipe) -> String {
    ContentFingerprint.hex(of: canonical(recipe))
  }

  private static func pictureName(of recipe: Recipe) -> String? {
    recipe.thumbnailURL == nil ? nil : SyncLayout.pictureFile
  }
}
