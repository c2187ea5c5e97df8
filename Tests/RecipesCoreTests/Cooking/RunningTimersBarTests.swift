import RecipesCore
import Testing

/// The main window's timers bar names each running timer's step: two timers of one recipe
/// read "Stew 12:34 · Stew 4:00" and could not be told apart.
@Suite("The timers bar")
struct RunningTimersBarTests {
  private func timer(_ id: Int, step: Int, left: Int, recipe: String = "Stew") -> CookingTimer {
    var timer = CookingTimer(
      id: CookingTimer.ID(id),
      origin: .init(
        recipeID: Recipe.ID(rawValue: "mine-\(recipe)"), stepIndex: step, timerIndex: 0),
      recipeName: recipe, phrase: "a while", duration: 3600)
    timer.remaining = left
    return timer
  }

  @Test func twoTimersOfOneRecipeSayTheirSteps() {
    var state = CookingFeature.State()
    state.timers = [timer(1, step: 4, left: 240), timer(2, step: 2, left: 754)]
    let bar = RunningTimersViewState(state)
    #expect(bar.label == "Stew, step 5: 4:00 · Stew, step 3: 12:34")
    #expect(
      bar.accessibleLabel == "Timers: Stew, step 5, 4:00 left, Stew, step 3, 12:34 left")
  }

  @Test func finishedOnesAreCountedAfterTheRunningOnes() {
    var state = CookingFeature.State()
    state.timers = [timer(1, step: 0, left: 0), timer(2, step: 1, left: 90, recipe: "Pasta")]
    let bar = RunningTimersViewState(state)
    #expect(bar.label == "Pasta, step 2: 1:30 · 1 done")
    #expect(bar.isVisible)
  }

  /// The toast of a finished timer names its step too: two timers of one recipe, of the
  /// same length, finished one after the other, are told apart.
  @Test func aFinishedTimersToastSaysItsStep() {
    var state = CookingFeature.State()
    state.timers = [timer(1, step: 2, left: 0), timer(2, step: 4, left: 0)]
    let notices = FinishedTimersViewState(state).notices
    #expect(
      notices.map(\.text) == [
        "Time’s up: Stew, step 3, 1:00:00", "Time’s up: Stew, step 5, 1:00:00",
      ])
  }
}
