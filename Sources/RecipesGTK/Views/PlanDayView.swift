import GtkInterop
import RecipesCore
import RecipesLocalization

/// A day of the planner: its title, then each meal with its entries and a "+".
///
/// Each meal takes drops: a recipe card from the main grid is planned there, an entry is
/// moved there. The day's title takes them too, for dinner.
@MainActor
final class PlanDayView {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// One meal of the day.
  @MainActor
  final class Slot {
    let meal: Meal
    /// The meal's heading, entries and "+": what takes a drop.
    let root = Box(.vertical, spacing: 4)
    /// Opens the search and note popover for the meal.
    let addButton: PopoverButton
    /// Holds the shared popover content while this slot's popover is open.
    let popoverHost = Box(.vertical)
    /// The entries' rows, in order.
    private(set) var rows: [PlanEntryRow] = []
    /// Takes recipes and entries dropped on the meal.
    fileprivate(set) var dropTarget: DropTarget?

    init(meal: Meal, dayTitle: String) {
      self.meal = meal
      addButton = PopoverButton(
        icon: "list-add-symbolic",
        accessibleLabel: localized(
          "Add to {meal} on {day}", ["meal": PlanText.mealTitle(meal), "day": dayTitle]),
        content: popoverHost)
      addButton.addStyleClass("flat")
    }

    fileprivate func append(_ row: PlanEntryRow) {
      rows.append(row)
      root.append(row.root)
    }
  }

  /// The day's root widget.
  let root = Box(.vertical, spacing: 6)
  /// The day shown.
  let day: PlanWeekViewState.Day
  /// Its meals, breakfast first.
  private(set) var slots: [Slot] = []
  /// Takes drops on the day's title, for dinner.
  private(set) var titleDropTarget: DropTarget?

  /// Builds `day`; drops and removals go to `store`, and "+" hands `popover` to the slot.
  init(_ day: PlanWeekViewState.Day, store: AppStore, popover: PlanAddPopover) {
    self.day = day
    root.addStyleClass("card")
    root.addStyleClass("plan-day")
    if day.isToday { root.addStyleClass("plan-today") }
    root.setAccessibleLabel(day.title)

    let title = Label.sectionTitle(
      day.isToday ? localized("{day} (today)", ["day": day.title]) : day.title)
    title.wrap()
    title.setMaximumWidth(characters: 20)
    root.append(title)
    titleDropTarget = DropTarget(on: title) { text, _, _ in
      Self.take(text, on: day.day, meal: .dinner, store: store)
    }

    for slotState in day.slots {
      let slot = Slot(meal: slotState.meal, dayTitle: day.title)
      let heading = Box(.horizontal, spacing: 4)
      let name = Label(slotState.title)
      name.addStyleClass("heading")
      name.setAlignment(x: 0)
      name.expandsHorizontally = true
      heading.append(name)
      heading.append(slot.addButton)
      slot.root.append(heading)
      for card in slotState.cards {
        let id = card.id
        slot.append(
          PlanEntryRow(
            card, remove: { store.send(.plan(.removeTapped(id))) },
            open: { store.send(.plan(.entryActivated(id))) },
            servingsChanged: { store.send(.plan(.servingsChanged(id, $0))) }))
      }
      let meal = slotState.meal
      slot.dropTarget = DropTarget(on: slot.root) { text, _, _ in
        Self.take(text, on: day.day, meal: meal, store: store)
      }
      slot.addButton.onOpen { [weak slot, weak popover] in
        guard let slot, let popover else { return }
        popover.move(into: slot.popoverHost)
        popover.open(for: day.day, meal: meal) { [weak slot] in slot?.addButton.popdown() }
      }
      root.append(slot.root)
      slots.append(slot)
    }
  }

  /// The slot of `meal`.
  func slot(_ meal: Meal) -> Slot? { slots.first { $0.meal == meal } }

  /// Every entry row of the day, breakfast first.
  var rows: [PlanEntryRow] { slots.flatMap(\.rows) }

  /// Plans a dropped recipe, or moves a dropped entry, to `day`'s `meal`; false for
  /// anything else (it flies back).
  static func take(_ text: String, on day: PlanDay, meal: Meal, store: AppStore) -> Bool {
    switch PlanDragText(text: text) {
    case .recipe(let id):
      store.send(.plan(.addRecipeTapped(id, day: day, meal: meal, servings: nil)))
      return true
    case .entry(let id):
      store.send(.plan(.entryMoved(id, day: day, meal: meal, position: nil)))
      return true
    case nil:
      return false
    }
  }
}
