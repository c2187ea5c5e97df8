import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// A test case for real GTK widgets: skips without a display, and pumps the GLib loop.
///
/// XCTest runs test methods on the process's main thread, which GTK needs; each method
/// states that with `MainActor.assumeIsolated`.
class GTKTestCase: XCTestCase {
  @MainActor private static var bridge: MainLoopBridge?
  @MainActor private static var sharedApplication: Application?

  /// The test process's application, registered (not unique), so windows can belong to
  /// it and "app.…" actions and accelerators work as in the app.
  @MainActor
  static var application: Application {
    if let sharedApplication { return sharedApplication }
    let application = Application(id: "org.recipesapp.Recipes.Tests", unique: false)
    application.register()
    sharedApplication = application
    return application
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    let hasDisplay = MainActor.assumeIsolated { Display.open() }
    try XCTSkipUnless(hasDisplay, "No display: GTK tests run under xvfb-run in `make test`.")
    MainActor.assumeIsolated {
      if Self.bridge == nil { Self.bridge = MainLoopBridge() }
    }
  }

  /// Destroys the windows the case left, and lets GTK finish with them, so none of them
  /// draws (or holds work up) in the next case.
  override func tearDownWithError() throws {
    MainActor.assumeIsolated {
      if Display.open() { Window.destroyAll() }
      keptHomes.removeAll()
    }
    try super.tearDownWithError()
  }
}

// MARK: - Helpers (free functions: the test case itself never crosses into the main actor)

/// Runs the GLib loop (and so the main actor) until `condition` holds or `timeout` passes.
@MainActor
@discardableResult
func pump(
  until condition: @MainActor () -> Bool, timeout: TimeInterval = 10,
  _ message: @autoclosure () -> String = "condition not met",
  file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while !condition() {
    if Date() > deadline {
      XCTFail("Timed out: \(message())", file: file, line: line)
      return false
    }
    if !MainLoop.iterate() { usleep(1_000) }
  }
  return true
}

/// A store over mock clients that logs every action.
@MainActor
func makeStore(
  recipes: [Recipe] = Recipe.mocks, api: RecipesAPI = .offline, clock: ManualClock,
  log: ActionLog<AppFeature.Action>, opener: URLOpener = .failing, offline: Bool = false,
  importer: Importer = .failing, library: InMemoryLibrary? = nil
) -> Store<AppFeature.State, AppFeature.Action> {
  let library = library ?? InMemoryLibrary(recipes: recipes)
  return Store(
    initialState: AppFeature.State(offline: offline),
    reducer: RecordingReducer(
      AppFeature(
        api: api, library: library.client, importer: importer, clock: clock, opener: opener),
      log: log))
}

/// The main windows `makeHome` made, kept until their case ends.
@MainActor private var keptHomes: [RecipeListWindow] = []

/// The main window over `store` (made, not shown), whose views a test opens with
/// `.viewSelected`; kept until the case ends, as the app keeps it.
@MainActor
func makeHome(
  _ store: Store<AppFeature.State, AppFeature.Action>, images: ImageLoading? = nil
) -> RecipeListWindow {
  let list = RecipeListWindow(application: GTKTestCase.application, store: store, images: images)
  keptHomes.append(list)
  return list
}

/// The application's commands over `store`, as the app installs them when it starts.
@MainActor
func installApplicationCommands(
  _ store: Store<AppFeature.State, AppFeature.Action>
) -> ApplicationCommands {
  let application = GTKTestCase.application
  CommandActions.setAccelerators(on: application)
  return ApplicationCommands(
    application: application, store: store, version: "test", parentWindow: { nil })
}
