import Foundation
import RecipesCore

/// A recipe as a schema.org `Recipe` JSON document: what `recipes export` writes.
public enum SchemaOrgRecipe {
  /// A schema.org Recipe JSON document (what `recipes export` writes as recipe.json,
  /// Nextcloud Cookbook's layout); `imageFileName` is the picture beside it, if any.
  public static func encode(_ recipe: Recipe, imageFileName: String?) -> Data {
    Data()
  }

  /// Reads one recipe.json back (a backup, or any schema.org Recipe JSON file); a relative
  /// image resolves against `folder`.
  public static func decode(
    _ json: Data, folder: URL?, newID: () -> Recipe.ID
  ) throws(ImportError) -> ImportedRecipe {
    throw .brokenRecipeData("not yet readable")
  }
}
