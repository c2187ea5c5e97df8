import GtkInterop
import RecipesArtwork
import RecipesCore
import RecipesPrinting

/// The picture at the top of a printed recipe, as the recipe's window shows it.
@MainActor
enum PrintedPicture {
  /// The recipe's photo — from the data folder, the image cache, or the network unless
  /// offline — and otherwise the illustration drawn for its category and cuisine.
  static func texture(for recipe: Recipe, from dependencies: AppDependencies) async -> Texture? {
    if let url = recipe.thumbnailURL, let data = await dependencies.pictureData(url),
      let photo = PhotoDecoder.decode(data)
    {
      return photo
    }
    let size = RecipePageLayout.pictureSize
    // Twice the points in pixels: sharp in print and in a zoomed PDF viewer.
    return IllustrationArtwork.bundled.draw(
      IllustrationArtwork.Look(
        illustration: Illustration(category: recipe.category, area: recipe.area),
        width: Int(size.width), height: Int(size.height), scale: 2))
  }
}
