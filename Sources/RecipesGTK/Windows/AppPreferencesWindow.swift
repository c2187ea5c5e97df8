import GtkInterop
import RecipesCore
import RecipesLocalization

/// The preferences window: libadwaita's, with a page "General" of one group per concern.
///
/// It renders `PreferencesViewState` and turns every choice into an action — the style
/// into the same `AppearanceFeature` action as the main menu's Style items, the units into
/// `PreferencesFeature`'s — never changing anything itself. The app makes one and shows it
/// again each time (see `PreferencesWindow` for why it is kept).
///
/// A new concern is a new group: a `make…Group()` builder below, its rows rendered in
/// `render(_:)` from its part of `PreferencesViewState`. "Meal times" (the planner) and
/// "Accounts" (the recipes sync and the plan's calendar, each set up in a page of its own
/// over the general one, `AccountPageFlow`) come after "Units", in `makeGeneralPage()`.
@MainActor
final class AppPreferencesWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  let window = PreferencesWindow(title: localized("Preferences"))
  /// Style: Follow System, Light or Dark.
  let styleRow: ComboRow
  /// Units: As written, Metric or Imperial.
  let unitsRow: ComboRow
  /// Accounts: the recipes sync's and the calendar's "Set Up…" buttons.
  let syncAccountButton = Button(label: localized("Set Up…"))
  let calendarAccountButton = Button(label: localized("Set Up…"))
  /// Pantry: whether salt, pepper, water and ice count as at home.
  let staplesRow = SwitchRow(
    title: localized("Staples are at home"),
    subtitle: localized("Salt, pepper, water and ice count as at home in “What can I make?”"))
  /// Meal times: a row per meal, its time ("19:00") in an entry.
  private(set) var mealTimeRows: [Meal: (row: ActionRow, entry: Entry)] = [:]
  private let store: AppStore
  private var observation: StoreObservation?
  private var staplesObservation: StoreObservation?
  private var rendered: PreferencesViewState?

  /// Builds the window showing `store`'s choices from now on.
  init(store: AppStore) {
    self.store = store
    let view = PreferencesViewState(PreferencesViewState.Parts(store.state))
    styleRow = ComboRow(
      title: localized("Style"),
      subtitle: localized("Light or dark windows, or as the desktop prefers"),
      choices: view.styleTitles)
    unitsRow = ComboRow(
      title: localized("Units"),
      subtitle: localized("How recipe windows show quantities when they open"),
      choices: view.unitDisplayTitles)
    window.add(makeGeneralPage())
    connect()
    store.send(.preferences(.mealTimesRequested))
    store.send(.pantry(.staplesAtHomeRequested))
    // Through the pantry's box, which lends it: `$0.pantry` would copy the whole pantry
    // after every action.
    staplesObservation = store.observe({ $0.$pantry.wrappedValue.staplesAtHome }) {
      [weak self] atHome in
      if self?.staplesRow.isOn != atHome { self?.staplesRow.isOn = atHome }
    }
    staplesRow.isOn = store.state.pantry.staplesAtHome
    observation = store.observe({ PreferencesViewState.Parts($0) }) { [weak self] in
      self?.render(PreferencesViewState($0))
    }
    render(view)
  }

  /// Shows the window over `parent` and brings it to the front.
  func present(over parent: Window?) {
    window.setParent(parent)
    window.present()
  }

  /// Shows `subpage` (an account's page) over the general page, and the window over
  /// `parent`; a window not yet shown opens on the subpage.
  func present(subpage: Widget, over parent: Window?) {
    window.present(subpage: subpage)
    present(over: parent)
  }

  // MARK: - Building (a group per concern)

  private func makeGeneralPage() -> PreferencesPage {
    let page = PreferencesPage(
      title: localized("General"), iconName: "emblem-system-symbolic", name: "general")
    page.add(makeAppearanceGroup())
    page.add(makeUnitsGroup())
    page.add(makePantryGroup())
    page.add(makeMealTimesGroup())
    page.add(makeAccountsGroup())
    return page
  }

  private func makeAccountsGroup() -> PreferencesGroup {
    let group = PreferencesGroup(
      title: localized("Accounts"),
      description: localized("Passwords are kept in the desktop’s keyring, never in a file."))
    let sync = ActionRow(
      title: localized("Recipe sync"),
      subtitle: localized("Your recipes in a Nextcloud Cookbook folder or any WebDAV folder"))
    syncAccountButton.setAccessibleLabel(localized("Set up the recipe sync"))
    syncAccountButton.align(vertical: .center)
    syncAccountButton.onClick { [store] in store.send(.sync(.schedule(.openTapped))) }
    sync.addSuffix(syncAccountButton, activates: true)
    group.add(sync)
    let calendar = ActionRow(
      title: localized("Calendar"),
      subtitle: localized("The meal plan in a CalDAV calendar, such as Nextcloud Calendar"))
    calendarAccountButton.setAccessibleLabel(localized("Set up the calendar"))
    calendarAccountButton.align(vertical: .center)
    calendarAccountButton.onClick { [store] in store.send(.planCalendar(.openTapped)) }
    calendar.addSuffix(calendarAccountButton, activates: true)
    group.add(calendar)
    return group
  }

  private func makeAppearanceGroup() -> PreferencesGroup {
    let group = PreferencesGroup(title: localized("Appearance"))
    group.add(styleRow)
    return group
  }

  private func makeUnitsGroup() -> PreferencesGroup {
    let group = PreferencesGroup(
      title: localized("Units"),
      description: localized(
        "A recipe window can switch them too: new windows open in the units chosen last."))
    group.add(unitsRow)
    return group
  }

  private func makePantryGroup() -> PreferencesGroup {
    let group = PreferencesGroup(title: localized("Pantry"))
    group.add(staplesRow)
    staplesRow.onToggle { [store] isOn in store.send(.pantry(.staplesAtHomeChanged(isOn))) }
    return group
  }

  private func makeMealTimesGroup() -> PreferencesGroup {
    let group = PreferencesGroup(
      title: localized("Meal times"),
      description: localized("When each meal of the plan is, in the calendar (HH:MM)."))
    for meal in Meal.allCases {
      let row = ActionRow(title: PlanText.mealTitle(meal))
      let entry = Entry()
      entry.setAccessibleLabel(
        localized("Time of {meal}", ["meal": PlanText.mealTitle(meal)]))
      entry.setSizeRequest(width: 72, height: -1)
      entry.align(vertical: .center)
      // A time is saved as soon as it reads as one; Enter and leaving say when it does not.
      entry.onChange { [store] text in
        if MealTime.normalized(text) != nil {
          store.send(.preferences(.mealTimeEntered(meal, text)))
        }
      }
      entry.onActivate { [store, weak entry] in
        store.send(.preferences(.mealTimeEntered(meal, entry?.text ?? "")))
      }
      // Leaving the field says so too: "25:99" is not kept silently with Tab.
      entry.onFocusLeave { [store, weak entry] in
        guard let text = entry?.text, MealTime.normalized(text) == nil else { return }
        store.send(.preferences(.mealTimeEntered(meal, text)))
      }
      row.addSuffix(entry)
      group.add(row)
      mealTimeRows[meal] = (row, entry)
    }
    return group
  }

  private func connect() {
    styleRow.onSelect { [weak self] index in
      guard let self, let style = self.rendered?.styles[safe: index] else { return }
      self.store.send(.appearance(.styleChosen(style)))
    }
    unitsRow.onSelect { [weak self] index in
      guard let self, let units = self.rendered?.unitDisplays[safe: index] else { return }
      self.store.send(.preferences(.unitDisplayChosen(units)))
    }
  }

  // MARK: - Rendering

  private func render(_ view: PreferencesViewState) {
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    styleRow.selectedIndex = view.selectedStyle
    unitsRow.selectedIndex = view.selectedUnitDisplay
    for time in view.mealTimes {
      guard let (row, entry) = mealTimeRows[time.meal] else { continue }
      row.subtitle = time.subtitle
      // Only a new time the entry does not already say: typing "7:3" stays as typed.
      let before = previous?.mealTimes.first { $0.meal == time.meal }?.time
      if before != time.time, MealTime.normalized(entry.text) != time.time {
        entry.text = time.time
      }
    }
    if let message = view.errorMessage, message != previous?.errorMessage {
      window.add(Toast(message, priority: .high))
    }
  }
}

extension Array {
  /// The element at `index`, or nil outside the array.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
