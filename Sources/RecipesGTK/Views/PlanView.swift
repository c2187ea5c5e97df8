import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The meal planner, a view of the main window: a week of days, each with its meals and
/// what is planned for them.
///
/// It renders `PlanWeekViewState` and sends every press, pick and drop to the store; the
/// library is changed by the store's effects, never here. The days flow in columns as wide
/// as a day needs (four and three on a desk's 1280 pixels, one under another on a phone's
/// 360), following the window's width as it changes, and scroll vertically. The week's
/// title, its buttons and what they do stay in a bar over the days. A recipe card dropped
/// on a meal plans its recipe there; an entry dragged to another meal moves.
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
  /// The days, flowed in as many columns as the width holds (GTK's flow box: nothing is
  /// rebuilt when the width changes).
  let daysBox = WrappingBox(spacing: 12, homogeneous: true)
  /// The week's buttons on a phone, in the "More" popover: the same three, for a width
  /// that has no room for them in the bar.
  let compactShopButton: Button
  let compactSuggestButton: Button
  let compactCalendarButton: Button
  /// "Today" on a phone, in the "More" popover.
  ///
  /// Beside the arrows it left the week's title room for a word a line (in French,
  /// "7 – 13 déc. 2026" took three lines).
  let compactTodayButton: Button
  /// The width "Today" takes beside the arrows, measured while it is shown there.
  private var todayWidth: Int32 = 0
  /// Opens the week's buttons where the bar has no room for them (a phone).
  let moreButton: PopoverButton
  /// The week's three buttons in the bar.
  private let wideActions = Box(.horizontal, spacing: 6)
  /// Holds `wideActions`, shown when the window has room for them; never wider than it is
  /// given, so the buttons never keep the window from being made narrower.
  private let wideSlot = ScrolledWindow()
  /// The arrows to the weeks before and after, at the bar's end.
  private let arrows = Box(.horizontal, spacing: 0)
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
    let compact = Self.makeCompactActions()
    (compactTodayButton, compactShopButton, compactSuggestButton, compactCalendarButton) =
      compact.buttons
    moreButton = PopoverButton(
      icon: "view-more-symbolic", accessibleLabel: localized("More for this week"),
      content: compact.box)
    toasts.setChild(makeContent())
    planToasts = PlanToasts(
      overlay: toasts, undo: { [store] in store.send(.plan(.undoTapped)) },
      dismissed: { [store] in store.send(.plan(.undoExpired)) },
      undoNotice: { [store] in store.send(.plan($0)) })
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

  /// The week's title, its buttons (or, on a phone, "More" holding them) and its arrows,
  /// in a row over the days (the main window's header is the views').
  private func makeWeekRow() -> Box {
    let row = Box(.horizontal, spacing: Self.barSpacing)
    let buttons = arrows
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
    for button in [shopButton, suggestButton, calendarButton] { wideActions.append(button) }
    wideSlot.setChild(wideActions)
    wideSlot.fitContentWidthOrShrink()
    wideSlot.align(vertical: .center)
    moreButton.align(horizontal: .end, vertical: .center)
    moreButton.isVisible = false
    row.append(wideSlot)
    row.append(moreButton)
    row.append(buttons)
    return row
  }

  /// The space between the bar's title and its buttons.
  private static let barSpacing: Int32 = 6
  /// The bar's margins at its start and end.
  private static let barMargin: Int32 = 12

  /// Shows the week's three buttons in the bar when a window `windowWidth` wide has room
  /// for them beside the week's title and arrows, else "More" holding them; what "Suggest
  /// dinners" picks from is said under the bar only beside its button.
  ///
  /// Chosen from the window's width (when it changes, and after each render), outside GTK's
  /// layout: a squeezer that chose while the page, shown again after the window was
  /// narrowed, was being laid out left the whole window blank until a click (GTK 4.8,
  /// libadwaita 1.2).
  func fit(windowWidth: Int32) {
    guard windowWidth > 0 else { return }
    // The arrows as wide as with "Today" between them, however they are shown now: the
    // choice must not change because it was made.
    if todayButton.isVisible { todayWidth = max(todayWidth, todayButton.naturalWidth) }
    let arrowsWidth = arrows.naturalWidth + (todayButton.isVisible ? 0 : todayWidth)
    let needed =
      weekTitle.naturalWidth + wideActions.naturalWidth + arrowsWidth
      + 2 * Self.barSpacing + 2 * Self.barMargin
    let roomy = windowWidth >= needed
    wideSlot.isVisible = roomy
    moreButton.isVisible = !roomy
    suggestionSource.isVisible = roomy
    todayButton.isVisible = roomy
  }

  /// The "More" popover's content: "Today", the week's three buttons, and what suggesting
  /// picks from.
  private static func makeCompactActions()
    -> (box: Box, buttons: (Button, Button, Button, Button))
  {
    let box = Box(.vertical, spacing: 2)
    box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    box.setSizeRequest(width: 240, height: -1)
    let today = compactButton(localized("Today"), accessibleLabel: localized("This week"))
    today.tooltip = localized("Show the week of today")
    let shop = compactButton(localized("Add this week to the shopping list"))
    let suggest = compactButton(localized("Suggest dinners"))
    let calendar = compactButton(localized("Show in my calendar…"))
    for button in [today, shop, suggest, calendar] { box.append(button) }
    let source = Label(PlanText.suggestionSource)
    source.addStyleClass("dim-label")
    source.addStyleClass("caption")
    source.wrap()
    // As wide as the buttons: a wrapping caption would ask for its whole line, wider than
    // a phone.
    source.setMaximumWidth(characters: 36)
    source.setAlignment(x: 0)
    source.setMargins(top: 4, bottom: 0, start: 6, end: 6)
    box.append(source)
    suggest.setAccessibleDescription(source.text)
    return (box, (today, shop, suggest, calendar))
  }

  /// A flat button of the "More" popover, its text wrapping within a phone's width: one
  /// line in a long translation ("Ajouter la semaine à la liste de courses") made the
  /// popover wider than the window.
  private static func compactButton(_ text: String, accessibleLabel: String? = nil) -> Button {
    let label = Label(text)
    label.wrap()
    label.setMaximumWidth(characters: 30)
    label.justification = .center
    let button = Button(child: label, accessibleLabel: accessibleLabel ?? text)
    button.addStyleClass("flat")
    return button
  }

  /// The bar over the days: the week's row, then how to plan a meal and what "Suggest
  /// dinners" picks from.
  ///
  /// It stays put while the days scroll: the view opens scrolled to today, which took the
  /// buttons out of sight when they were the page's.
  private func makeBar() -> Box {
    let bar = Box(.vertical, spacing: 4)
    bar.setMargins(top: 12, bottom: 6, start: Self.barMargin, end: Self.barMargin)
    bar.append(makeWeekRow())
    for button in [shopButton, suggestButton, calendarButton] {
      button.setAccessibleLabel(button.label)
    }
    shopButton.tooltip = localized("Every recipe of the week, at its planned servings")
    suggestButton.tooltip = localized("Fill the empty dinners of the week from today on")
    suggestButton.setAccessibleDescription(suggestionSource.text)
    let hint = Label(localized("Plan a meal with its “+”, or with Plan… in a recipe's window."))
    for caption in [hint, suggestionSource, calendarStatus] {
      caption.addStyleClass("dim-label")
      caption.addStyleClass("caption")
      caption.setAlignment(x: 0)
      bar.append(caption)
    }
    hint.wrap()
    suggestionSource.wrap()
    calendarStatus.ellipsize()
    return bar
  }

  private func makeContent() -> Box {
    let page = Box(.vertical, spacing: 12)
    page.setMargins(top: 6, bottom: 24, start: 12, end: 12)
    page.append(daysBox)
    let (content, scroller) = ScrollingPage.make(page, under: [makeBar(), banner.root])
    self.scroller = scroller
    return content
  }

  private func connect() {
    previousButton.onClick { [store] in store.send(.plan(.previousWeekTapped)) }
    nextButton.onClick { [store] in store.send(.plan(.nextWeekTapped)) }
    todayButton.onClick { [store] in store.send(.plan(.todayTapped)) }
    let moreButton = moreButton
    compactTodayButton.onClick { [store] in
      moreButton.popdown()
      store.send(.plan(.todayTapped))
    }
    for button in [shopButton, compactShopButton] {
      button.onClick { [store] in
        moreButton.popdown()
        store.send(.plan(.addWeekToShoppingListTapped))
      }
    }
    for button in [calendarButton, compactCalendarButton] {
      button.onClick { [store] in
        moreButton.popdown()
        store.send(.planCalendar(.openTapped))
      }
    }
    for button in [suggestButton, compactSuggestButton] {
      button.onClick { [store] in
        moreButton.popdown()
        store.send(.plan(.suggestDinnersTapped))
      }
    }
  }

  // MARK: - Rendering

  /// Shows `state`: the days rebuilt when they changed, the popover's matches, the toasts.
  func render(_ state: PlanFeature.State) {
    addPopover.render(state.picker)
    let view = PlanWeekViewState(state)
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    weekTitle.text = Self.keepingDatesWhole(view.title)
    todayButton.isSensitive = !view.showsToday
    compactTodayButton.isSensitive = !view.showsToday
    banner.show(view.errorMessage, isError: true)
    planToasts?.render(view)
    if previous?.days != view.days { renderDays(view.days) }
    // A week opened (or "Today" pressed) opens on today, not on the week's first day.
    if previous?.days.first?.day != view.days.first?.day { scrollToToday() }
  }

  /// `title` ("30 Nov – 6 Dec 2026") wrapping only after its dash, never inside a date: on
  /// a phone it takes two lines at most, each a whole date.
  static func keepingDatesWhole(_ title: String) -> String {
    let dates = title.components(separatedBy: " – ")
    guard dates.count == 2 else { return title }
    let whole = dates.map { $0.replacingOccurrences(of: " ", with: "\u{a0}") }
    return whole[0] + "\u{a0}– " + whole[1]
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
    guard scroller.scrollToShow(today.root) else { return true }
    giveTodayTheKeyboard(today)
    return false
  }

  /// Puts the keyboard on today's first "+" the first time the view opens on today, where
  /// GTK put it on the first button it found (the bar's); a day the cook already went into
  /// keeps it.
  private func giveTodayTheKeyboard(_ today: PlanDayView) {
    guard !hasPlacedKeyboard, root.isMapped else { return }
    hasPlacedKeyboard = true
    guard !dayViews.contains(where: { $0.root.containsFocus }) else { return }
    today.slots.first?.addButton.grabFocus()
  }

  /// Whether the keyboard was put on today once already.
  private var hasPlacedKeyboard = false

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
