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
/// "Accounts" (sync) go after "Units", in `makeGeneralPage()`.
@MainActor
final class AppPreferencesWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  let window = PreferencesWindow()
  /// Style: Follow System, Light or Dark.
  let styleRow: ComboRow
  /// Units: As written, Metric or Imperial.
  let unitsRow: ComboRow
  private let store: AppStore
  private var observation: StoreObservation?
  private var rendered: PreferencesViewState?

  /// Builds the window showing `store`'s choices from now on.
  init(store: AppStore) {
    self.store = store
    let view = PreferencesViewState(store.state)
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
    observation = store.observe { [weak self] in self?.render(PreferencesViewState($0)) }
    render(view)
  }

  /// Shows the window over `parent` and brings it to the front.
  func present(over parent: Window?) {
    window.setParent(parent)
    window.present()
  }

  // MARK: - Building (a group per concern)

  private func makeGeneralPage() -> PreferencesPage {
    let page = PreferencesPage(
      title: localized("General"), iconName: "emblem-system-symbolic", name: "general")
    page.add(makeAppearanceGroup())
    page.add(makeUnitsGroup())
    return page
  }

  private func makeAppearanceGroup() -> PreferencesGroup {
    let group = PreferencesGroup(title: localized("Appearance"))
    group.add(styleRow)
    return group
  }

  private func makeUnitsGroup() -> PreferencesGroup {
    let group = PreferencesGroup(
      title: localized("Units"),
      description: localized("A recipe window can still switch its own units."))
    group.add(unitsRow)
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
