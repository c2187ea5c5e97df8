import GtkInterop
import RecipesCore

/// Keeps the app's main window: the one built at start, and a new one like it whenever the
/// app needs its main window after the cook closed it.
///
/// Closing the main window beside a recipe window or cooking mode leaves the app running
/// without it. It comes back, built anew over the same store on the view the state
/// remembers, when the app is activated again (launched again, from the launcher or the
/// Activities search), when a view is asked for (Ctrl+L, a recipe window's "On the shopping
/// list"), when a dialog of the app needs a window to stand over and none is left, and when
/// the app would end by itself while a kitchen timer runs (cooking mode's Done taking the
/// last window away): the timers stay in view until the cook quits.
@MainActor
final class MainWindowFlow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let application: Application
  private let store: AppStore
  private let images: ImageLoading?
  /// The main window last built, open or closed.
  private var built: RecipeListWindow?
  private var handledViewRequest: Int
  private var observation: StoreObservation?

  /// Builds main windows of `application` over `store`, their pictures from `images`; the
  /// first is built by `openWindow()`.
  init(application: Application, store: AppStore, images: ImageLoading?) {
    self.application = application
    self.store = store
    self.images = images
    handledViewRequest = store.state.viewRequest
    observation = store.observe({ $0.viewRequest }) { [weak self] request in
      guard let self, request != self.handledViewRequest else { return }
      self.handledViewRequest = request
      // An open window brings itself to the front with the view (`HomeViews`).
      if self.window == nil { self.present() }
    }
    application.onActivate { [weak self] in self?.present() }
    application.onNoWindowLeft { [weak self] in self?.keepTimersInView() }
  }

  /// The main window while it is open; nil once the cook closed it.
  var window: RecipeListWindow? {
    guard let built, application.contains(built.parentWindow) else { return nil }
    return built
  }

  /// The open main window, or a new one (not yet shown) when there is none.
  func openWindow() -> RecipeListWindow {
    if let window { return window }
    let isFirst = built == nil
    let window = RecipeListWindow(application: application, store: store, images: images)
    built = window
    // The first window's views are built after its first frame (`RecipesWindowApp`); a later
    // one's when the loop is quiet after it showed, the same way.
    if !isFirst { MainLoop.whenQuiet { [weak window] in window?.home.settle() } }
    return window
  }

  /// Brings the main window to the front, built anew if the cook closed it; `timestamp` is
  /// the time of the event that asked for it (the Shell's click), if known.
  @discardableResult
  func present(time timestamp: UInt32? = nil) -> RecipeListWindow {
    let window = openWindow()
    if let timestamp { window.present(time: timestamp) } else { window.present() }
    return window
  }

  /// Where the app's dialogs go (Preferences, About, the shortcuts, Import).
  ///
  /// Over the window the cook used last, else over the main window, shown again if it was
  /// closed; never over a closed window, which GTK has forgotten.
  var dialogParent: Window {
    application.activeWindow ?? present().parentWindow
  }

  /// The app lost its last window while a timer runs, and not to a Quit (cooking mode's Done,
  /// the editor's Save, a recipe deleted from its window): the main window comes back with
  /// the timers, instead of the app ending under them.
  private func keepTimersInView() {
    guard store.state.quit != .approved, !store.state.cooking.runningTimers.isEmpty else { return }
    // Held at once, so the app does not end before the window is there; built once the
    // window that went has finished going.
    application.hold()
    MainLoop.whenIdle { [weak self, application] in
      self?.present()
      application.release()
    }
  }
}
