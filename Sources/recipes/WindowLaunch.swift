import Foundation
import GtkInterop
import RecipesCLI
import RecipesCore
import RecipesGTK

/// `recipes` without a subcommand: the window, with GTK running the main thread.
@MainActor
enum WindowLaunch {
  /// How many view switches `--measure-startup` times after the first frame: ten rounds
  /// of the four views, from when they are built (the window settled after that frame).
  static let measuredViewSwitches = 40

  /// How long after the first frame the library's whole-file integrity check starts.
  static let integrityCheckDelay: Duration = .seconds(3)

  /// Opens the window as `request` says and returns the exit status once it closes: 2
  /// without a display.
  static func run(
    _ request: WindowRequest, launchedAt: ContinuousClock.Instant, console: Console,
    environment: [String: String]
  ) -> Int32 {
    // Before anything reads the environment on another thread, and before GTK starts.
    SoftwareRendering.applyBeforeGTK()
    UnparsedGTKTheme.requestBeforeGTK()
    // Before the display: the app finds its files, and the library opens, while GTK opens
    // it. The whole-file integrity check waits until the window shows the library.
    let app = RecipesWindowApp(version: AppInfo.version, service: request.service)
    let library =
      Display.isNamed(in: environment)
      ? AppDependencies.openLibrary(
        request.options, environment: environment, verifyingIntegrity: false) : nil
    let displayOpened = Display.open()
    // Even without a display: GTK_THEME must not outlive the start.
    UnparsedGTKTheme.settleAfterGTKInit()
    guard displayOpened else {
      console.error(
        "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset or unusable). "
          + "Without a display, use `recipes list`, `search`, `show` or `favorite`.")
      return Invocation.usageErrorStatus
    }
    let session = WindowSession()
    // The library has opened while GTK opened the display: the store is made now and starts
    // reading what the window shows first, while GTK and libadwaita start (~25 ms), so the
    // window is built with its cards. Until the main loop runs, the answers wait.
    do {
      let dependencies = try AppDependencies.makeWaiting(
        request.options,
        for: library
          ?? AppDependencies.openLibrary(
            request.options, environment: environment, verifyingIntegrity: false),
        console: console)
      // The cook's style and view are read before any window is built (and applied with the
      // first).
      let saved = dependencies.savedChoices()
      let store = dependencies.makeStore(
        opener: .gtk, inhibitor: app.idleInhibitor, notifier: app.timerNotifier,
        style: saved.style,
        // Measured, the window opens on its grid whatever view was shown last.
        view: request.measureStartup ? .recipes : saved.view, nutrition: true)
      RecipesWindowApp.startReading(store)
      app.serveShellSearch(dependencies.makeShellSearch())
      session.dependencies = dependencies
      session.store = store
    } catch {
      session.failure = error
    }
    if request.measureStartup {
      app.onFirstFrameWithCards = { [weak app] in
        let elapsed = ContinuousClock.now - launchedAt
        let milliseconds =
          Double(elapsed.components.attoseconds) / 1e15
          + Double(elapsed.components.seconds) * 1000
        console.print(
          String(
            format: "first_frame_ms=%.1f rss_mb=%.1f", milliseconds, ResidentMemory.megabytes()))
        // Then the views, round and round (ending on the grid), each switch timed.
        app?.measureViewSwitches(Self.measuredViewSwitches) { samples in
          if let p95 = ViewSwitchTiming.percentile95(samples) {
            console.print(String(format: "view_switch_p95_ms=%.2f", p95))
            // Each switch, in order (Recipes → Plan → Shopping → Pantry → …), to see which
            // are slow; the bench reads only the percentile.
            console.print(
              "view_switches_ms="
                + samples.map { String(format: "%.1f", $0) }.joined(separator: ","))
          }
          app?.quit()
        }
      }
    }
    let status = app.run {
      guard let dependencies = session.dependencies, let store = session.store else {
        if let failure = session.failure { console.libraryUnavailable(failure) }
        return nil
      }
      return RecipesWindowApp.Startup(
        store: store,
        images: ImageLoader(source: .live(dependencies)),
        afterFirstFrame: {
          // The whole-file check reads every page of the library (1.3 G instructions at
          // 100 000 recipes): a few seconds after the first frame, not while the pictures
          // are drawn and the cook's first clicks come.
          Task { @MainActor in
            try? await Task.sleep(for: WindowLaunch.integrityCheckDelay)
            dependencies.verifyLibrary { store.send(.list(.retryTapped)) }
          }
        })
    }
    // The sync and its timers stop before the network does.
    session.store?.send(.sync(.appQuitting))
    session.store?.send(.planCalendar(.appQuitting))
    session.dependencies?.shutdown()
    return status
  }
}

/// What the window's start-up built, kept to shut it down after the window closes.
@MainActor
private final class WindowSession {
  var dependencies: AppDependencies?
  var store: Store<AppFeature.State, AppFeature.Action>?
  /// Why the library could not be opened, told when the window would have opened.
  var failure: (any Error)?
}
