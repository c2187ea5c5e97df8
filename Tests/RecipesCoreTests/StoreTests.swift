import RecipesCore
import RecipesTestSupport
import Testing

/// A tiny feature for exercising the store's machinery.
private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case increment
    case noop
    case startTimer(id: Int, after: Duration, cancelInFlight: Bool)
    case timerFired(Int)
    case cancelTimer(Int)
    case chain(Int)
    case mergeTwo
    case logged(String)
  }

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .startTimer(let id, let delay, let cancelInFlight):
      return Self.timer(on: clock, after: delay) { .timerFired(id) }
        .cancellable(id: "timer", cancelInFlight: cancelInFlight)
    case .timerFired(let id):
      state.log.append("fired \(id)")
      return .none
    case .cancelTimer:
      return .cancel(id: "timer")
    case .chain(let remaining):
      state.log.append("chain \(remaining)")
      guard remaining > 0 else { return .none }
      return .run { send in await send(.chain(remaining - 1)) }
    case .mergeTwo:
      return .merge(
        .run { send in await send(.logged("a")) },
        Self.timer(on: clock, after: .seconds(1)) { .logged("b") })
    case .logged(let text):
      state.log.append(text)
      return .none
    }
  }

  /// Sends `action` once `delay` has passed from now (read now, so no test can race it).
  private static func timer<C: Clock<Duration>>(
    on clock: C, after delay: Duration, _ action: @escaping @Sendable () -> Action
  ) -> Effect<Action> {
    let deadline = clock.now.advanced(by: delay)
    return .run { send in
      guard (try? await clock.sleep(until: deadline, tolerance: nil)) != nil else { return }
      await send(action())
    }
  }
}

@MainActor
@Suite("Store")
struct StoreTests {
  @Test func sendReducesSynchronously() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    store.send(.increment)
    store.send(.increment)
    #expect(store.state.count == 2)
  }

  @Test func tenThousandSendsInARow() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    for _ in 0..<10_000 { store.send(.increment) }
    #expect(store.state.count == 10_000)
  }

  @Test func observersHearOnlyChanges() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    var seen: [Counter.State] = []
    let observation = store.observe({ $0 }) { seen.append($0) }
    store.send(.increment)
    store.send(.noop)
    store.send(.increment)
    observation.cancel()
    store.send(.increment)
    #expect(seen.map(\.count) == [1, 2])
  }

  @Test func observersAreToldInTheOrderTheySubscribed() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    var told: [String] = []
    let observations = ["first", "second", "third"].map { name in
      store.observe(\.count) { _ in told.append(name) }
    }
    store.send(.increment)
    store.send(.increment)
    #expect(told == ["first", "second", "third", "first", "second", "third"])
    observations.forEach { $0.cancel() }
  }

  @Test func anObserverCancelledByAnotherIsNotToldAgain() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    var told: [String] = []
    var second: StoreObservation?
    let first = store.observe(\.count) { _ in
      told.append("first")
      second?.cancel()
    }
    second = store.observe(\.count) { _ in told.append("second") }
    store.send(.increment)
    store.send(.increment)
    #expect(told == ["first", "first"])
    first.cancel()
  }

  @Test func anObserverThatSubscribesAnotherWhileToldIsHeardFromTheNextChange() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    var told: [String] = []
    var opened: StoreObservation?
    let opener = store.observe(\.count) { count in
      told.append("opener \(count)")
      // A window opened by an observer reads the store and subscribes, as the flows do.
      if opened == nil {
        told.append("read \(store.state.count)")
        opened = store.observe(\.count) { told.append("opened \($0)") }
      }
    }
    store.send(.increment)
    store.send(.logged("nothing the observers show"))
    store.send(.increment)
    #expect(told == ["opener 1", "read 1", "opener 2", "opened 2"])
    opener.cancel()
    opened?.cancel()
  }

  @Test func anObserverOfAPartHearsOnlyWhenThatPartChanges() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    var counts: [Int] = []
    let observation = store.observe(\.count) { counts.append($0) }
    store.send(.increment)
    store.send(.logged("the log changes, the count does not"))
    store.send(.increment)
    observation.cancel()
    store.send(.increment)
    #expect(counts == [1, 2])
  }

  @Test func effectActionsAreReducedInOrderAndFinishAwaitsThem() async {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    await store.send(.chain(3)).finish()
    #expect(store.state.log == ["chain 3", "chain 2", "chain 1", "chain 0"])
  }

  @Test func cancelInFlightReplacesTheOlderEffect() async {
    let clock = ManualClock()
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
    let first = store.send(.startTimer(id: 1, after: .seconds(1), cancelInFlight: true))
    let second = store.send(.startTimer(id: 2, after: .seconds(1), cancelInFlight: true))
    await clock.advance(by: .seconds(1))
    await first.finish()
    await second.finish()
    #expect(store.state.log == ["fired 2"])
  }

  @Test func withoutCancelInFlightBothRun() async {
    let clock = ManualClock()
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
    let first = store.send(.startTimer(id: 1, after: .seconds(1), cancelInFlight: false))
    let second = store.send(.startTimer(id: 2, after: .seconds(2), cancelInFlight: false))
    // One second at a time: two sleepers woken by one advance deliver in either order.
    await clock.advance(by: .seconds(1))
    await first.finish()
    await clock.advance(by: .seconds(1))
    await second.finish()
    #expect(store.state.log == ["fired 1", "fired 2"])
  }

  @Test func cancelByIDStopsTheEffectAndItNeverDelivers() async {
    let clock = ManualClock()
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
    let timer = store.send(.startTimer(id: 1, after: .seconds(1), cancelInFlight: false))
    store.send(.cancelTimer(1))
    await timer.finish()
    await clock.run()
    #expect(store.state.log.isEmpty)
    #expect(timer.isFinished)
  }

  @Test func cancellingTheHandleStopsItsEffects() async {
    let clock = ManualClock()
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
    let timer = store.send(.startTimer(id: 1, after: .seconds(1), cancelInFlight: false))
    timer.cancel()
    await timer.finish()
    await clock.run()
    #expect(store.state.log.isEmpty)
  }

  @Test func mergeRunsEveryEffect() async {
    let clock = ManualClock()
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: clock))
    let task = store.send(.mergeTwo)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.state.log.sorted() == ["a", "b"])
  }

  @Test func actionsSentByAnObserverAreQueuedNotNested() {
    let store = Store(initialState: Counter.State(), reducer: Counter(clock: ManualClock()))
    var counts: [Int] = []
    let observation = store.observe(\.count) { count in
      counts.append(count)
      if count == 1 { store.send(.increment) }
    }
    store.send(.increment)
    observation.cancel()
    #expect(counts == [1, 2])
    #expect(store.state.count == 2)
  }
}
