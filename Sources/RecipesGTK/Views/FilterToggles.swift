import GtkInterop
import RecipesLocalization

/// Favorites and My recipes: the toggles of the Recipes view's filter row that narrow the
/// grid, each bound to its command's action (which shows its state).
@MainActor
struct FilterToggles {
  let favorites = ToggleButton(
    icon: "starred-symbolic", label: localized("Favorites"),
    accessibleLabel: localized("Favorites only"))
  let mine = ToggleButton(icon: "avatar-default-symbolic", label: localized("My recipes"))

  /// Makes the toggles, each naming its command's action.
  init() {
    mine.actionName = Command.mineOnly.detailedName
    favorites.actionName = Command.favoritesOnly.detailedName
    for toggle in [favorites, mine] { toggle.addStyleClass("collection-chip") }
  }

  /// The toggles in the row's order.
  var all: [Widget] { [favorites, mine] }
}
