import Foundation
import GtkInterop
import RecipesCore

/// One card of the grid: thumbnail (or placeholder tile), name, "Category · Area", star.
///
/// Cards are recycled by the grid: `show(_:)` fills a card for a recipe, `clear()` empties
/// it when the grid takes it back.
@MainActor
final class RecipeCardView {
  /// The card's root widget, handed to the grid.
  let root = Box(.vertical, spacing: 6)
  private let placeholder = Box(.vertical)
  private let initial = Label()
  private let picture = Picture()
  private let title = Label()
  private let subtitle = Label()
  private let star = Label("★")
  /// The recipe shown, if any.
  private(set) var recipeID: Recipe.ID?
  /// The thumbnail shown, if any (set by the image loader).
  private(set) var thumbnailURL: URL?

  static let thumbnailSize = (width: Int32(200), height: Int32(136))

  init() {
    root.addStyleClass("recipe-card")
    root.setSizeRequest(width: Self.thumbnailSize.width, height: -1)
    root.align(horizontal: .fill, vertical: .start)

    placeholder.addStyleClass("placeholder-tile")
    placeholder.setSizeRequest(width: Self.thumbnailSize.width, height: Self.thumbnailSize.height)
    initial.expandsVertically = true
    initial.align(horizontal: .center, vertical: .center)
    placeholder.append(initial)
    picture.addStyleClass("thumbnail")
    picture.isVisible = false
    placeholder.expandsHorizontally = true
    let thumbnail = Overlay(child: placeholder)
    thumbnail.addOverlay(picture)
    thumbnail.align(horizontal: .fill)
    root.append(thumbnail)

    let titleRow = Box(.horizontal, spacing: 4)
    titleRow.align(horizontal: .fill)
    title.addStyleClass("card-title")
    title.wrap(lines: 2)
    title.setAlignment(x: 0)
    title.expandsHorizontally = true
    title.align(horizontal: .fill, vertical: .start)
    star.addStyleClass("card-star")
    star.align(vertical: .start)
    star.setAccessibleLabel("Favorite")
    titleRow.append(title)
    titleRow.append(star)
    root.append(titleRow)

    subtitle.addStyleClass("card-subtitle")
    subtitle.setAlignment(x: 0)
    subtitle.align(horizontal: .fill)
    subtitle.ellipsize()
    root.append(subtitle)
  }

  /// Fills the card for `card`, or shows a blank card while its recipe is being read.
  func show(_ card: RecipeListViewState.Card?) {
    guard let card else {
      showLoading()
      return
    }
    root.removeStyleClass("loading")
    recipeID = card.id
    title.text = card.title
    subtitle.text = card.subtitle
    star.isVisible = card.isFavorite
    initial.text = card.placeholder.initial
    placeholder.setStyleClass("tint-\(card.placeholder.tint)", replacingPrefix: "tint-")
    root.setAccessibleLabel(card.isFavorite ? "\(card.title), favorite" : card.title)
    thumbnailURL = card.thumbnailURL
    picture.setTexture(nil)
    picture.isVisible = false
  }

  private func showLoading() {
    root.addStyleClass("loading")
    recipeID = nil
    title.text = ""
    subtitle.text = ""
    star.isVisible = false
    initial.text = ""
    placeholder.setStyleClass(nil, replacingPrefix: "tint-")
    root.setAccessibleLabel("Loading recipe")
    thumbnailURL = nil
    picture.setTexture(nil)
    picture.isVisible = false
  }

  /// Shows a decoded thumbnail over the placeholder.
  func showThumbnail(_ texture: Texture) {
    picture.setTexture(texture)
    picture.isVisible = true
  }

  /// Empties the card when the grid takes it back.
  func clear() {
    recipeID = nil
    thumbnailURL = nil
    picture.setTexture(nil)
    picture.isVisible = false
  }
}
