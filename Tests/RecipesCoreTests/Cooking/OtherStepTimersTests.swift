import RecipesCore
import Testing

/// A timer started on one step stays in view on the others: cooking mode showed only the
/// step's own timers, so a timer started at step 1 vanished at step 2 until it rang.
@Suite("Other steps' timers in cooking mode")
struct OtherStepTimersTests {
  private static let stew = Recipe(
    id: "mine-stew", name: "Stew",
    instructions: "Brown the meat for 5 minutes.\nSimmer for 2 hours.\nRest 10 minutes.")

  private func timer(_ id: Int, step: Int, left: Int, of duration: Int) -> CookingTimer {
    var timer = CookingTimer(
      id: CookingTimer.ID(id),
      origin: .init(recipeID: Self.stew.id, stepIndex: step, timerIndex: 0),
      recipeName: Self.stew.name, phrase: "a while", duration: duration)
    timer.remaining = left
    return timer
  }

  private func state(atStep step: Int, timers: [CookingTimer]) -> CookingFeature.State {
    var state = CookingFeature.State()
    state.session = CookingSession(recipe: Self.stew)
    state.session?.stepIndex = step
    state.timers = timers
    return state
  }

  @Test func aTimerOfAnEarlierStepShowsOnLaterSteps() throws {
    let browning = timer(1, step: 0, left: 299, of: 300)
    let view = try #require(CookingViewState(state(atStep: 1, timers: [browning])))
    #expect(view.otherTimers.map(\.label) == ["Step 1 · 4:59"])
    #expect(view.otherTimers.map(\.accessibleLabel) == ["Stop the timer of step 1, 4:59 left"])
    #expect(view.otherTimers.map(\.id) == [browning.id])
    #expect(view.otherTimers.map(\.phase) == [.running])
    // On its own step it is the step's button, not shown twice.
    let own = try #require(CookingViewState(state(atStep: 0, timers: [browning])))
    #expect(own.otherTimers.isEmpty)
    #expect(own.timers.map(\.phase) == [.running])
  }

  @Test func aFinishedOneStaysUntilPutAwayAndOnlyTheLatestOfATimerShows() throws {
    let first = timer(1, step: 0, left: 0, of: 300)
    let restarted = timer(3, step: 0, left: 120, of: 300)
    let simmering = timer(2, step: 1, left: 0, of: 7200)
    let view = try #require(
      CookingViewState(state(atStep: 2, timers: [first, simmering, restarted])))
    #expect(view.otherTimers.map(\.label) == ["Step 1 · 2:00", "Step 2 · Time’s up"])
    #expect(view.otherTimers.map(\.id) == [restarted.id, simmering.id])
    #expect(
      view.otherTimers.last?.accessibleLabel == "Put away the finished timer of step 2")
  }

  @Test func anotherRecipesTimersAreNotThisOnes() throws {
    var pasta = timer(1, step: 0, left: 60, of: 600)
    pasta = CookingTimer(
      id: pasta.id, origin: .init(recipeID: "mine-pasta", stepIndex: 0, timerIndex: 0),
      recipeName: "Pasta", phrase: "10 minutes", duration: 600)
    let view = try #require(CookingViewState(state(atStep: 1, timers: [pasta])))
    #expect(view.otherTimers.isEmpty)
  }
}
