import Foundation
import RecipesCore

/// Reads the recipes of GNOME Recipes' `recipes.db`.
public enum GnomeRecipesReader {
  /// Recipes of a GNOME Recipes `recipes.db` key file, given its groups (see KeyFile);
  /// picture names resolved by file name inside `imagesFolder`.
  public static func recipes(
    in groups: [KeyFileGroup], imagesFolder: URL, newID: () -> Recipe.ID
  ) -> [ImportedRecipe] {
    []
  }
}
