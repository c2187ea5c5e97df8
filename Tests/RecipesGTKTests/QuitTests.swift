import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Quit (Ctrl+Q, the app's Quit) with a half-written recipe asks the editor's own question,
/// saying the app is quitting, first; the app goes on Discard and Quit or once Save and Quit
/// saved, and stays on Keep Editing or when the recipe cannot be saved.
final class QuitTests: GTKTestCase {
  func testQuitWithUnsavedChangesAsksTheEditorsQuestionAndDiscardQuits() throws {
    try MainActor.assumeIsolated {
      let app = try QuittingApp(library: InMemoryLibrary())
      let (store, main, flow, editor) = (app.store, app.main, app.flow, app.editor)
      var quits: Int { app.quits }
      editor.entry(.name)?.type("Soda bread")

      XCTAssertTrue(main.activateAction(Command.quit.detailedName))
      let question = try XCTUnwrap(editor.discardQuestion.dialog, "Quit did not ask")
      XCTAssertEqual(question.heading, "Quit without saving this recipe?")
      XCTAssertEqual(question.label(of: "confirm"), "Discard and Quit")
      XCTAssertEqual(question.label(of: "alternative"), "Save and Quit")
      XCTAssertEqual(quits, 0, "the app quit with a half-written recipe")
      question.respond("keep")
      pump(until: { store.state.editor?.isConfirmingClose == false }, "Keep Editing unheard")
      XCTAssertEqual(quits, 0, "Keep Editing quit")
      XCTAssertEqual(editor.entry(.name)?.text, "Soda bread")

      XCTAssertTrue(main.activateAction(Command.quit.detailedName))
      let again = try XCTUnwrap(editor.discardQuestion.dialog, "the second Quit did not ask")
      again.respond("confirm")
      pump(until: { quits == 1 }, "Discard did not quit")
      XCTAssertNil(flow.editorWindow)
    }
  }

  func testSaveAndQuitSavesThenQuitsAndANamelessRecipeKeepsTheAppOpen() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary()
      let app = try QuittingApp(library: library)
      let (store, main, flow, editor) = (app.store, app.main, app.flow, app.editor)
      var quits: Int { app.quits }
      // Steps but no name: it cannot be saved, so the app stays, the editor saying why.
      editor.textArea(.notes)?.type("Good with soup.")
      XCTAssertTrue(main.activateAction(Command.quit.detailedName))
      try XCTUnwrap(editor.discardQuestion.dialog, "Quit did not ask").respond("alternative")
      pump(until: { store.state.editor?.errorMessage != nil }, "no reason the save failed")
      XCTAssertEqual(store.state.quit, .running, "still quitting after a refused save")
      XCTAssertEqual(quits, 0)
      XCTAssertNotNil(flow.editorWindow, "the editor closed with its changes")

      editor.entry(.name)?.type("Soda bread")
      XCTAssertTrue(main.activateAction(Command.quit.detailedName))
      try XCTUnwrap(editor.discardQuestion.dialog, "the second Quit did not ask")
        .respond("alternative")
      pump(until: { quits == 1 }, "Save and Quit did not quit")
      var names: [String] = []
      pump(
        until: {
          Task { names = await library.allRecipes.map(\.name) }
          return names == ["Soda bread"]
        }, "the recipe was not saved before quitting")
    }
  }

  func testQuitWithATimerRunningAsksAndKeepRunningStays() throws {
    try MainActor.assumeIsolated {
      let app = try QuittingApp(library: InMemoryLibrary())
      app.store.send(.editor(.closeRequested))
      app.store.send(.cooking(.cookTapped(.mock)))
      app.store.send(.cooking(.timerTapped(stepIndex: 1, timerIndex: 0)))
      pump(until: { !app.store.state.cooking.runningTimers.isEmpty }, "no timer runs")
      XCTAssertTrue(app.main.activateAction(Command.quit.detailedName))
      let question = try XCTUnwrap(app.commands.timersQuestion?.dialog, "Quit did not ask")
      XCTAssertEqual(question.heading, "Quit with a timer running?")
      XCTAssertTrue(question.body.hasPrefix("Still counting down: Chicken Pot Pie"), question.body)
      question.respond("keep")
      pump(until: { app.store.state.quit == .running }, "Keep Running unheard")
      XCTAssertEqual(app.quits, 0, "quit with a timer running")
      XCTAssertTrue(app.main.activateAction(Command.quit.detailedName))
      try XCTUnwrap(app.commands.timersQuestion?.dialog, "the second Quit did not ask")
        .respond("confirm")
      pump(until: { app.quits == 1 }, "Quit did not quit")
    }
  }

  func testQuitWithNothingUnsavedQuitsAtOnce() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog(), library: InMemoryLibrary())
      var quits = 0
      let (commands, main) = installQuit(store) { quits += 1 }
      defer { withExtendedLifetime(commands) {} }
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      store.send(.newRecipeTapped)
      XCTAssertNotNil(flow.editorWindow)
      XCTAssertTrue(main.activateAction(Command.quit.detailedName))
      XCTAssertEqual(quits, 1)
      XCTAssertEqual(flow.editorWindow?.discardQuestion.isVisible, false)
    }
  }
}

/// An app with Quit counted instead of ending the test process, and a new recipe's editor.
@MainActor
private final class QuittingApp {
  let store: Store<AppFeature.State, AppFeature.Action>
  let commands: ApplicationCommands
  let main: Window
  let flow: FlowController
  let editor: EditorWindow
  private(set) var quits = 0

  init(library: InMemoryLibrary) throws {
    store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
    var quit: (@MainActor () -> Void)?
    (commands, main) = installQuit(store) { quit?() }
    flow = FlowController(application: nil, store: store, images: nil, today: testToday)
    store.send(.newRecipeTapped)
    editor = try XCTUnwrap(flow.editorWindow)
    quit = { [unowned self] in self.quits += 1 }
  }
}

/// The application's commands with `quit` recorded instead of ending the test process, and a
/// window of the application to activate them from.
@MainActor
private func installQuit(
  _ store: Store<AppFeature.State, AppFeature.Action>, quit: @escaping @MainActor () -> Void
) -> (ApplicationCommands, Window) {
  let application = GTKTestCase.application
  CommandActions.setAccelerators(on: application)
  let commands = ApplicationCommands(
    application: application, store: store, version: "test", parentWindow: { nil }, quit: quit)
  let window = Window(application: application, title: "Recipes", width: 320, height: 200)
  return (commands, window)
}
