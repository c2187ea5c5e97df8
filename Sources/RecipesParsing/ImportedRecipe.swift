import Foundation
import RecipesCore

/// What an importer found: the recipe (id made by `newID`) and where its picture and page are.
public struct ImportedRecipe: Equatable, Sendable {
  /// The recipe: `thumbnailURL` is `imageURL`, `sourceURL` the canonical or the page's URL.
  public var recipe: Recipe
  /// The picture, absolute (resolved against the page URL): http(s), or file for a local
  /// page, backup or GNOME Recipes folder.
  public var imageURL: URL?

  /// Pairs a recipe with its picture.
  public init(recipe: Recipe, imageURL: URL?) {
    self.recipe = recipe
    self.imageURL = imageURL
  }
}
