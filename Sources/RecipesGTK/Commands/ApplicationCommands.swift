import GtkInterop
import RecipesCore
import RecipesLocalization

/// What the application's commands do, and when they can run.
///
/// Refresh follows the list's and the search's part of the store: disabled offline and while
/// a refresh or a search is running, so its button, the banner's Retry and F5 all grey
/// out together. The Style choice shows the store's style, and choosing one tells it. Quit
/// asks the store, which lets the app go at once or once the editor's question is answered.
/// Closing the last window is Quit too: the window stays while the store asks (a timer runs,
/// a recipe is half-written), so nothing is lost because the cook closed it.
@MainActor
final class ApplicationCommands {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let store: AppStore
  private let version: String
  private let parentWindow: @MainActor () -> Window?
  private weak var application: Application?
  /// The window whose closing asked to quit, while its question stands: it goes over it.
  private var closingWindow: Window?
  private var actions: CommandActions?
  private var observations: [StoreObservation] = []
  /// The preferences window, made the first time it is asked for and shown again after.
  private(set) var preferencesWindow: AppPreferencesWindow?
  /// The sync's page of Preferences, shown while the sync's state has it open.
  private(set) var syncFlow: SyncFlow?
  /// The calendar's page of Preferences, likewise.
  private(set) var planCalendarFlow: PlanCalendarFlow?
  /// The keyboard shortcuts window, kept the same way.
  private(set) var shortcutsWindow: KeyboardShortcutsWindow?
  /// "Quit with a timer running?", while it is asked.
  private(set) var timersQuestion: ConfirmationDialog?

  /// Adds the application's actions to `application`, sending to `store`.
  ///
  /// Dialogs open over `parentWindow()` (never a closed window: `MainWindowFlow.dialogParent`
  /// in the app); `quit` ends the app once the store lets it (the
  /// application's quit unless given).
  init(
    application: Application, store: AppStore, version: String,
    parentWindow: @escaping @MainActor () -> Window?,
    quit: (@MainActor () -> Void)? = nil
  ) {
    self.store = store
    self.version = version
    self.parentWindow = parentWindow
    self.application = application
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
      store.observe({ $0.quit }) { [weak self, weak application] status in
        self?.askAboutTimers(status == .askingTimers)
        if status == .running { self?.closingWindow = nil }
        guard status == .approved else { return }
        if let quit { quit() } else { application?.quit() }
      },
      // The question's count-down keeps time with the timers bar while it stands.
      store.observe({ $0.$cooking }) { [weak self] cooking in
        guard let question = self?.timersQuestion?.dialog else { return }
        question.body = Self.timersBody(cooking.wrappedValue)
      },
    ]
    actions?.setEnabled(.refresh, store.state.canRefreshNow)
    actions?.setChoice(.style, store.state.appearance.style.rawValue)
    syncFlow = SyncFlow(
      store: store, preferences: { [weak self] in self?.preferences() },
      parentWindow: parentWindow)
    planCalendarFlow = PlanCalendarFlow(
      store: store, preferences: { [weak self] in self?.preferences() },
      parentWindow: parentWindow)
    application.onLastWindowCloseRequest { [weak self] window in
      self?.lastWindowClosing(window) ?? false
    }
  }

  /// The cook closed the app's last window, which would quit it: asks the store as Quit does.
  ///
  /// The window stays (true) while the store asks; with nothing to ask, it closes and the app
  /// quits as before.
  private func lastWindowClosing(_ window: Window) -> Bool {
    closingWindow = window
    store.send(.quitRequested)
    return store.state.quit != .approved
  }

  /// Where the quit question goes: over the window being closed, else the cook's last one.
  ///
  /// The last window the cook used is where Ctrl+Q was pressed; the main window only when GTK
  /// knows none. Never a destroyed window: GTK forgets those.
  private var questionParent: Window? {
    closingWindow ?? application?.activeWindow ?? parentWindow()
  }

  /// "Quit with a timer running?", while the store asks it: Keep Running, or Quit.
  private func askAboutTimers(_ isAsking: Bool) {
    if isAsking, timersQuestion == nil {
      timersQuestion = ConfirmationDialog(
        over: questionParent, heading: localized("Quit with a timer running?"),
        body: Self.timersBody(store.state.cooking),
        keep: localized("Keep Running"), confirm: localized("Quit")
      ) { [store] answer in store.send(.quitWithTimersAnswered(answer == .confirm)) }
    }
    timersQuestion?.show(isAsking)
    if !isAsking { timersQuestion = nil }
  }

  /// What the timers question says of `cooking`'s timers, each with its time left.
  private static func timersBody(_ cooking: CookingFeature.State) -> String {
    RunningTimersWarning.text(cooking) ?? ""
  }

  private func perform(_ command: Command, application: Application) {
    switch command {
    case .refresh: store.send(.list(.refreshTapped))
    case .quit: store.send(.quitRequested)
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
    preferences().present(over: parentWindow())
  }

  /// The one preferences window, made the first time.
  private func preferences() -> AppPreferencesWindow {
    let preferences = preferencesWindow ?? AppPreferencesWindow(store: store)
    preferencesWindow = preferences
    return preferences
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
