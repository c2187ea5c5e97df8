import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Cooking mode in real GTK windows: opened from a recipe's "Cook", paged with its buttons,
/// its timers counting on a manual clock, the screen kept awake and let go.
final class CookingWindowTests: GTKTestCase {
  func testCookShowsStepOneOfNAndNextAndPreviousPage() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mock)
      XCTAssertEqual(window.window.title, "Cooking: Chicken Pot Pie")
      XCTAssertEqual(window.stepCounter.text, "Step 1 of 3")
      XCTAssertEqual(window.stepText.text, "Heat the oven to 200°C.")
      XCTAssertTrue(window.timerButtons.isEmpty, "an oven temperature is no timer")
      // Tests/EndToEnd finds these by name.
      XCTAssertEqual(window.nextButton.accessibleLabel, "Next")
      XCTAssertEqual(window.previousButton.accessibleLabel, "Previous")
      XCTAssertEqual(window.closeButton.accessibleLabel, "Close cooking mode")
      XCTAssertFalse(window.previousButton.isSensitive)
      window.nextButton.click()
      XCTAssertEqual(window.stepCounter.text, "Step 2 of 3")
      // The time beside an alarm icon: the button says it is a timer.
      XCTAssertEqual(window.timerLabels.map(\.text), ["10:00"])
      XCTAssertEqual(window.timerButtons.first?.accessibleLabel, "Start timer 10:00")
      window.nextButton.click()
      XCTAssertEqual(window.stepCounter.text, "Step 3 of 3")
      // At the last step Next is Done.
      XCTAssertTrue(window.nextButton.isSensitive)
      XCTAssertEqual(window.nextButton.accessibleLabel, "Done")
      window.previousButton.click()
      XCTAssertEqual(window.stepCounter.text, "Step 2 of 3")
      XCTAssertEqual(window.nextButton.accessibleLabel, "Next")
      window.ingredientsToggle.click()
      XCTAssertEqual(window.ingredientList.children.count, Recipe.mock.ingredients.count)
      XCTAssertEqual(kitchen.store.state.cooking.session?.showsIngredients, true)
      // The ingredients page is headed as such, not "Step 2 of 3".
      XCTAssertEqual(window.stepCounter.text, "Ingredients")
    }
  }

  /// The header's title is the recipe's whole name where it fits, and never a lone "…"
  /// on a phone: there it shows at least its first ten characters, or nothing.
  func testTheHeaderTitleIsNeverALoneEllipsis() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mock)
      window.window.present()
      pump(until: { window.headerTitle.root.visibleIndex == 0 }, "the whole title did not show")
      XCTAssertEqual(window.headerTitle.whole.text, "Cooking: Chicken Pot Pie")
      // Narrower, the header has room for the start of the title beside its buttons.
      resize(window.window, width: 480, height: 640)
      pump(
        until: { window.headerTitle.root.visibleIndex == 1 },
        "not the title's start: \(String(describing: window.headerTitle.root.visibleIndex))")
      pump(
        until: { window.headerTitle.shortened.allocatedWidth > 60 },
        "the title cut to almost nothing")
      // A phone's header has no room for ten characters beside its buttons: nothing is shown
      // rather than a lone "…".
      resize(window.window, width: 360, height: 640)
      pump(
        until: { window.headerTitle.root.visibleIndex == 2 },
        "not nothing: \(String(describing: window.headerTitle.root.visibleIndex))")
    }
  }

  func testSwipingTheStepPagesAsTheButtonsDo() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mock)
      let swipe = try XCTUnwrap(window.stepSwipe, "the step has no swipe gesture")
      // Leftwards, as a finger turning a page: the next step.
      swipe.emitSwipe(velocityX: -900, velocityY: 40)
      XCTAssertEqual(window.stepCounter.text, "Step 2 of 3")
      XCTAssertTrue(kitchen.log.actions.contains(.cooking(.nextTapped)), "not the button's action")
      swipe.emitSwipe(velocityX: -900, velocityY: 0)
      XCTAssertEqual(window.stepCounter.text, "Step 3 of 3")
      // Past the last step nothing happens, as the disabled Next button does nothing.
      let sent = kitchen.log.actions.count
      swipe.emitSwipe(velocityX: -900, velocityY: 0)
      XCTAssertEqual(window.stepCounter.text, "Step 3 of 3")
      XCTAssertEqual(kitchen.log.actions.count, sent, "a swipe past the last step sent something")
      // Rightwards: the previous step.
      swipe.emitSwipe(velocityX: 700, velocityY: -30)
      XCTAssertEqual(window.stepCounter.text, "Step 2 of 3")
      XCTAssertTrue(kitchen.log.actions.contains(.cooking(.previousTapped)))
      // Slow or mostly vertical (scrolling a long step) is no swipe.
      swipe.emitSwipe(velocityX: -120, velocityY: 0)
      swipe.emitSwipe(velocityX: -500, velocityY: 900)
      XCTAssertEqual(window.stepCounter.text, "Step 2 of 3")
    }
  }

  func testATimerButtonCountsDownAndTheHeaderShowsIt() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mock)
      let indicator = TimersIndicator(store: kitchen.store)
      XCTAssertFalse(indicator.button.isVisible, "no timer yet")
      window.nextButton.click()
      let timer = try XCTUnwrap(window.timerButtons.first)
      timer.click()
      XCTAssertEqual(window.timerLabels.first?.text, "10:00")
      XCTAssertEqual(timer.accessibleLabel, "Stop timer, 10:00 left")
      XCTAssertTrue(indicator.button.isVisible)
      XCTAssertEqual(indicator.label.text, "Chicken Pot Pie, step 2: 10:00")
      Task { await kitchen.clock.advance(by: .seconds(2)) }
      pump(
        until: { window.timerLabels.first?.text == "9:58" },
        "the timer showed \(window.timerLabels.first?.text ?? "")")
      XCTAssertEqual(indicator.label.text, "Chicken Pot Pie, step 2: 9:58")
      // Leaving cooking mode does not stop the timer.
      window.closeButton.click()
      pump(until: { kitchen.cooking.window == nil }, "Close did not close cooking mode")
      Task { await kitchen.clock.advance(by: .seconds(1)) }
      pump(
        until: { indicator.label.text == "Chicken Pot Pie, step 2: 9:57" },
        "showed \(indicator.label.text)")
    }
  }

  /// On a phone the step's timer is in view however long the step: it was below the fold
  /// at 360 × 640, under the step's text in the scroller.
  func testTheStepsTimerIsInViewOnAPhone() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen(recipes: Recipe.mocks + [Self.longStew])
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(Self.longStew)
      window.window.present()
      resize(window.window, width: 360, height: 640)
      let timer = try XCTUnwrap(window.timerButtons.first)
      let height = Double(window.window.allocatedHeight)
      pump(
        until: { timer.isMapped && (timer.bounds(in: window.window)?.height ?? 0) > 0 },
        "the step's timer never showed")
      let bounds = try XCTUnwrap(timer.bounds(in: window.window))
      XCTAssertLessThanOrEqual(bounds.y + bounds.height, height, "the timer is below the fold")
    }
  }

  /// A timer started on a step stays in view on the steps after it, and can be stopped
  /// there: cooking mode showed only the step's own timers, so one started at step 1
  /// vanished at step 2 until it rang.
  func testATimerStaysInViewAndCanBeStoppedOnTheStepsAfterItsOwn() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen(recipes: Recipe.mocks + [Self.longStew])
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(Self.longStew)
      let timer = try XCTUnwrap(window.timerButtons.first)
      timer.click()
      XCTAssertTrue(window.otherTimerButtons.isEmpty, "its own step shows it once")
      window.nextButton.click()
      XCTAssertTrue(window.timerButtons.isEmpty)
      XCTAssertTrue(window.otherTimersRow.isVisible, "step 1's timer vanished at step 2")
      XCTAssertEqual(window.otherTimerLabels.map(\.text), ["Step 1 · 20:00"])
      XCTAssertEqual(
        window.otherTimerButtons.first?.accessibleLabel, "Stop the timer of step 1, 20:00 left")
      XCTAssertEqual(window.otherTimerButtons.first?.tooltip, "Stop the timer of step 1")
      Task { await kitchen.clock.advance(by: .seconds(1)) }
      pump(
        until: { window.otherTimerLabels.first?.text == "Step 1 · 19:59" },
        "it did not count down: \(window.otherTimerLabels.first?.text ?? "")")
      window.otherTimerButtons[0].click()
      XCTAssertTrue(kitchen.store.state.cooking.timers.isEmpty, "the button did not stop it")
      XCTAssertFalse(window.otherTimersRow.isVisible)
      // A click too many is not for good: Undo gives the timer back.
      let toast = try XCTUnwrap(window.stopToast, "no Undo after the stop")
      XCTAssertEqual(toast.title, "Timer of step 1 stopped.")
      XCTAssertEqual(toast.buttonLabel, "Undo")
      window.toasts.clickButton(of: toast)
      XCTAssertEqual(kitchen.store.state.cooking.runningTimers.count, 1, "Undo did not restart it")
      XCTAssertEqual(window.otherTimerLabels.map(\.text), ["Step 1 · 19:59"])
      XCTAssertNil(window.stopToast)
    }
  }

  /// The step's own timer button says what a click does: play to start, stop while it
  /// runs; a stop offers Undo, and the offer goes when the store lets the timer go.
  func testTheStepsTimerButtonStartsAndStopsWithUndo() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen(recipes: Recipe.mocks + [Self.longStew])
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(Self.longStew)
      let timer = try XCTUnwrap(window.timerButtons.first)
      XCTAssertEqual(timer.tooltip, "Start a timer for 20 minutes")
      timer.click()
      XCTAssertEqual(timer.tooltip, "Stop this timer")
      XCTAssertEqual(timer.accessibleLabel, "Stop timer, 20:00 left")
      timer.click()
      XCTAssertEqual(timer.accessibleLabel, "Start timer 20:00")
      let toast = try XCTUnwrap(window.stopToast, "no Undo after the stop")
      XCTAssertEqual(toast.title, "Timer of step 1 stopped.")
      // Ten seconds later the store lets the timer go, and the offer with it.
      Task { await kitchen.clock.advance(by: .seconds(10)) }
      pump(until: { window.stopToast == nil }, "the Undo stayed after its time")
      XCTAssertTrue(toast.isDismissed)
      XCTAssertNil(kitchen.store.state.cooking.stopped)
    }
  }

  /// A long first step with a timer at its end, then two steps without.
  static let longStew = Recipe(
    id: "mine-long-stew", name: "Long stew",
    instructions: String(repeating: "Stir the pot gently and keep an eye on it. ", count: 12)
      + "Simmer for 20 minutes.\nSeason.\nServe.")

  func testTheScreenIsKeptAwakeWhileCookingAndLetGoOnDone() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mockPasta)
      pump(until: { kitchen.inhibitor.held == [1] }, "cooking did not keep the screen awake")
      XCTAssertEqual(
        kitchen.inhibitor.calls.first, .inhibit(reason: "Cooking Pasta alla Norma", token: 1))
      window.nextButton.click()
      window.nextButton.click()
      XCTAssertEqual(window.nextButton.accessibleLabel, "Done")
      window.nextButton.click()
      pump(until: { kitchen.inhibitor.held.isEmpty }, "Done did not let the screen sleep")
      XCTAssertNil(kitchen.cooking.window)
      XCTAssertTrue(kitchen.log.actions.contains(.cooking(.doneTapped)))
    }
  }

  func testClosingTheCookingWindowEndsCookingAndLetsTheScreenGo() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mockPasta)
      pump(until: { kitchen.inhibitor.held == [1] }, "cooking did not keep the screen awake")
      window.window.close()
      pump(until: { kitchen.store.state.cooking.session == nil }, "closing did not end cooking")
      pump(until: { kitchen.inhibitor.held.isEmpty }, "closing did not let the screen sleep")
      XCTAssertTrue(kitchen.log.actions.contains(.cooking(.windowClosed)))
    }
  }

  func testTheArrowKeysAreTheCookingWindowsOwn() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mock)
      XCTAssertTrue(window.window.activateAction(Command.nextStep.detailedName))
      XCTAssertEqual(window.stepCounter.text, "Step 2 of 3")
      XCTAssertEqual(Command.nextStep.windowKeys, ["Right"])
      XCTAssertEqual(Command.previousStep.windowKeys, ["Left"])
      XCTAssertTrue(
        Command.allCases.allSatisfy {
          $0.accelerators.allSatisfy { !$0.contains("Left") && !$0.contains("Right") }
        }, "the grid keeps its arrows")
    }
  }

  func testAFinishedTimerSaysWhichOneAndForWhichRecipeUntilDismissed() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mock)
      let toasts = ToastOverlay()
      let indicator = TimersIndicator(store: kitchen.store, toasts: toasts)
      XCTAssertFalse(indicator.root.isVisible, "no timer, no bar")
      window.nextButton.click()
      try XCTUnwrap(window.timerButtons.first).click()
      XCTAssertTrue(indicator.root.isVisible)
      XCTAssertEqual(indicator.finishedToasts?.toasts.isEmpty, true)
      Task { await kitchen.clock.advance(by: .seconds(600)) }
      // Six hundred ticks, each a hop to the main loop: slow on a loaded machine.
      pump(
        until: { indicator.finishedToasts?.toasts.count == 1 }, timeout: 60, "no toast at zero")
      let toast = try XCTUnwrap(indicator.finishedToasts?.toasts.values.first)
      XCTAssertEqual(toast.title, "Time’s up: Chicken Pot Pie, step 2, 10:00")
      XCTAssertEqual(toast.buttonLabel, "Dismiss")
      toasts.clickButton(of: toast)
      pump(until: { kitchen.store.state.cooking.timers.isEmpty }, "Dismiss left the timer")
      XCTAssertFalse(indicator.root.isVisible)
    }
  }

  func testTheRunningTimersShowOverEveryViewOfTheMainWindow() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let list = RecipeListWindow(application: nil, store: kitchen.store)
      list.present()
      let window = try kitchen.cook(.mock)
      window.nextButton.click()
      try XCTUnwrap(window.timerButtons.first).click()
      for view in [HomeView.plan, .shopping, .pantry, .recipes] {
        kitchen.store.send(.viewSelected(view))
        pump(until: { list.timersIndicator.root.isMapped }, "no timers over the \(view) view")
      }
      list.parentWindow.destroy()
    }
  }

  /// Three timers of a recipe with a long name: the bar under the main window's header
  /// wraps its times, so the window can still be made as narrow as a phone (their line,
  /// on one row, kept it 516 px wide: the walk-through's stew with two timers running).
  func testTheRunningTimersBarLetsTheMainWindowBeAsNarrowAsAPhone() throws {
    try MainActor.assumeIsolated {
      let stew = Recipe(
        id: "mine-braise", name: "Slow-Braised Beef and Guinness Stew",
        instructions: "Simmer for 10 minutes.\nBake for 30 minutes.\nRest for 5 minutes.")
      let kitchen = Kitchen(recipes: Recipe.mocks + [stew])
      defer { kitchen.closeEverything() }
      let list = RecipeListWindow(application: nil, store: kitchen.store)
      list.present()
      let window = try kitchen.cook(stew)
      for step in 0..<3 {
        if step > 0 { window.nextButton.click() }
        try XCTUnwrap(window.timerButtons.first, "step \(step + 1) has no timer").click()
      }
      XCTAssertEqual(kitchen.store.state.cooking.timers.count, 3)
      pump(until: { list.timersIndicator.root.isMapped }, "no timers under the header")
      XCTAssertLessThanOrEqual(
        list.parentWindow.minimumContentWidth, 360,
        "the timers' line keeps the main window wider than a phone")
      list.parentWindow.destroy()
    }
  }

  func testAFinishedTimerShowsInEveryWindowOfOursAndOnTheDesktopUntilDismissedInOne() throws {
    try MainActor.assumeIsolated {
      let kitchen = Kitchen()
      defer { kitchen.closeEverything() }
      let window = try kitchen.cook(.mock)
      let detail = try XCTUnwrap(kitchen.flow.detailWindow(Recipe.mock.id))
      window.nextButton.click()
      try XCTUnwrap(window.timerButtons.first).click()
      XCTAssertEqual(window.timerToasts?.toasts.isEmpty, true, "a toast before zero")
      // The cook writes a recipe while it cooks.
      kitchen.store.send(.newRecipeTapped)
      let editor = try XCTUnwrap(kitchen.flow.editorWindow, "no editor opened")
      Task { await kitchen.clock.advance(by: .seconds(600)) }
      pump(
        until: {
          window.timerToasts?.toasts.count == 1 && detail.toasts.timers?.toasts.count == 1
        }, timeout: 60, "the cooking and recipe windows did not both say it")
      XCTAssertEqual(editor.timerToasts?.toasts.count, 1, "the editor in front did not say it")
      pump(until: { kitchen.notifier.notifications.count == 1 }, "no desktop notification")
      let cookingToast = try XCTUnwrap(window.timerToasts?.toasts.values.first)
      // Over the step, never over Previous and Next.
      XCTAssertFalse(
        window.toasts.subtree.contains { $0.isSameWidget(as: window.nextButton) },
        "the toast can cover Next")
      let recipeToast = try XCTUnwrap(detail.toasts.timers?.toasts.values.first)
      XCTAssertEqual(recipeToast.title, "Time’s up: Chicken Pot Pie, step 2, 10:00")
      XCTAssertEqual(recipeToast.buttonLabel, "Dismiss")
      // Dismissed in the recipe's window: the timer is put away, and gone from cooking's too.
      detail.toasts.overlay.clickButton(of: recipeToast)
      pump(until: { kitchen.store.state.cooking.timers.isEmpty }, "Dismiss left the timer")
      pump(until: { window.timerToasts?.toasts.isEmpty == true }, "cooking's toast stayed")
      XCTAssertTrue(cookingToast.isDismissed)
      XCTAssertEqual(editor.timerToasts?.toasts.isEmpty, true, "the editor's toast stayed")
      kitchen.store.send(.editor(.closeRequested))
      pump(until: { kitchen.flow.editorWindow == nil }, "the editor stayed open")
    }
  }
}

