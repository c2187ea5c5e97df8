import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The recipe window's "Plan…": a day (today and the two weeks after it, or a date
/// written out), a meal and the servings, which start at the window's.
@MainActor
final class PlanRecipePopover {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The button that opens it.
  let button: PopoverButton
  let dayDropDown = DropDown(allLabel: localized("Today"), accessibleLabel: localized("Day"))
  let dateEntry = Entry(placeholder: localized("Or a date: YYYY-MM-DD"))
  let mealDropDown = DropDown(
    allLabel: PlanText.mealTitle(.dinner), accessibleLabel: localized("Meal"))
  let servingsButton = SpinButton(range: 1...99, accessibleLabel: localized("Servings"))
  let planButton = Button(label: localized("Plan"))
  /// Why the last "Plan" did nothing (a date that is not one).
  let messageLabel = Label()
  private let content = Box(.vertical, spacing: 8)
  private let store: AppStore
  private let recipeID: Recipe.ID
  private let today: @MainActor () -> PlanDay
  private var days: [PlanDay] = []
  /// The meals after dinner, the drop-down's first entry.
  private static let otherMeals: [Meal] = [.breakfast, .lunch, .snack]

  /// The popover for `recipeID`; `today` says the day it is.
  init(
    store: AppStore, recipeID: Recipe.ID,
    today: @escaping @MainActor () -> PlanDay = { PlanDay.today(in: .current) }
  ) {
    self.store = store
    self.recipeID = recipeID
    self.today = today
    content.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    for widget in [dayDropDown, dateEntry, mealDropDown] as [Widget] { content.append(widget) }
    dateEntry.setAccessibleLabel(localized("Date"))
    let servingsRow = Box(.horizontal, spacing: 8)
    let servingsLabel = Label(localized("Servings"))
    servingsLabel.expandsHorizontally = true
    servingsLabel.setAlignment(x: 0)
    servingsRow.append(servingsLabel)
    servingsRow.append(servingsButton)
    content.append(servingsRow)
    messageLabel.addStyleClass("error")
    messageLabel.wrap()
    messageLabel.isVisible = false
    content.append(messageLabel)
    planButton.addStyleClass("suggested-action")
    planButton.setAccessibleLabel(localized("Plan"))
    content.append(planButton)
    button = PopoverButton(label: localized("Plan…"), content: content)
    button.setAccessibleLabel(localized("Plan this recipe"))
    button.tooltip = localized("Put the recipe on a day of the meal plan")
    planButton.onClick { [weak self] in self?.plan() }
    dateEntry.onActivate { [weak self] in self?.plan() }
    button.onOpen { [weak self] in self?.refreshDays() }
    mealDropDown.setItems(Self.otherMeals.map(PlanText.mealTitle), selected: nil)
    refreshDays()
  }

  /// Starts the servings at the window's.
  func show(servings: Int) {
    servingsButton.pick(servings)
  }

  private func refreshDays() {
    let first = today()
    days = (1...13).map { first.adding(days: $0) }
    dayDropDown.setItems(days.map(PlanText.longDay), selected: nil)
    messageLabel.isVisible = false
  }

  /// The day chosen: the date written, if any, else the drop-down's; nil for a bad date.
  var chosenDay: PlanDay? {
    let written = dateEntry.text.trimmingCharacters(in: .whitespaces)
    if !written.isEmpty { return PlanDay(parsing: written) }
    guard let item = dayDropDown.selectedItem else { return today() }
    return days.first { PlanText.longDay($0) == item }
  }

  /// The meal chosen.
  var chosenMeal: Meal {
    guard let item = mealDropDown.selectedItem else { return .dinner }
    return Self.otherMeals.first { PlanText.mealTitle($0) == item } ?? .dinner
  }

  /// Plans the recipe as chosen, and closes the popover; a bad date says so instead.
  func plan() {
    guard let day = chosenDay else {
      messageLabel.text = localized(
        "“{text}” is not a date: write it as 2026-12-24.",
        [
          "text": dateEntry.text
        ])
      messageLabel.isVisible = true
      return
    }
    store.send(
      .plan(.addRecipeTapped(recipeID, day: day, meal: chosenMeal, servings: servingsButton.value)))
    dateEntry.text = ""
    button.popdown()
  }
}
