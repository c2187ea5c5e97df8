import GtkInterop
import RecipesCore

/// What the application's commands do, and when they can run.
///
/// Refresh follows the list's and the search's part of the store: disabled offline and while
/// a refresh or a search is running, so its button, the banner's Retry and F5 all grey
/// out together. The Style choice shows the store's style, and choosing one tells it.
@MainActor
final class ApplicationCommands {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  private let version: String
  private let parentWindow: @MainActor () -> Window?
  private var actions: CommandActions?
  private var observations: [StoreObservation] = []
  /// The preferences window, made the first time it is asked for and shown again after.
  private(set) var preferencesWindow: AppPreferencesWindow?
  /// The keyboard shortcuts window, kept the same way.
  private(set) var shortcutsWindow: KeyboardShortcutsWindow?

  /// Adds the application's actions to `application`, sending to `store`; dialogs open
  /// over `parentWindow()`.
  init(
    application: Application, store: AppStore, version: String,
    parentWindow: @escaping @MainActor () -> Window?
  ) {
    self.store = store
    self.version = version
    self.parentWindow = parentWindow
    actions = CommandActions(
      .application, in: application,
      choose: { [weak self] in self?.choose($0, $1) },
      perform: { [weak self, weak application] in
        guard let self, let application else { return }
        self.perform($0, application: application)
      })
    observations = [
      store.observe({ $0.canRefreshNow }) { [weak self] in
        self?.actions?.setEnabled(.refresh, $0)
      },
      store.observe({ $0.appearance.style }) { [weak self] in
        self?.actions?.setChoice(.style, $0.rawValue)
      },
    ]
    actions?.setEnabled(.refresh, store.state.canRefreshNow)
    actions?.setChoice(.style, store.state.appearance.style.rawValue)
  }

  private func perform(_ command: Command, application: Application) {
    switch command {
    case .refresh: store.send(.list(.refreshTapped))
    case .quit: application.quit()
    case .preferences: showPreferences()
    case .shortcuts: showShortcuts()
    case .about:
      let about = AboutWindow.recipes(version: version)
      about.setParent(parentWindow())
      about.present()
    case .newRecipe: store.send(.newRecipeTapped)
    case .importRecipes: store.send(.importTapped)
    case .recipes: store.send(.viewSelected(.recipes))
    case .plan: store.send(.viewSelected(.plan))
    case .shoppingList: store.send(.viewSelected(.shopping))
    case .pantry: store.send(.viewSelected(.pantry))
    case .sync: store.send(.sync(.schedule(.openTapped)))
    default: break  // Windows answer their own commands.
    }
  }

  private func showPreferences() {
    let preferences = preferencesWindow ?? AppPreferencesWindow(store: store)
    preferencesWindow = preferences
    preferences.present(over: parentWindow())
  }

  private func showShortcuts() {
    let shortcuts = shortcutsWindow ?? KeyboardShortcutsWindow()
    shortcutsWindow = shortcuts
    shortcuts.present(over: parentWindow())
  }

  private func choose(_ command: Command, _ value: String) {
    guard command == .style, let style = StylePreference(rawValue: value) else { return }
    store.send(.appearance(.styleChosen(style)))
  }
}
