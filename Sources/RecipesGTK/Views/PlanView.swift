import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The meal planner, a view of the main window: a week of days, each with its meals and
/// what is planned for them.
///
/// It renders `PlanWeekViewState` and sends every press, pick and drop to the store; the
/// library is changed by the store's effects, never here. Days stack one per row and
/// scroll vertically, so the view fits a phone's 360 pixels. A recipe card dropped on a
/// meal plans its recipe there; an entry dragged to another meal moves.
@MainActor
final class PlanView {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The view's content, a page of the main window.
  var root: Widget { toasts }
  let previousButton = Button(
    icon: "go-previous-symbolic", accessibleLabel: localized("Previous week"))
  let todayButton = Button(label: localized("Today"))
  let nextButton = Button(icon: "go-next-symbolic", accessibleLabel: localized("Next week"))
  let weekTitle = Label()
  let shopButton = Button(label: localized("Add this week to the shopping list"))
  let suggestButton = Button(label: localized("Suggest dinners"))
  /// What "Suggest dinners" picks from, under the buttons.
  let suggestionSource = Label(PlanText.suggestionSource)
  /// Opens the "Show in my calendar" window.
  let calendarButton = Button(label: localized("Show in my calendar…"))
  /// Whether the plan is published to a calendar, and when it was last.
  let calendarStatus = Label()
  /// Toasts over the week: Undo after a removal, what shopping or suggesting did.
  let toasts = ToastOverlay()
  /// Why the plan could not be read or changed.
  let banner = MessageBanner()
  /// The "+" popovers' content, shared by every slot.
  let addPopover: PlanAddPopover
  private(set) var planToasts: PlanToasts?
  /// The days shown, first weekday first.
  private(set) var dayViews: [PlanDayView] = []
  private let daysBox = Box(.vertical, spacing: 12)
  /// Scrolls the week; set while the content is built.
  private(set) var scroller: ScrolledWindow?
  private let store: AppStore
  private let images: ImageLoading?
  private var rendered: PlanWeekViewState?
  private var calendarObservation: StoreObservation?
  /// Says the calendar's line again: "Published 2 min ago" ages without any action.
  private var calendarTicks: RelativeTimeTicks?

  /// Builds the view showing `store`'s plan, with recipe pictures from `images`.
  init(store: AppStore, images: ImageLoading? = nil) {
    self.store = store
    self.images = images
    addPopover = PlanAddPopover(store: store)
    toasts.setChild(makeContent())
    planToasts = PlanToasts(
      overlay: toasts, undo: { [store] in store.send(.plan(.undoTapped)) },
      dismissed: { [store] in store.send(.plan(.undoExpired)) },
      undoSuggestion: { [store] in store.send(.plan(.undoSuggestionTapped)) })
    connect()
    calendarObservation = store.observe({ $0.$planCalendar }) { [weak self] in
      self?.renderCalendarStatus($0.wrappedValue)
    }
    renderCalendarStatus(store.state.planCalendar)
    calendarTicks = RelativeTimeTicks { [weak self, store] in
      self?.renderCalendarStatus(store.state.planCalendar)
    }
  }

  // MARK: - Building

  /// The week's buttons and its title, in a row over the days (the main window's header is
  /// the views').
  private func makeWeekRow() -> Box {
    let row = Box(.horizontal, spacing: 6)
    let buttons = Box(.horizontal, spacing: 0)
    buttons.addStyleClass("linked")
    buttons.append(previousButton)
    todayButton.setAccessibleLabel(localized("This week"))
    todayButton.tooltip = localized("Show the week of today")
    buttons.append(todayButton)
    buttons.append(nextButton)
    buttons.align(vertical: .center)
    weekTitle.addStyleClass("title-2")
    weekTitle.setAlignment(x: 0)
    weekTitle.wrap()
    weekTitle.expandsHorizontally = true
    row.append(weekTitle)
    row.append(buttons)
    return row
  }

  private func makeContent() -> Box {
    let page = Box(.vertical, spacing: 12)
    page.setMargins(top: 12, bottom: 24, start: 12, end: 12)
    let actions = Box(.vertical, spacing: 6)
    for button in [shopButton, suggestButton, calendarButton] {
      button.setAccessibleLabel(button.label)
      button.align(horizontal: .start)
      actions.append(button)
      // What the suggestion picks from, right under its button.
      if button === suggestButton { actions.append(suggestionSource) }
    }
    shopButton.tooltip = localized("Every recipe of the week, at its planned servings")
    suggestButton.tooltip = localized("Fill the empty dinners of the week from today on")
    page.append(actions)
    suggestionSource.addStyleClass("dim-label")
    suggestionSource.addStyleClass("caption")
    suggestionSource.wrap()
    suggestionSource.setAlignment(x: 0)
    suggestButton.setAccessibleDescription(suggestionSource.text)
    calendarStatus.addStyleClass("dim-label")
    calendarStatus.setAlignment(x: 0)
    calendarStatus.ellipsize()
    page.append(calendarStatus)
    let hint = Label(localized("Plan a meal with its “+”, or with Plan… in a recipe's window."))
    hint.addStyleClass("dim-label")
    hint.wrap()
    hint.setAlignment(x: 0)
    page.append(daysBox)
    // The week's row, and how to plan a meal, stay over the days as they scroll: the view
    // opens scrolled to today, which cut the hint in half when it was the page's.
    let weekRow = makeWeekRow()
    weekRow.setMargins(top: 12, bottom: 0, start: 12, end: 12)
    hint.addStyleClass("caption")
    hint.setMargins(top: 2, bottom: 6, start: 12, end: 12)
    let (content, scroller) = ScrollingPage.make(page, under: [weekRow, hint, banner.root])
    self.scroller = scroller
    return content
  }

