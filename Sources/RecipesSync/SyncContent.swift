import Foundation
import RecipesCore
import RecipesParsing

/// A recipe's `recipe.json` as the sync writes it, and the hash that tells whether it
/// changed.
///
/// The hash is of the canonical document (`SchemaOrgRecipe.encode`, sorted keys, the picture
/// named `full.jpg` when there is one, the members kept of its source but no dates): the same
/// recipe gives the same hash here and after a round trip through the server, whatever dates
/// Cookbook or an upload adds.
enum SyncContent {
  /// The canonical document of `recipe`, without its dates: an upload writes them anew, so
  /// the same recipe read back with the dates it went up with is no edit.
  static func canonical(_ recipe: Recipe) -> Data {
    var undated = recipe
    if let members = recipe.publishedMembers {
      let kept = members.removing("dateCreated").removing("dateModified")
      undated = recipe.keeping(kept)
    }
    return SchemaOrgRecipe.encode(
      undated, imageFileName: pictureName(of: recipe), for: .cookbookFolder)
  }

  /// The document uploaded: the canonical one with `dateModified`, and `dateCreated` where the
  /// recipe's source gave none (`created`, the same at every upload of the recipe).
  static func upload(_ recipe: Recipe, modified: Date, created: Date?) -> Data {
    SchemaOrgRecipe.encode(
      recipe, imageFileName: pictureName(of: recipe), dateModified: modified,
      dateCreated: created, for: .cookbookFolder)
  }

  /// The `dateCreated` an upload of `recipe` writes: none when its source gave one, else the
  /// one `record` remembers, else `now` (to be remembered).
  static func created(_ recipe: Recipe, record: SyncRecord?, now: Date) -> Date? {
    recipe.publishedMembers?.dateCreated != nil ? nil : record?.createdAt ?? now
  }

  /// The hash of the canonical document (`ContentFingerprint`).
  static func hash(of recipe: Recipe) -> String {
    ContentFingerprint.hex(of: canonical(recipe))
  }

  private static func pictureName(of recipe: Recipe) -> String? {
    recipe.thumbnailURL == nil ? nil : SyncLayout.pictureFile
  }
}
