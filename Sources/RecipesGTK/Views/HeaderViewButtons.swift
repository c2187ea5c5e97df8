import GtkInterop
import RecipesLocalization

/// My recipes and Favorites only: the Recipes view's toggles that change what the grid
/// shows, each bound to its command's action.
///
/// The search row has two sets of them — beside the filters, and alone when the filters
/// have moved under the row — so they are made here once, the same for both.
@MainActor
struct HeaderViewButtons {
  let mine = ToggleButton(label: localized("My recipes"))
  let favorites = ToggleButton(
    icon: "starred-symbolic", accessibleLabel: localized("Favorites only"))

  /// Makes the buttons, each naming its command's action.
  init() {
    mine.actionName = Command.mineOnly.detailedName
    favorites.actionName = Command.favoritesOnly.detailedName
  }

  /// Puts the buttons at the end of `row`, in the row's order.
  func append(to row: Box) {
    for button in [mine, favorites] as [Widget] { row.append(button) }
  }
}
