import Foundation

/// What the windows need of the image pipeline.
@MainActor
protocol ImageLoading: AnyObject {
  /// Draws a card's illustration and loads its thumbnail, cancelling what it loaded before.
  func loadThumbnail(into card: RecipeCardView)
  /// Cancels a card's pending thumbnail (the grid took the card back).
  func cancelThumbnail(for card: RecipeCardView)
  /// Loads a detail window's hero image.
  func loadHero(_ url: URL, into window: RecipeDetailWindow)
  /// Loads the picture of the recipe an editor window shows (a web address, or the copy
  /// kept in the data folder).
  func loadPicture(_ url: URL, into editor: EditorWindow)
  /// Loads the thumbnail of a planned recipe's row.
  func loadThumbnail(into row: PlanEntryRow)
  /// Draws a detail window's illustration, shown under (or instead of) its hero image.
  func loadHeroIllustration(into window: RecipeDetailWindow)
}
