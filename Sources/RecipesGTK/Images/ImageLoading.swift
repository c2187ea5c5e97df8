import Foundation

/// What the windows need of the image pipeline.
@MainActor
protocol ImageLoading: AnyObject {
  /// Loads a card's thumbnail, cancelling whatever the card loaded before.
  func loadThumbnail(into card: RecipeCardView)
  /// Cancels a card's pending thumbnail (the grid took the card back).
  func cancelThumbnail(for card: RecipeCardView)
  /// Loads a detail window's hero image.
  func loadHero(_ url: URL, into window: RecipeDetailWindow)
}
