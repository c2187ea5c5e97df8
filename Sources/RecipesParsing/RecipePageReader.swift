import Foundation
import RecipesCore
import RecipesHTML

/// Reads the recipes of a web page.
public enum RecipePageReader {
  /// Recipes in an HTML page: JSON-LD first, else microdata, else RDFa.
  ///
  /// `pageURL` is where the page came from: relative pictures and links resolve against it
  /// (and the page's `<base href>`), and it is the recipe's source when the page names no
  /// canonical address.
  public static func recipes(
    inHTML html: Data, pageURL: URL?, newID: () -> Recipe.ID
  ) throws(ImportError) -> [ImportedRecipe] {
    throw .noRecipe
  }
}
