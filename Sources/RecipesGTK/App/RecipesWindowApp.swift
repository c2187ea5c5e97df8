import Foundation
import GtkInterop
import RecipesCore

/// The GTK front end: the application, its list window and the flow controller.
///
/// The composition root creates it with the one app store; nothing here builds a client.
@MainActor
public final class RecipesWindowApp {
  /// The application id, reverse-DNS; a second launch activates the running instance.
  public static let applicationID = "org.recipesapp.Recipes"

  private let application = Application(id: applicationID)
  /// The main window, built again when it is needed after the cook closed it.
  private var mainWindows: MainWindowFlow?
  private var flow: FlowController?
  private var cookingFlow: CookingFlow?
  private var commands: ApplicationCommands?
  private var windowStyle: WindowStyle?
  private var bridge: MainLoopBridge?
  private var shellSearchProvider: ShellSearchProvider?
  private var viewSwitchTiming: ViewSwitchTiming?
  /// The store of the windows, once they are shown.
  private var shownStore: Store<AppFeature.State, AppFeature.Action>?
  /// What waits for the windows (a result chosen in the Activities search before any showed).
  private var whenShown: [@MainActor (Store<AppFeature.State, AppFeature.Action>) -> Void] = []
  /// Whether the windows are being built (an activation during it adds nothing).
  private var isStarting = false

  /// What the window needs once start-up has built it: the one store and the image loader.
  public struct Startup {
    let store: Store<AppFeature.State, AppFeature.Action>
    let images: ImageLoader?
    let afterFirstFrame: (@MainActor () -> Void)?
    let today: @MainActor () -> PlanDay

    /// Bundles the store and the loader the windows will use, and work to start once the
    /// list has been drawn with the library's answer (so it does not delay that frame).
    ///
    /// `today` is the day the store's reducer takes for today (AppFeature's calendar and
    /// clock, the current ones unless the store was made with others).
    public init(
      store: Store<AppFeature.State, AppFeature.Action>, images: ImageLoader?,
      today: @escaping @MainActor () -> PlanDay = { PlanDay.today(in: .current) },
      afterFirstFrame: (@MainActor () -> Void)? = nil
    ) {
      self.store = store
      self.images = images
      self.today = today
      self.afterFirstFrame = afterFirstFrame
    }
  }

  private let version: String
  private let files = StartupFiles()
  /// Called once, when the list window has painted its first frame with cards on it.
  public var onFirstFrameWithCards: (@MainActor () -> Void)?

  /// How long the app started by the session bus (`service`) stays after its last answer.
  public static let serviceInactivityTimeout: Duration = .seconds(30)

  /// Creates the front end of app version `version`; `run(start:)` supplies what it shows.
  ///
  /// Created before GTK opens the display, it finds its files meanwhile. A `service` (started
  /// by the session bus for the Activities search) shows no window until one is asked for.
  public init(version: String, service: Bool = false) {
    self.version = version
    if service { application.makeService(inactivityTimeout: Self.serviceInactivityTimeout) }
  }

  /// Serves the Activities search from `search` while the app runs (call before `run`):
  /// choosing a result opens its recipe's window, "more results" the main window searching
  /// for the words.
  public func serveShellSearch(_ search: ShellSearch) {
    let provider = ShellSearchProvider(
      search: search, iconName: Self.applicationID, application: application,
      openRecipe: { [weak self] id, timestamp in
        self?.afterShowing { [weak self] store in
          store.send(.recipeActivated(id))
          self?.flow?.detailWindow(id)?.present(time: timestamp)
        }
      },
      launchSearch: { [weak self] text, timestamp in
        self?.afterShowing { [weak self] store in
          store.send(.search(.queryChanged(text)))
          store.send(.search(.searchSubmitted))
          self?.mainWindows?.present(time: timestamp)
        }
      })
    shellSearchProvider = provider
    application.onDBusRegistration(
      register: { [weak provider] connection in provider?.export(on: connection) },
      unregister: { [weak provider] in provider?.unexport() })
  }

  /// Runs `action` with the windows' store once the windows are shown, activating the app
  /// (as a second launch does) when they are not.
  private func afterShowing(
    _ action: @escaping @MainActor (Store<AppFeature.State, AppFeature.Action>) -> Void
  ) {
    if let shownStore {
      action(shownStore)
      return
    }
    whenShown.append(action)
    application.activate()
  }

  /// Runs the app until its last window closes; returns the process exit status.
  ///
  /// `start` runs on the main actor inside the GLib loop, so slow start-up work
  /// (opening the library) happens while GTK is already responsive.
  public func run(start: @escaping @MainActor () async -> Startup?) -> Int32 {
    bridge = MainLoopBridge()
    application.onStartup { [application, files] in
      // The app's own icon folder is added after the first frame, if the theme lacks the
      // icon (`AppIcons.addFolder(_:unlessThemeHas:)`).
      AppIcons.setDefaultIcon(Self.applicationID)
      StyleSheet.apply(files.styleSheet)
      CommandActions.setAccelerators(on: application)
    }
    application.onActivate { [weak self] in
      // Once the windows are shown, `MainWindowFlow` answers: it shows the main window,
      // built again if the cook closed it.
      guard let self, self.mainWindows == nil, !self.isStarting else { return }
      self.isStarting = true
      self.application.hold()
      Task { @MainActor in
        defer {
          self.isStarting = false
          self.application.release()
        }
        guard let startup = await start() else { return }
        self.show(startup)
      }
    }
    let status = application.run()
    bridge?.remove()
    return status
  }

