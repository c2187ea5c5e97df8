import GtkInterop
import RecipesCore
import RecipesLocalization

/// "Servings [ 4 ]  Units [As written]  [Add to shopping list] [Plan…]": how many a recipe
/// window's ingredients are for, in what units, and what to do with that many — one set of
/// controls.
///
/// It shows what its window's view state says and hands the cook's changes to the
/// callbacks it was built with; the shopping button runs the window's
/// "add-to-shopping-list" action and says honestly whether the list holds the recipe for
/// the servings shown (then it opens the list).
@MainActor
final class ScalingBar {
  /// The bar's root widget: one line on a desktop; on a phone, the buttons under the rest.
  let root = WrappingBox(spacing: 8)
  let servingsSpin = SpinButton(
    range: IngredientScaling.servingsRange, accessibleLabel: localized("Servings"))
  /// "As written" (the drop-down's first entry), "Metric" or "Imperial".
  let unitsDropDown = DropDown(
    allLabel: UnitDisplay.original.title, accessibleLabel: localized("Units"))
  /// Adds the recipe for the servings shown; its text says whether the list holds it.
  let addToShoppingListButton: Button
  /// The shopping button's text.
  let shoppingLabel = Label(localized("Add to shopping list"))
  /// A tick before the text while the list holds the recipe for the servings shown.
  let shoppingIcon = Icon(name: "object-select-symbolic", pixelSize: 16)
  /// "On the list for 4 servings", beside the button when the list holds other servings.
  let shoppingCaption = Label()
  /// The mark shown.
  private(set) var shoppingMark = ShoppingListMark.notOnList
  /// "Servings" and its spin button; "Units" and its drop-down.
  private let servingsBox = Box(.horizontal, spacing: 8)
  private let unitsBox = Box(.horizontal, spacing: 8)
  /// "Plan…", after the shopping button.
  private let planButton: Widget?

  /// The drop-down's entries after "As written".
  private static let convertedUnits = [UnitDisplay.metric, .imperial].map(\.title)

  /// Builds the bar, with `planButton` beside the shopping button; the cook's servings and
  /// units go to `servingsChanged` and `unitsChanged`.
  init(
    planButton: Widget? = nil,
    servingsChanged: @escaping @MainActor (Int) -> Void,
    unitsChanged: @escaping @MainActor (UnitDisplay) -> Void
  ) {
    self.planButton = planButton
    let shoppingContent = Box(.horizontal, spacing: 6)
    shoppingIcon.isVisible = false
    shoppingContent.append(shoppingIcon)
    shoppingContent.append(shoppingLabel)
    addToShoppingListButton = Button(
      child: shoppingContent, accessibleLabel: localized("Add to shopping list"))

    let servingsLabel = Label(localized("Servings"))
    servingsLabel.addStyleClass("dim-label")
    let unitsLabel = Label(localized("Units"))
    unitsLabel.addStyleClass("dim-label")
    unitsDropDown.setItems(Self.convertedUnits, selected: nil)
    // Scrolling the recipe past it must not change the servings (and the shopping mark).
    servingsSpin.passScrollToPage()
    servingsBox.append(servingsLabel)
    servingsBox.append(servingsSpin)
    unitsBox.append(unitsLabel)
    unitsBox.append(unitsDropDown)
    root.append(servingsBox)
    root.append(unitsBox)

    addToShoppingListButton.actionName = Command.addToShoppingList.detailedName
    // Each button a cell of its own: on a phone (or in German, whose labels are longer)
    // they wrap under each other instead of holding the window wider than the screen.
    root.append(addToShoppingListButton)
    if let planButton { root.append(planButton) }
    shoppingCaption.addStyleClass("dim-label")
    shoppingCaption.addStyleClass("caption")
    shoppingCaption.setAlignment(x: 0)
    shoppingCaption.wrap()
    root.append(shoppingCaption, holdsControls: false)
    root.setVisible(shoppingCaption, false)
    showShoppingListMark(.notOnList)

    servingsSpin.onChange(servingsChanged)
    unitsDropDown.onSelect { title in
      unitsChanged(UnitDisplay.allCases.first { $0.title == title } ?? .original)
    }
  }

  /// Shows the servings and units the window's ingredients are shown for.
  ///
  /// Without ingredients to scale (`scales` false) only the plan button stays. `note` says
  /// where servings a recipe does not state come from. Without `actions` (the original of
  /// the cook's version, read-only), neither the shopping button nor the plan button shows:
  /// those belong to the cook's version.
  func show(
    servings: Int, units: UnitDisplay, scales: Bool = true, note: String? = nil,
    actions: Bool = true
  ) {
    for cell in [servingsBox, unitsBox] as [Widget] {
      root.setVisible(cell, scales)
    }
    root.setVisible(addToShoppingListButton, scales && actions)
    if let planButton { root.setVisible(planButton, actions) }
    if !scales || !actions { root.setVisible(shoppingCaption, false) }
    servingsSpin.tooltip = note
    servingsSpin.value = servings
    unitsDropDown.setItems(
      Self.convertedUnits, selected: units == .original ? nil : units.title)
  }

  /// Says on the shopping button whether the list holds the recipe, and for the servings
  /// shown or others; its accessible name says what pressing it does ("Add to shopping
  /// list", or "Open shopping list" once the list holds the servings shown).
  func showShoppingListMark(_ mark: ShoppingListMark) {
    shoppingMark = mark
    shoppingLabel.text = mark.buttonText
    addToShoppingListButton.setAccessibleLabel(mark.accessibleLabel)
    shoppingIcon.isVisible = mark == .onList
    addToShoppingListButton.tooltip = mark.tooltip
    shoppingCaption.text = mark.caption ?? ""
    root.setVisible(shoppingCaption, mark.caption != nil && addToShoppingListButton.isVisible)
    if let caption = mark.caption {
      addToShoppingListButton.setAccessibleDescription(caption)
    } else {
      addToShoppingListButton.setAccessibleDescription(mark.tooltip)
    }
  }
}
