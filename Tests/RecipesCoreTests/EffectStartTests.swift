import Foundation
import RecipesCore
import Testing

/// An effect's work starts at once, off the main actor, even while the main thread is busy
/// (at launch it reads the library while the window is being built).
@MainActor
struct EffectStartTests {
  private struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, Sendable { case start }
    let started: Locked<Bool>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { [started] _ in started.withLock { $0 = true } }
    }
  }

  /// The child's effect, mapped into a parent's actions as every feature's is.
  private struct Parent: Reducer {
    struct State: Equatable { var child = Child.State() }
    enum Action: Equatable, Sendable { case child(Child.Action) }
    let child: Child

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .child(let action):
        child.reduce(into: &state.child, action: action).map(Action.child)
      }
    }
  }

  @Test func aMappedEffectStartsWhileTheMainActorIsBusy() {
    let started = Locked(false)
    let store = Store(initialState: Parent.State(), reducer: Parent(child: Child(started: started)))
    store.send(.child(.start))
    // The main actor never yields here: an effect that needed it to start would not. The
    // bound only ends a failing run: on a machine busy with the other suites' work the
    // pool's threads can take seconds to free one (10 s was once too short under load).
    let deadline = Date().addingTimeInterval(60)
    while !started.withLock({ $0 }), Date() < deadline {}
    #expect(started.withLock { $0 }, "the effect waited for the main actor to start")
  }
}
