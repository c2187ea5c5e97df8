import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Closing the app's last window quits it, so it asks what Quit asks.
///
/// With a kitchen timer running, "Quit with a timer running?" stands over that window, which
/// stays until the cook answers Quit; with nothing to lose, the window closes as before. A
/// window closed beside another one closes without a question, the timers running on.
final class CloseLastWindowTests: GTKTestCase {
  func testClosingTheLastWindowWithATimerRunningAsksOverItAndKeepRunningKeepsIt() throws {
    try MainActor.assumeIsolated {
      let app = ClosingApp()
      let main = app.main
      app.startTimer()

      main.close()
      let question = try XCTUnwrap(app.commands.timersQuestion?.dialog, "closing did not ask")
      XCTAssertEqual(question.heading, "Quit with a timer running?")
      XCTAssertTrue(question.body.hasPrefix("Still counting down: Chicken Pot Pie"), question.body)
      XCTAssertEqual(question.defaultResponse, "keep")
      XCTAssertTrue(question.isOver(main), "the question is not over the window being closed")
      XCTAssertTrue(main.isShown, "the window closed while the question stands")
      XCTAssertTrue(app.holds(main), "the window left the application")
      XCTAssertEqual(app.quits, 0, "closing the last window quit with a timer running")
      // The time it tells goes on counting while it is asked.
      XCTAssertTrue(question.body.contains("10:00"), question.body)
      Task { await app.clock.advance(by: .seconds(2)) }
      pump(until: { question.body.contains("9:58") }, "the question said \(question.body)")

      question.respond("keep")
      pump(until: { app.store.state.quit == .running }, "Keep Running unheard")
      XCTAssertTrue(main.isShown, "Keep Running closed the window")
      XCTAssertEqual(app.quits, 0)
      XCTAssertEqual(app.store.state.cooking.runningTimers.count, 1, "the timer was lost")

      main.close()
      try XCTUnwrap(app.commands.timersQuestion?.dialog, "closing again did not ask")
        .respond("confirm")
      pump(until: { app.quits == 1 }, "Quit did not quit")
    }
  }

  func testClosingTheLastWindowWithNoTimerClosesItAtOnce() {
    MainActor.assumeIsolated {
      let app = ClosingApp()
      let main = app.main
      main.close()
      XCTAssertFalse(main.isShown, "the window stayed open with nothing to lose")
      XCTAssertFalse(app.holds(main), "the window is still the application's")
      XCTAssertNil(app.commands.timersQuestion, "asked with no timer running")
      XCTAssertEqual(app.quits, 1, "closing the last window did not end the app")
    }
  }

  /// The main window closed first goes without a question (cooking mode still shows the
  /// timer); cooking mode, left last, asks over itself, never over the closed main window.
  func testTheMainWindowClosedBesideCookingModeGoesAndCookingModeLastAsksOverItself() throws {
    try MainActor.assumeIsolated {
      let app = ClosingApp()
      let main = app.main
      let cooking = CookingFlow(application: GTKTestCase.application, store: app.store)
      app.startTimer()
      let cookingWindow = try XCTUnwrap(cooking.window?.window, "no cooking window")

      main.close()
      XCTAssertFalse(main.isShown, "the main window stayed beside cooking mode")
      XCTAssertNil(app.commands.timersQuestion, "asked though cooking mode stays open")
      XCTAssertEqual(app.quits, 0)

      cookingWindow.close()
      let question = try XCTUnwrap(app.commands.timersQuestion?.dialog, "closing did not ask")
      XCTAssertTrue(question.isOver(cookingWindow), "the question is not over cooking mode")
      XCTAssertFalse(question.isOver(main))
      XCTAssertTrue(cookingWindow.isShown, "cooking mode closed while the question stands")
      XCTAssertNotNil(app.store.state.cooking.session, "cooking mode ended while asked")
      question.respond("keep")
      pump(until: { app.store.state.quit == .running }, "Keep Running unheard")
      XCTAssertTrue(cookingWindow.isShown)
      XCTAssertEqual(app.store.state.cooking.runningTimers.count, 1)
      XCTAssertEqual(app.quits, 0)

      // Ctrl+Q there asks over it too, not over the main window it no longer has.
      XCTAssertTrue(cookingWindow.activateAction(Command.quit.detailedName))
      let again = try XCTUnwrap(app.commands.timersQuestion?.dialog, "Quit did not ask")
      XCTAssertTrue(again.isOver(cookingWindow), "Quit asked over a closed window")
      again.respond("confirm")
      pump(until: { app.quits == 1 }, "Quit did not quit")
    }
  }