  private func connect() {
    previousButton.onClick { [store] in store.send(.plan(.previousWeekTapped)) }
    nextButton.onClick { [store] in store.send(.plan(.nextWeekTapped)) }
    todayButton.onClick { [store] in store.send(.plan(.todayTapped)) }
    shopButton.onClick { [store] in store.send(.plan(.addWeekToShoppingListTapped)) }
    calendarButton.onClick { [store] in store.send(.planCalendar(.openTapped)) }
    suggestButton.onClick { [store] in store.send(.plan(.suggestDinnersTapped)) }
  }

  // MARK: - Rendering

  /// Shows `state`: the days rebuilt when they changed, the popover's matches, the toasts.
  func render(_ state: PlanFeature.State) {
    addPopover.render(state.picker)
    let view = PlanWeekViewState(state)
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    weekTitle.text = view.title
    todayButton.isSensitive = !view.showsToday
    banner.show(view.errorMessage, isError: true)
    planToasts?.render(view)
    if previous?.days != view.days { renderDays(view.days) }
    // A week opened (or "Today" pressed) opens on today, not on the week's first day.
    if previous?.days.first?.day != view.days.first?.day { scrollToToday() }
  }

  /// Scrolls today's card to the top once the week is read and laid out, or, in a week
  /// without today, the week's first day: another week never opens halfway down.
  ///
  /// Looked up each frame, as the week's first read draws the days again.
  private func scrollToToday() {
    var framesLeft = 60
    isPlacingWeek = true
    daysBox.onEveryFrame { [weak self] in
      framesLeft -= 1
      guard let self else { return false }
      let goesOn = self.placeWeek(framesLeft: framesLeft)
      if !goesOn { self.isPlacingWeek = false }
      return goesOn
    }
  }

  /// Whether the week is still being scrolled to today (it waits for the view to be drawn:
  /// the planner shown later scrolls then).
  private(set) var isPlacingWeek = false

  /// One frame's try at scrolling today into view; whether to try again next frame.
  private func placeWeek(framesLeft: Int) -> Bool {
    guard framesLeft > 0, let scroller else { return false }
    guard rendered?.isLoading == false else { return true }
    guard let today = dayViews.first(where: \.day.isToday) else {
      scroller.scrollToTop()
      return false
    }
    return !scroller.scrollToShow(today.root)
  }

  /// Shows the calendar's status line; hidden without a calendar.
  func renderCalendarStatus(_ state: PlanCalendarFeature.State) {
    let line = PlanCalendarViewState(state, now: Date()).statusLine
    calendarStatus.text = line
    calendarStatus.isVisible = !line.isEmpty
    if !line.isEmpty { calendarStatus.setAccessibleLabel(line) }
  }

  private func renderDays(_ days: [PlanWeekViewState.Day]) {
    // Drawn again, the week stays where the cook was: the same scroll, and the keyboard on
    // the same meal's "+" (left to GTK, it would land on Monday's and scroll there).
    let focusedSlot = dayViews.lazy.flatMap { day in
      day.slots.map { (day: day.day.day, meal: $0.meal, slot: $0) }
    }.first { $0.slot.root.containsFocus }
    // Another week starts at its top (or today, `scrollToToday`).
    let sameWeek = dayViews.first?.day.day == days.first?.day
    let offset = sameWeek ? scroller?.verticalOffset : nil
    daysBox.removeAll()
    dayViews = days.map { PlanDayView($0, store: store, popover: addPopover) }
    for dayView in dayViews {
      daysBox.append(dayView.root)
      for row in dayView.rows where !row.card.isNote { images?.loadThumbnail(into: row) }
    }
    if let focusedSlot { dayView(focusedSlot.day)?.slot(focusedSlot.meal)?.addButton.grabFocus() }
    if let offset, offset > 0, let scroller {
      var framesLeft = 10
      daysBox.onEveryFrame { [weak scroller] in
        framesLeft -= 1
        guard let scroller, framesLeft > 0 else { return false }
        return !scroller.scroll(to: offset)
      }
    }
  }

  /// The day view of `day`, if shown.
  func dayView(_ day: PlanDay) -> PlanDayView? { dayViews.first { $0.day.day == day } }
}
