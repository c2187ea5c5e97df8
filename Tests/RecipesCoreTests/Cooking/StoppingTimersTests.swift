import RecipesCore
import RecipesTestSupport
import Testing

/// A running timer stopped in cooking mode can be had back for a few seconds: one click on
/// another step's timer stopped it for good (the walk-through took it for a way to that step).
@MainActor
@Suite("Stopping a timer, and Undo")
struct StoppingTimersTests {
  private static let stew = Recipe(
    id: "mine-stew", name: "Stew",
    instructions: "Brown the meat for 20 seconds.\nSimmer for 30 seconds.\nServe.")
  private let clock = ManualClock()

  private func cookingStore() async -> TestStore<CookingFeature.State, CookingFeature.Action> {
    var state = CookingFeature.State()
    state.session = CookingSession(recipe: Self.stew)
    return TestStore(
      initialState: state,
      reducer: CookingFeature(
        clock: clock, inhibitor: RecordingInhibitor().client,
        notifier: RecordingNotifier().client))
  }

  private func timer(_ id: Int, step: Int, seconds: Int, left: Int) -> CookingTimer {
    var timer = CookingTimer(
      id: CookingTimer.ID(id),
      origin: .init(recipeID: Self.stew.id, stepIndex: step, timerIndex: 0),
      recipeName: Self.stew.name, phrase: "\(seconds) seconds", duration: seconds)
    timer.remaining = left
    return timer
  }

  /// Starts step 1's 20-second timer and lets two seconds go by.
  private func browning(in store: TestStore<CookingFeature.State, CookingFeature.Action>) async {
    store.send(.timerTapped(stepIndex: 0, timerIndex: 0)) {
      $0.timers = [self.timer(1, step: 0, seconds: 20, left: 20)]
      $0.nextTimerID = CookingTimer.ID(2)
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.timers[0].remaining = 19 }
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.timers[0].remaining = 18 }
  }

  @Test func undoGivesTheTimerBackWithTheTimeItWouldHaveHad() async {
    let store = await cookingStore()
    await browning(in: store)
    store.send(.timerStopTapped(CookingTimer.ID(1))) {
      $0.timers = []
      $0.stopped = StoppedTimer(timer: self.timer(1, step: 0, seconds: 20, left: 18))
    }
    await clock.advance(by: .seconds(3))
    for left in [17, 16, 15] {
      await store.receive(.timerTicked(CookingTimer.ID(1))) {
        $0.stopped?.timer.remaining = left
        $0.stopped?.undoSecondsLeft = StoppedTimer.undoSeconds - (18 - left)
      }
    }
    store.send(.timerStopUndone(CookingTimer.ID(1))) {
      $0.stopped = nil
      $0.timers = [self.timer(1, step: 0, seconds: 20, left: 15)]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.timers[0].remaining = 14 }
    store.send(.timerDismissed(CookingTimer.ID(1))) { $0.timers = [] }
    await store.finish()
  }

  @Test func undoIsOfferedForTenSecondsThenTheTimerIsGone() async {
    let store = await cookingStore()
    await browning(in: store)
    store.send(.timerStopTapped(CookingTimer.ID(1))) {
      $0.timers = []
      $0.stopped = StoppedTimer(timer: self.timer(1, step: 0, seconds: 20, left: 18))
    }
    await clock.advance(by: .seconds(10))
    for left in (9...17).reversed() {
      await store.receive(.timerTicked(CookingTimer.ID(1))) {
        $0.stopped?.timer.remaining = left
        $0.stopped?.undoSecondsLeft = left - 8
      }
    }
    await store.receive(.timerTicked(CookingTimer.ID(1))) { $0.stopped = nil }
    store.send(.timerStopUndone(CookingTimer.ID(1)))
    await clock.advance(by: .seconds(10))
    store.assertNoPendingActions()
    await store.finish()
  }

  @Test func closingTheOfferEndsTheTimerAtOnce() async {
    let store = await cookingStore()
    await browning(in: store)
    store.send(.timerStopTapped(CookingTimer.ID(1))) {
      $0.timers = []
      $0.stopped = StoppedTimer(timer: self.timer(1, step: 0, seconds: 20, left: 18))
    }
    store.send(.timerStopSettled(CookingTimer.ID(1))) { $0.stopped = nil }
    await clock.advance(by: .seconds(5))
    store.assertNoPendingActions()
    await store.finish()
  }

  @Test func aSecondStopOrTheSameTimerStartedAgainEndsTheFirstStop() async {
    let store = await cookingStore()
    await browning(in: store)
    store.send(.nextTapped) { $0.session?.stepIndex = 1 }
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.timers.append(self.timer(2, step: 1, seconds: 30, left: 30))
      $0.nextTimerID = CookingTimer.ID(3)
    }
    store.send(.timerStopTapped(CookingTimer.ID(1))) {
      $0.timers = [self.timer(2, step: 1, seconds: 30, left: 30)]
      $0.stopped = StoppedTimer(timer: self.timer(1, step: 0, seconds: 20, left: 18))
    }
    // Only the last stop can be undone: step 1's timer goes for good.
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.timers = []
      $0.stopped = StoppedTimer(timer: self.timer(2, step: 1, seconds: 30, left: 30))
    }
    store.send(.timerStopUndone(CookingTimer.ID(1)))
    // Step 2's timer started afresh: its stopped run cannot come back beside it.
    store.send(.timerTapped(stepIndex: 1, timerIndex: 0)) {
      $0.stopped = nil
      $0.timers = [self.timer(3, step: 1, seconds: 30, left: 30)]
      $0.nextTimerID = CookingTimer.ID(4)
    }
    store.send(.timerStopUndone(CookingTimer.ID(2)))
    #expect(store.state.timers.map(\.id) == [CookingTimer.ID(3)])
    store.send(.timerDismissed(CookingTimer.ID(3))) { $0.timers = [] }
    await store.finish()
  }

  @Test func aFinishedTimerIsPutAwayNotStopped() async {
    var state = CookingFeature.State()
    state.timers = [timer(1, step: 0, seconds: 20, left: 0)]
    let store = TestStore(
      initialState: state,
      reducer: CookingFeature(
        clock: clock, inhibitor: RecordingInhibitor().client,
        notifier: RecordingNotifier().client))
    store.send(.timerStopTapped(CookingTimer.ID(1)))
    store.send(.timerDismissed(CookingTimer.ID(1))) { $0.timers = [] }
    await store.finish()
  }
}