  /// Cooking mode closed beside the main window ends cooking; its timer runs on, shown in
  /// the main window.
  func testCookingModeClosedBesideTheMainWindowKeepsItsTimerRunning() throws {
    try MainActor.assumeIsolated {
      let app = ClosingApp()
      let list = RecipeListWindow(application: GTKTestCase.application, store: app.store)
      list.present()
      let cooking = CookingFlow(application: GTKTestCase.application, store: app.store)
      app.startTimer()
      try XCTUnwrap(cooking.window?.window, "no cooking window").close()
      pump(until: { cooking.window == nil }, "cooking mode stayed open")
      XCTAssertNil(app.commands.timersQuestion, "asked though the main window stays")
      XCTAssertEqual(app.store.state.cooking.runningTimers.count, 1, "the timer was lost")
      pump(until: { list.timersIndicator.root.isMapped }, "the main window shows no timer")
      XCTAssertEqual(app.quits, 0)
    }
  }

  /// The main window closed beside a half-written recipe goes; the editor, left last, asks
  /// its own question as Quit does and keeps what was typed.
  func testTheMainWindowClosedBesideAHalfWrittenRecipeLeavesItAndItAsksLast() throws {
    try MainActor.assumeIsolated {
      let app = ClosingApp()
      let main = app.main
      let flow = FlowController(
        application: GTKTestCase.application, store: app.store, images: nil, today: testToday)
      app.store.send(.newRecipeTapped)
      let editor = try XCTUnwrap(flow.editorWindow)
      editor.entry(.name)?.type("Soda bread")

      main.close()
      XCTAssertFalse(main.isShown)
      XCTAssertTrue(editor.window.isShown, "the editor went with the main window")
      XCTAssertNil(editor.discardQuestion.dialog, "asked though the editor stays")

      editor.window.close()
      let question = try XCTUnwrap(editor.discardQuestion.dialog, "closing did not ask")
      XCTAssertEqual(question.heading, "Quit without saving this recipe?")
      XCTAssertTrue(editor.window.isShown, "the editor closed with its changes")
      question.respond("keep")
      pump(until: { app.store.state.quit == .running }, "Keep Editing unheard")
      XCTAssertEqual(editor.entry(.name)?.text, "Soda bread")
      XCTAssertEqual(app.quits, 0)
    }
  }

  /// The editor left last with a half-written recipe while a timer runs: its question names
  /// the timer as well, counting down, and Discard and Quit quits with nothing more to ask
  /// (a second question would have had no window left to stand over).
  func testTheEditorLeftLastWithATimerRunningNamesTheTimerInItsQuestion() throws {
    try MainActor.assumeIsolated {
      let app = ClosingApp()
      let flow = FlowController(
        application: GTKTestCase.application, store: app.store, images: nil, today: testToday)
      app.store.send(.newRecipeTapped)
      let editor = try XCTUnwrap(flow.editorWindow)
      editor.entry(.name)?.type("Soda bread")
      app.startTimer()
      app.main.close()
      XCTAssertTrue(editor.window.isShown, "the editor went with the main window")

      editor.window.close()
      let question = try XCTUnwrap(editor.discardQuestion.dialog, "closing did not ask")
      XCTAssertEqual(question.heading, "Quit without saving this recipe?")
      XCTAssertTrue(question.body.hasPrefix("Recipes is quitting."), question.body)
      XCTAssertTrue(
        question.body.contains("Still counting down: Chicken Pot Pie"),
        "the question says nothing of the timer: \(question.body)")
      XCTAssertTrue(question.body.contains("10:00"), question.body)
      XCTAssertEqual(question.label(of: "confirm"), "Discard and Quit")
      XCTAssertNil(app.commands.timersQuestion, "two questions at once")
      Task { await app.clock.advance(by: .seconds(2)) }
      pump(until: { question.body.contains("9:58") }, "the question said \(question.body)")

      question.respond("confirm")
      pump(until: { app.quits == 1 }, "Discard and Quit did not quit")
      XCTAssertNil(app.commands.timersQuestion, "asked about the timer a second time")
    }
  }
}

/// The application's commands with Quit counted instead of ending the test process.
@MainActor
private final class ClosingApp {
  let clock = ManualClock()
  let store: Store<AppFeature.State, AppFeature.Action>
  let commands: ApplicationCommands
  /// A window of the application, shown: the main window, as far as closing goes.
  ///
  /// Dialogs go over it unless told otherwise, even once it is closed, as in the app.
  let main = Window(
    application: GTKTestCase.application, title: "Recipes", width: 640, height: 480)
  private let quitCount = QuitCount()
  var quits: Int { quitCount.value }

  init() {
    store = makeStore(clock: clock, log: ActionLog(), library: InMemoryLibrary())
    commands = ApplicationCommands(
      application: GTKTestCase.application, store: store, version: "test",
      parentWindow: { [main] in main }, quit: { [quitCount] in quitCount.value += 1 })
    main.present()
  }

  /// Opens cooking mode and starts the second step's timer.
  func startTimer() {
    store.send(.cooking(.cookTapped(.mock)))
    store.send(.cooking(.timerTapped(stepIndex: 1, timerIndex: 0)))
    pump(until: { !self.store.state.cooking.runningTimers.isEmpty }, "no timer runs")
  }

  /// Whether `window` is still one of the application's windows (not destroyed).
  func holds(_ window: Window) -> Bool { GTKTestCase.application.contains(window) }
}

/// How many times the app quit.
@MainActor
private final class QuitCount {
  var value = 0
}
