import RecipesCore
import RecipesTestSupport
import Testing

/// `Effect.timer`: one task per burst, re-armed by each newer deadline, sending once.
@MainActor
@Suite("Effect.timer")
struct EffectTimerTests {
  private enum TimerID { case debounce }

  private let clock = ManualClock()
  private let runner = EffectRunner<String>()
  private let group = EffectGroup()
  private let sent = SentActions()

  private func arm(after delay: Duration, sending action: String = "fired") {
    runner.start(
      .timer(
        id: TimerID.debounce, deadline: clock.now.advanced(by: delay), clock: clock,
        action: action),
      in: group
    ) { [sent] in sent.actions.append($0) }
  }

  @Test func rearmingMovesTheDeadlineWithoutANewTask() async {
    arm(after: .milliseconds(300), sending: "first")
    #expect(runner.runningCount == 1)
    await clock.advance(by: .milliseconds(200))
    arm(after: .milliseconds(300), sending: "second")  // due at 500
    #expect(runner.runningCount == 1)
    await clock.advance(by: .milliseconds(200))  // 400: the first deadline has passed
    #expect(sent.actions.isEmpty)
    #expect(runner.runningCount == 1)
    await clock.advance(by: .milliseconds(99))
    #expect(sent.actions.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await group.finish()
    // One action, the first timer's (re-arming moves the deadline, not the action).
    #expect(sent.actions == ["first"])
    #expect(runner.runningCount == 0)
  }

  @Test func aTimerAfterOneFiredStartsAfresh() async {
    arm(after: .milliseconds(100), sending: "one")
    await clock.advance(by: .milliseconds(100))
    await group.finish()
    #expect(sent.actions == ["one"])
    arm(after: .milliseconds(100), sending: "two")
    #expect(runner.runningCount == 1)
    await clock.advance(by: .milliseconds(100))
    await group.finish()
    #expect(sent.actions == ["one", "two"])
  }

  @Test func cancellingStopsTheTimerAndANewOneStartsItsOwnTask() async {
    arm(after: .milliseconds(100), sending: "cancelled")
    runner.start(.cancel(id: TimerID.debounce), in: group) { [sent] in sent.actions.append($0) }
    arm(after: .milliseconds(300), sending: "kept")
    await clock.advance(by: .milliseconds(100))
    #expect(sent.actions.isEmpty)
    await clock.advance(by: .milliseconds(200))
    await group.finish()
    #expect(sent.actions == ["kept"])
    #expect(runner.runningCount == 0)
  }

  @Test func aTimerCancelsOtherEffectsRunningUnderItsID() async {
    runner.start(
      Effect<String>.run { send in
        try? await suspendUntilCancelled()
        await send("search ended")
      }.cancellable(id: TimerID.debounce),
      in: group
    ) { [sent] in sent.actions.append($0) }
    arm(after: .milliseconds(300))
    await clock.advance(by: .milliseconds(300))
    await group.finish()
    // The search was cancelled before it could send; the timer fired.
    #expect(sent.actions == ["fired"])
  }

  @Test func storeSendsThatReArmStartNoTask() async {
    let store = Store(
      initialState: SearchFeature.State(),
      reducer: SearchFeature(
        api: .offline, library: InMemoryLibrary(recipes: []).client, clock: clock))
    let first = store.send(.queryChanged("p"))
    let second = store.send(.queryChanged("pa"))
    let third = store.send(.queryChanged("pas"))
    #expect(!first.isFinished)
    #expect(second.isFinished && third.isFinished)
    await clock.advance(by: SearchFeature.debounce)
    await first.finish()
    #expect(store.state.query == SearchQuery(words: ["pas"]))
  }
}

/// What the timers sent, in order.
@MainActor
private final class SentActions {
  var actions: [String] = []
}
