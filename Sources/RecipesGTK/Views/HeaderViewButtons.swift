import GtkInterop
import RecipesLocalization

/// My recipes, Favorites only, Shopping list and Meal plan: the main window's header
/// buttons that change what it shows or open a window, each bound to its command's action.
///
/// The header has two rows of them — beside the filters, and alone when the filters have
/// moved under the header — so they are made here once, the same for both.
@MainActor
struct HeaderViewButtons {
  let mine = ToggleButton(label: localized("My recipes"))
  let favorites = ToggleButton(
    icon: "starred-symbolic", accessibleLabel: localized("Favorites only"))
  let shoppingList = Button(
    icon: "view-list-bullet-symbolic", accessibleLabel: localized("Shopping list"))
  let plan = Button(icon: "x-office-calendar-symbolic", accessibleLabel: localized("Meal plan"))

  /// Makes the buttons, each naming its command's action.
  init() {
    mine.actionName = Command.mineOnly.detailedName
    favorites.actionName = Command.favoritesOnly.detailedName
    shoppingList.actionName = Command.shoppingList.detailedName
    plan.actionName = Command.plan.detailedName
  }

  /// Puts the buttons at the end of `row`, in the header's order.
  func append(to row: Box) {
    for button in [mine, favorites, shoppingList, plan] as [Widget] { row.append(button) }
  }
}
