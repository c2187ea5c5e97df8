import Foundation
import GtkInterop
import RecipesArtwork
import RecipesCore
import RecipesLocalization

/// One planned thing in a slot: a small picture, the recipe's name and servings (or the
/// note), and a remove button; dragged, it carries the entry to another day or meal.
///
/// A recipe's name is a button that opens it at the planned servings, and its servings
/// can be changed in place. The remove button is always shown: a phone has no hover.
@MainActor
final class PlanEntryRow {
  /// The row's root widget.
  let root = Box(.horizontal, spacing: 8)
  /// The remove button, named after the entry for screen readers.
  let removeButton: Button
  /// Opens the recipe at the planned servings; nil for a note.
  let openButton: Button?
  /// The planned servings, changed in place; nil for a note.
  let servingsSpin: SpinButton?
  /// The thumbnail, filled by the image loader when the recipe has a picture.
  let thumbnail = SurfacePicture()
  /// The drawn illustration under the thumbnail, filled by the image loader.
  let illustrationLayer = SurfacePicture()
  /// Drags the entry elsewhere.
  private(set) var dragSource: DragSource?
  /// The card shown.
  let card: PlanWeekViewState.Card

  static let thumbnailSize = Int32(40)

  /// A row for `card`; `remove` runs when its remove button is pressed, `open` when its
  /// name is, and `servingsChanged` when the cook sets other servings.
  init(
    _ card: PlanWeekViewState.Card, remove: @escaping @MainActor () -> Void,
    open: @escaping @MainActor () -> Void = {},
    servingsChanged: @escaping @MainActor (Int) -> Void = { _ in }
  ) {
    self.card = card
    removeButton = Button(
      icon: "window-close-symbolic",
      accessibleLabel: localized("Remove {name} from the plan", ["name": card.title]))
    root.addStyleClass("plan-entry")
    // A note's icon asks for height; a day taller than its content (beside a longer day)
    // leaves the room at its end instead of stretching this row.
    root.expandsVertically = false
    root.setAccessibleLabel(
      card.servingsText.map { "\(card.title), \($0)" } ?? card.title)

    let tile = Box(.vertical)
    tile.addStyleClass(card.isNote ? "plan-note-tile" : "placeholder-tile")
    tile.setSizeRequest(width: Self.thumbnailSize, height: Self.thumbnailSize)
    tile.align(vertical: .center)
    if card.isNote {
      let icon = Icon(name: "document-edit-symbolic", pixelSize: 16)
      icon.align(horizontal: .center, vertical: .center)
      icon.expandsVertically = true
      tile.append(icon)
    } else {
      for picture in [illustrationLayer, thumbnail] {
        picture.addStyleClass("thumbnail")
        picture.setSizeRequest(width: Self.thumbnailSize, height: Self.thumbnailSize)
      }
      let layers = Overlay(child: illustrationLayer)
      layers.addOverlay(thumbnail)
      tile.append(layers)
    }
    root.append(tile)

    let text = Box(.vertical, spacing: 2)
    text.expandsHorizontally = true
    text.align(vertical: .center)
    let title = Label(card.title)
    title.setAlignment(x: 0)
    title.wrap()
    // A long name wraps within its day's column instead of widening every column.
    title.setMaximumWidth(characters: 18)
    if let servings = card.servings {
      let button = Button(
        child: title, accessibleLabel: localized("Open {name}", ["name": card.title]))
      button.addStyleClass("flat")
      button.addStyleClass("plan-entry-open")
      button.tooltip = localized("Open the recipe for the servings planned")
      button.onClick(open)
      text.append(button)
      openButton = button

      let spin = SpinButton(
        range: IngredientScaling.servingsRange,
        accessibleLabel: localized("Servings of {name}", ["name": card.title]))
      spin.value = servings
      // Scrolling the week past it must not change what is planned.
      spin.passScrollToPage()
      spin.onChange(servingsChanged)
      let servingsLabel = Label(localized("servings"))
      servingsLabel.addStyleClass("dim-label")
      servingsLabel.addStyleClass("caption")
      let servingsRow = Box(.horizontal, spacing: 6)
      servingsRow.append(spin)
      servingsRow.append(servingsLabel)
      text.append(servingsRow)
      servingsSpin = spin
    } else {
      text.append(title)
      openButton = nil
      servingsSpin = nil
    }
    root.append(text)

    removeButton.addStyleClass("flat")
    removeButton.align(vertical: .center)
    removeButton.onClick(remove)
    root.append(removeButton)

    let dragged = PlanDragText.entry(card.id).text
    dragSource = DragSource(on: root, moves: true) { dragged }
  }

  /// Shows the recipe's picture.
  func showThumbnail(_ texture: Texture) {
    thumbnail.setTexture(texture)
  }

  /// Shows the recipe's drawn illustration.
  func showIllustration(_ texture: Texture) {
    illustrationLayer.setTexture(texture)
  }

  /// The illustration to draw, at the tile's size, if the row is a recipe's.
  var illustrationLook: IllustrationArtwork.Look? {
    card.illustration.map {
      IllustrationArtwork.Look(
        illustration: $0, width: Int(Self.thumbnailSize), height: Int(Self.thumbnailSize),
        scale: root.scaleFactor)
    }
  }
}
