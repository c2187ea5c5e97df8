import RecipesCore
import RecipesTestSupport
import Testing

/// A feature whose only effect echoes an action back, to check the test store itself.
private struct Echo: Reducer {
  struct State: Equatable { var value = 0 }

  enum Action: Equatable, Sendable {
    case set(Int)
    case echo(Int)
    case echoed(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .set(let value):
      state.value = value
      return .none
    case .echo(let value):
      return .run { send in await send(.echoed(value)) }
    case .echoed(let value):
      state.value = value
      return .none
    }
  }
}

@MainActor
@Suite("TestStore catches what a test forgot")
struct TestStoreTests {
  @Test func passesWhenEverythingIsAsserted() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    store.send(.set(1)) { $0.value = 1 }
    store.send(.echo(2))
    await store.receive(.echoed(2)) { $0.value = 2 }
    await store.finish()
  }

  @Test func failsOnAnUnassertedStateChange() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    withKnownIssue {
      store.send(.set(1))
    }
    await store.finish()
  }

  @Test func failsOnAWrongExpectation() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    withKnownIssue {
      store.send(.set(1)) { $0.value = 3 }
    }
    await store.finish()
  }

  @Test func failsOnAnUnreceivedAction() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    store.send(.echo(2))
    await withKnownIssue {
      await store.finish()
    }
  }

  @Test func failsOnTheWrongReceivedAction() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    store.send(.echo(2))
    await withKnownIssue {
      await store.receive(.echoed(3)) { $0.value = 2 }
    }
    await store.finish()
  }

  @Test func receivesActionsAwaitedInAnyOrderWhicheverComesFirst() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    store.send(.echo(2))
    store.send(.echo(3))
    // Listed in the reverse of the order they were sent: both are still taken.
    await store.receive(
      inAnyOrder: [
        (.echoed(3), { $0.value = 3 }),
        (.echoed(2), { $0.value = 2 }),
      ])
    await store.finish()
  }

  @Test func failsOnAnActionNoneOfThoseAwaitedInAnyOrder() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    store.send(.echo(2))
    await withKnownIssue {
      await store.receive(inAnyOrder: [(.echoed(4), { $0.value = 4 })])
    }
    await store.finish()
  }

  @Test func failsWhenAnEffectIsStillRunning() async {
    let clock = ManualClock()
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(clock: clock), timeout: .milliseconds(100))
    store.send(.sleep)
    await withKnownIssue {
      await store.finish()
    }
  }

  /// A feature with a long-running effect.
  private struct Counter: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, Sendable { case sleep, woke }
    let clock: any Clock<Duration>
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .sleep:
        return .run { [clock] send in
          try? await clock.sleep(for: .seconds(60))
          await send(.woke)
        }
      case .woke:
        return .none
      }
    }
  }
}
