import Foundation
import GtkInterop
import RecipesArtwork
import RecipesCore
import RecipesLocalization

/// One card of the grid: thumbnail over its illustration, name, "Category · Area", whether it
/// is the cook's version and the total time, star.
///
/// Cards are recycled by the grid: `show(_:)` fills a card for a recipe, `clear()` empties
/// it when the grid takes it back.
///
/// The photo and the star are made the first time a card shows one: the first frame builds
/// thirty cards, and neither has anything to show then (pictures wait until it is painted;
/// most recipes are no favorites), so it builds seven widgets a card, not nine.
@MainActor
final class RecipeCardView {
  /// The card's root widget, handed to the grid.
  let root = Box(.vertical, spacing: 6)
  private let placeholder = Box(.vertical)
  /// The drawn illustration, under the photo; the image loader's target when drawing it.
  let illustrationLayer = SurfacePicture()
  private let thumbnail: Overlay
  /// The photo over the illustration, once one has been shown.
  private var picture: SurfacePicture?
  // Inscriptions, not labels: a label measures its text when the grid lays out its cells,
  // which was a fifth of the work before the window's first frame.
  private let title = Inscription(lines: 2)
  private let subtitle = Inscription(lines: 1)
  /// "Your version · Total 1 h 30 min"; hidden for a recipe of neither.
  let footnote = Inscription(lines: 1)
  private let titleRow = Box(.horizontal, spacing: 4)
  /// The favorite's star beside the title, once a favorite has been shown.
  private var star: Label?
  /// The rating's stars under the subtitle, once a rated recipe has been shown.
  private(set) var ratingLabel: Label?
  /// The recipe shown, if any.
  private(set) var recipeID: Recipe.ID?
  /// Drags the recipe onto the planner's days.
  private(set) var dragSource: DragSource?
  /// The thumbnail shown, if any (set by the image loader).
  private(set) var thumbnailURL: URL?
  /// The illustration the card wants drawn, if it shows a recipe.
  private(set) var illustrationLook: IllustrationArtwork.Look?
  /// The illustration on screen, if any.
  private(set) var shownIllustration: IllustrationArtwork.Look?

  static let thumbnailSize = (width: Int32(200), height: Int32(136))
  /// A card is at least this tall: its picture, the paddings and spacings around it (the
  /// style sheet's), its text not counted.
  static let minimumHeight = Int(thumbnailSize.height) + 36
  /// The space an illustration is drawn for: wider than the narrowest card, so a card the
  /// grid stretches crops the drawing's sides instead of scaling it up, blurred.
  static let illustrationSize = (width: 280, height: Int(thumbnailSize.height))

  init() {
    root.addStyleClass("recipe-card")
    root.setSizeRequest(width: Self.thumbnailSize.width, height: -1)
    root.align(horizontal: .fill, vertical: .start)

    placeholder.addStyleClass("placeholder-tile")
    placeholder.setSizeRequest(width: Self.thumbnailSize.width, height: Self.thumbnailSize.height)
    illustrationLayer.addStyleClass("thumbnail")
    placeholder.expandsHorizontally = true
    thumbnail = Overlay(child: placeholder)
    thumbnail.addOverlay(illustrationLayer)
    thumbnail.align(horizontal: .fill)
    root.append(thumbnail)

    titleRow.align(horizontal: .fill)
    title.addStyleClass("card-title")
    title.expandsHorizontally = true
    title.align(horizontal: .fill, vertical: .start)
    titleRow.append(title)
    root.append(titleRow)

    subtitle.addStyleClass("card-subtitle")
    subtitle.align(horizontal: .fill)
    root.append(subtitle)
    footnote.addStyleClass("card-time")
    footnote.align(horizontal: .fill)
    footnote.isVisible = false
    root.append(footnote)
    // Asked when a drag starts: a recycled card carries the recipe it shows then.
    dragSource = DragSource(on: root) { [weak self] in
      self?.recipeID.map { PlanDragText.recipe($0).text }
    }
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
    showFootnote(card.footnote)
    showStar(card.isFavorite)
    showRating(card.stars)
    wantIllustration(
      IllustrationArtwork.Look(
        illustration: card.illustration, width: Self.illustrationSize.width,
        height: Self.illustrationSize.height, scale: root.scaleFactor))
    // Whose it is, heard as it is seen ("Your version" under the name).
    let title =
      card.isOwnVersion ? localized("{name}, your version", ["name": card.title]) : card.title
    let named = card.isFavorite ? localized("{name}, favorite", ["name": title]) : title
    root.setAccessibleLabel(
      card.rating == nil
        ? named
        : localized("{name}, {rating}", ["name": named, "rating": card.ratingDescription]))
    thumbnailURL = card.thumbnailURL
    hidePhoto()
  }

  private func showLoading() {
    root.addStyleClass("loading")
    recipeID = nil
    title.text = ""
    subtitle.text = ""
    showFootnote("")
    showStar(false)
    showRating("")
    wantIllustration(nil)
    root.setAccessibleLabel(localized("Loading recipe"))
    thumbnailURL = nil
    hidePhoto()
  }

  /// Shows a decoded thumbnail over the placeholder.
  func showThumbnail(_ texture: Texture) {
    let picture = self.picture ?? makePicture()
    picture.setTexture(texture)
    picture.isVisible = true
  }

  private func makePicture() -> SurfacePicture {
    let picture = SurfacePicture()
    picture.addStyleClass("thumbnail")
    thumbnail.addOverlay(picture)
    self.picture = picture
    return picture
  }

  private func hidePhoto() {
    guard let picture else { return }
    picture.setTexture(nil)
    picture.isVisible = false
  }

  private func showFootnote(_ text: String) {
    footnote.text = text
    footnote.isVisible = !text.isEmpty
  }

  private func showStar(_ isFavorite: Bool) {
    guard isFavorite || star != nil else { return }
    let star = self.star ?? makeStar()
    star.isVisible = isFavorite
  }

  private func showRating(_ stars: String) {
    guard !stars.isEmpty || ratingLabel != nil else { return }
    let label = ratingLabel ?? makeRatingLabel()
    label.text = stars
    label.isVisible = !stars.isEmpty
  }

  private func makeRatingLabel() -> Label {
    let label = Label()
    label.addStyleClass("card-rating")
    label.setAlignment(x: 0)
    root.append(label)
    ratingLabel = label
    return label
  }

  private func makeStar() -> Label {
    let star = Label("★")
    star.addStyleClass("card-star")
    star.align(vertical: .start)
    star.setAccessibleLabel(localized("Favorite"))
    titleRow.append(star)
    self.star = star
    return star
  }

  /// Shows a drawn illustration under the thumbnail, if it is still the one wanted.
  func showIllustration(_ texture: Texture, of look: IllustrationArtwork.Look) {
    guard look == illustrationLook else { return }
    illustrationLayer.setTexture(texture)
    shownIllustration = look
  }

  /// Wants `look` drawn; a different one than on screen empties the layer until it comes.
  private func wantIllustration(_ look: IllustrationArtwork.Look?) {
    illustrationLook = look
    guard look != shownIllustration else { return }
    illustrationLayer.setTexture(nil)
    shownIllustration = nil
  }

  /// Empties the card when the grid takes it back.
  func clear() {
    recipeID = nil
    thumbnailURL = nil
    hidePhoto()
  }
}