/// A store with cooking's clients recorded, the recipe windows and the cooking window.
@MainActor
private final class Kitchen {
  let clock = ManualClock()
  let inhibitor = RecordingInhibitor()
  let notifier = RecordingNotifier()
  let log = ActionLog<AppFeature.Action>()
  let store: Store<AppFeature.State, AppFeature.Action>
  let flow: FlowController
  let cooking: CookingFlow

  init(recipes: [Recipe] = Recipe.mocks) {
    let library = InMemoryLibrary(recipes: recipes)
    store = Store(
      initialState: AppFeature.State(),
      reducer: RecordingReducer(
        AppFeature(
          api: .offline, library: library.client, importer: .failing, clock: clock,
          opener: .failing,
          inhibitor: inhibitor.client, notifier: notifier.client, now: { testNow }),
        log: log))
    flow = FlowController(application: nil, store: store, images: nil, today: testToday)
    cooking = CookingFlow(application: nil, store: store)
  }

  /// Ends cooking and closes the recipe windows, so no window outlives its test.
  func closeEverything() {
    store.send(.cooking(.doneTapped))
    for detail in store.state.details { store.send(.detailWindowClosed(detail.id)) }
    pump(until: { self.cooking.window == nil && self.flow.openDetailIDs.isEmpty })
  }

  /// Opens `recipe`'s window, clicks its "Cook" and returns the cooking window.
  func cook(_ recipe: Recipe) throws -> CookingWindow {
    store.send(.recipeActivated(recipe.id))
    pump(until: { self.store.state.detail(recipe.id)?.recipe != nil }, "the recipe never loaded")
    let detail = try XCTUnwrap(flow.detailWindow(recipe.id))
    XCTAssertEqual(detail.cookButton.accessibleLabel, "Cook")
    detail.cookButton.click()
    let scaling = store.state.detail(recipe.id)?.scaling
    XCTAssertTrue(log.actions.contains(.cooking(.cookTapped(recipe, scaling: scaling))))
    return try XCTUnwrap(cooking.window, "Cook opened no cooking window")
  }
}
