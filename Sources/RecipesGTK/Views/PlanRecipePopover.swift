import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The recipe window's "Plan…": a day (today and the two weeks after it, or another picked
/// in a calendar), a meal and the servings, which start at the window's.
@MainActor
final class PlanRecipePopover {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The button that opens it.
  let button: PopoverButton
  let dayDropDown = DropDown(allLabel: localized("Today"), accessibleLabel: localized("Day"))
  /// "Another day": a calendar, for a day past the drop-down's two weeks.
  let calendar = CalendarView()
  let otherDay: Expander
  let mealDropDown = DropDown(
    allLabel: PlanText.mealTitle(.dinner), accessibleLabel: localized("Meal"))
  let servingsButton = SpinButton(range: 1...99, accessibleLabel: localized("Servings"))
  let planButton = Button(label: localized("Plan"))
  private let content = Box(.vertical, spacing: 8)
  private let store: AppStore
  private let recipeID: Recipe.ID
  private let today: @MainActor () -> PlanDay
  /// The drop-down's days after today: the next thirteen, and any picked in the calendar.
  private var days: [PlanDay] = []
  /// The meals after dinner, the drop-down's first entry.
  private static let otherMeals: [Meal] = [.breakfast, .lunch, .snack]

  /// The popover for `recipeID`; `today` says the day it is.
  init(store: AppStore, recipeID: Recipe.ID, today: @escaping @MainActor () -> PlanDay) {
    self.store = store
    self.recipeID = recipeID
    self.today = today
    otherDay = Expander(label: localized("Another day"), child: calendar)
    content.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    for widget in [dayDropDown, otherDay, mealDropDown] as [Widget] { content.append(widget) }
    calendar.setAccessibleLabel(localized("Another day"))
    let servingsRow = Box(.horizontal, spacing: 8)
    let servingsLabel = Label(localized("Servings"))
    servingsLabel.expandsHorizontally = true
    servingsLabel.setAlignment(x: 0)
    servingsRow.append(servingsLabel)
    servingsRow.append(servingsButton)
    content.append(servingsRow)
    planButton.addStyleClass("suggested-action")
    planButton.setAccessibleLabel(localized("Plan"))
    content.append(planButton)
    button = PopoverButton(label: localized("Plan…"), content: content)
    button.setAccessibleLabel(localized("Plan this recipe"))
    button.tooltip = localized("Put the recipe on a day of the meal plan")
    // "Another day" opens a calendar: grown downward, it pushed "Plan" off the screen.
    button.opensUpward()
    planButton.onClick { [weak self] in self?.plan() }
    // The drop-down and the calendar show one day: a day picked in the calendar is chosen
    // in the drop-down (added to it past its two weeks), and the other way round.
    calendar.onDayPicked { [weak self] day in
      guard let self, let picked = PlanDay(year: day.year, month: day.month, day: day.day)
      else { return }
      let first = self.today()
      if picked != first, !self.days.contains(picked) {
        self.days = (self.days + [picked]).sorted()
      }
      self.dayDropDown.setItems(
        self.days.map(PlanText.longDay), selected: picked == first ? nil : PlanText.longDay(picked))
    }
    dayDropDown.onSelect { [weak self] _ in
      guard let self else { return }
      self.calendar.selectedDay = Self.calendarDay(self.chosenDay)
    }
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
    calendar.selectedDay = Self.calendarDay(first)
    otherDay.isExpanded = false
  }

  private static func calendarDay(_ day: PlanDay) -> CalendarDay {
    CalendarDay(year: day.year, month: day.month, day: day.day)
  }

  /// The day chosen, in the drop-down or the calendar (which show the same).
  var chosenDay: PlanDay {
    guard let item = dayDropDown.selectedItem else { return today() }
    return days.first { PlanText.longDay($0) == item } ?? today()
  }

  /// The meal chosen.
  var chosenMeal: Meal {
    guard let item = mealDropDown.selectedItem else { return .dinner }
    return Self.otherMeals.first { PlanText.mealTitle($0) == item } ?? .dinner
  }

  /// Plans the recipe as chosen, and closes the popover.
  func plan() {
    store.send(
      .plan(
        .addRecipeTapped(
          recipeID, day: chosenDay, meal: chosenMeal, servings: servingsButton.value)))
    button.popdown()
    refreshDays()
  }
}