  private func show(_ startup: Startup) {
    let store = startup.store
    // Pictures wait for the first frame with cards: on two cores, drawing them while GTK
    // lays out the grid would delay the window they are for.
    startup.images?.hold()
    // The list and the preferences are being read since `startReading(_:)`; the sync and
    // the calendar start with the window (a second launch, which only hands over to the
    // first, never shows one).
    store.send(.sync(.launched))
    store.send(.planCalendar(.launched))
    windowStyle = WindowStyle(store: store)
    let mainWindows = MainWindowFlow(
      application: application, store: store, images: startup.images)
    self.mainWindows = mainWindows
    let window = mainWindows.openWindow()
    flow = FlowController(
      application: application, store: store, images: startup.images, today: startup.today,
      dialogParent: { [weak mainWindows] in mainWindows?.dialogParent })
    cookingFlow = CookingFlow(application: application, store: store)
    commands = ApplicationCommands(
      application: application, store: store, version: version,
      parentWindow: { [weak mainWindows] in mainWindows?.dialogParent })
    window.present()
    shownStore = store
    for action in whenShown { action(store) }
    whenShown = []
    if let onFirstFrameWithCards {
      // Told by the window's frame clock, at the start of the next frame like the bare
      // window the benchmark compares with: the window's ticks run before the grid's, whose
      // own work for that frame (ten more rows, the pictures resumed) is not the first frame.
      after(
        firstFrameOf: window, tickingOn: window.parentWindow,
        where: { $0.cardGrid.realizedCellCount > 0 }, onFirstFrameWithCards)
    }
    // A list with no cards (an empty filter, a failed library), or a window opened on
    // another view, resumes them as well.
    after(
      firstFrameOf: window,
      where: { window in
        let answered = store.state.list.status != .loading && store.state.list.status != .idle
        return window.cardGrid.realizedCellCount > 0
          || (answered && (window.cards?.count == 0 || !window.showsRecipes))
      },
      { [images = startup.images, files, weak window] in
        images?.resume()
        AppIcons.addFolder(files.iconDirectory, unlessThemeHas: Self.applicationID)
        MainLoop.whenQuiet { window?.home.settle() }
      })
    // Read once the cards are up, so recipe windows can say whether they are on it.
    after(
      firstFrameOf: window,
      where: { _ in store.state.list.status != .loading && store.state.list.status != .idle },
      { store.send(.shoppingList(.loadRequested)) })
    if let afterFirstFrame = startup.afterFirstFrame {
      after(
        firstFrameOf: window,
        where: { _ in store.state.list.status != .loading && store.state.list.status != .idle },
        afterFirstFrame)
    }
  }

  /// Starts reading what the list window shows first: the list's first pages and filters
  /// (~20 ms at 100 000 recipes, off the main thread) and the preferences.
  ///
  /// Call it as soon as the store exists, before `run(start:)`: the reads run on the
  /// cooperative pool while GTK and libadwaita start, and their answers wait on the main
  /// queue until the main loop runs, before the window is built. Started with the window,
  /// the answer often came after `present()`, and the first frame showed the spinner.
  public static func startReading(_ store: Store<AppFeature.State, AppFeature.Action>) {
    store.send(.launched)
    store.send(.list(.onAppear))
  }

  /// Calls `action` at the first frame after one drawn when `isDrawn` held (so what it
  /// checks was painted), from a tick of `ticker` (the card grid, or the window when another
  /// view shows, unless given).
  private func after(
    firstFrameOf window: RecipeListWindow, tickingOn ticker: Widget? = nil,
    where isDrawn: @escaping @MainActor (RecipeListWindow) -> Bool,
    _ action: @escaping @MainActor () -> Void
  ) {
    var wasDrawn = false
    // The grid ticks only while it is on screen: a window opened on another view ticks.
    let grid: Widget = window.showsRecipes ? window.cardGrid : window.parentWindow
    (ticker ?? grid).onEveryFrame { [weak window] in
      guard let window else { return false }
      if wasDrawn {
        action()
        return false
      }
      wasDrawn = isDrawn(window)
      return true
    }
  }

  /// Keeps the desktop awake while cooking mode is open, through this application.
  public var idleInhibitor: IdleInhibitor {
    .gtk(application) { [weak self] in self?.cookingFlow?.window?.window }
  }

  /// Tells the cook a timer finished, with a notification of this application.
  public var timerNotifier: TimerNotifier { .gtk(application) }

  /// Times `count` switches of the main window's views, each once the last was painted,
  /// from when the views are built (`HomeViews.whenSettled`, soon after the first frame), as
  /// a cook's first switch comes.
  ///
  /// `report` gets their times in milliseconds, in the order they were made (empty without
  /// a window). For `--measure-startup`, after `onFirstFrameWithCards`.
  public func measureViewSwitches(
    _ count: Int, then report: @escaping @MainActor ([Double]) -> Void
  ) {
    guard let listWindow = mainWindows?.window, let shownStore else { return report([]) }
    let timing = ViewSwitchTiming(window: listWindow, store: shownStore, count: count) {
      [weak self] samples in
      self?.viewSwitchTiming = nil
      report(samples)
    }
    viewSwitchTiming = timing
    listWindow.home.whenSettled { MainLoop.whenQuiet { timing.start() } }
  }

  /// Quits the application (after `onFirstFrameWithCards`, say).
  public func quit() { application.quit() }
}

extension URLOpener {
  /// Opens links in the person's browser, through GTK.
  public static let gtk = URLOpener { url in
    await MainActor.run { LinkOpener.open(url) }
  }
}
