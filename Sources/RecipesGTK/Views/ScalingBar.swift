import GtkInterop
import RecipesCore
import RecipesLocalization

/// "Servings [ 4 ]  Units [As written] … [Add to shopping list]": how many a recipe
/// window's ingredients are for, in what units, and the button that shops for that many.
///
/// It shows what its window's view state says and hands the cook's changes to the
/// callbacks it was built with; the button runs the window's "add-to-shopping-list" action.
@MainActor
final class ScalingBar {
  /// The bar's root widget: one line on a desktop; on a phone, the button under the rest.
  let root = WrappingBox(spacing: 8)
  let servingsSpin = SpinButton(
    range: IngredientScaling.servingsRange, accessibleLabel: localized("Servings"))
  /// "As written" (the drop-down's first entry), "Metric" or "Imperial".
  let unitsDropDown = DropDown(
    allLabel: UnitDisplay.original.title, accessibleLabel: localized("Units"))
  let addToShoppingListButton = Button(label: localized("Add to shopping list"))

  /// The drop-down's entries after "As written".
  private static let convertedUnits = [UnitDisplay.metric, .imperial].map(\.title)

  /// Builds the bar; the cook's servings and units go to `servingsChanged` and
  /// `unitsChanged`.
  init(
    servingsChanged: @escaping @MainActor (Int) -> Void,
    unitsChanged: @escaping @MainActor (UnitDisplay) -> Void
  ) {
    let servingsLabel = Label(localized("Servings"))
    servingsLabel.addStyleClass("dim-label")
    let unitsLabel = Label(localized("Units"))
    unitsLabel.addStyleClass("dim-label")
    unitsLabel.setMargins(start: 16)
    unitsDropDown.setItems(Self.convertedUnits, selected: nil)
    let servings = Box(.horizontal, spacing: 8)
    servings.append(servingsLabel)
    servings.append(servingsSpin)
    let units = Box(.horizontal, spacing: 8)
    units.append(unitsLabel)
    units.append(unitsDropDown)
    root.append(servings)
    root.append(units)
    addToShoppingListButton.setAccessibleLabel(localized("Add to shopping list"))
    addToShoppingListButton.expandsHorizontally = true
    addToShoppingListButton.align(horizontal: .end)
    addToShoppingListButton.actionName = Command.addToShoppingList.detailedName
    root.append(addToShoppingListButton)
    servingsSpin.onChange(servingsChanged)
    unitsDropDown.onSelect { title in
      unitsChanged(UnitDisplay.allCases.first { $0.title == title } ?? .original)
    }
  }

  /// Shows the servings and units the window's ingredients are shown for.
  func show(servings: Int, units: UnitDisplay) {
    servingsSpin.value = servings
    unitsDropDown.setItems(
      Self.convertedUnits, selected: units == .original ? nil : units.title)
  }

  /// Says on "Add to shopping list" whether the recipe is on the list already (its
  /// accessible name stays "Add to shopping list": adding again changes the servings).
  func showIsOnShoppingList(_ isOnList: Bool) {
    addToShoppingListButton.label =
      isOnList ? localized("✓ On the shopping list") : localized("Add to shopping list")
    addToShoppingListButton.tooltip =
      isOnList
      ? localized("Add again to shop for the servings shown")
      : localized("Put this recipe's ingredients on the shopping list")
  }
}
