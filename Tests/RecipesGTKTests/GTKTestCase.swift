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

/// Runs the GLib loop until `scroller`'s page has stayed where it is for `frames` frames in a
/// row: GTK animates a scroll (to the focus, say) over several frames, so a page asserted not
/// to have moved is only asserted once it has stopped moving, however long that takes.
@MainActor
@discardableResult
func pumpUntilStill(
  _ scroller: ScrolledWindow, frames: Int = 5, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  pumpUntilStill(scroller, { scroller.verticalOffset }, frames: frames, file: file, line: line)
}

/// Runs the GLib loop until `offset()` has stayed the same for `frames` of `widget`'s frames
/// in a row (a grid's scroll offset, say, while GTK lays it out and draws it).
@MainActor
@discardableResult
func pumpUntilStill(
  _ widget: Widget, _ offset: @escaping @MainActor () -> Double, frames: Int = 5,
  file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  var last = offset()
  var stillFrames = 0
  widget.onEveryFrame {
    let now = offset()
    stillFrames = now == last ? stillFrames + 1 : 0
    last = now
    return stillFrames < frames
  }
  return pump(
    until: { stillFrames >= frames }, "the page never stopped moving", file: file, line: line)
}

/// The instant every GTK test's store takes for now: noon on Wednesday 2026-12-02.
///
/// In the current time zone, so a week has days before today. The tests plan, cook and read
/// "today" against it, never against the day they run.
let testNow: Date = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = .current
  return calendar.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 12))
    ?? Date(timeIntervalSince1970: 0)
}()

/// The day it is for every GTK test's store and windows (`testNow`'s day).
@MainActor
func testToday() -> PlanDay { PlanDay.today(in: .current, now: testNow) }

/// A store over mock clients that logs every action; its today is `testToday()`.
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
        api: api, library: library.client, importer: importer, clock: clock, opener: opener,
        now: { testNow }),
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
