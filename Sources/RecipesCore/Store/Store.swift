/// The app's model controller: it owns the state, runs the reducer, and runs effects.
///
/// Exactly one app store exists. The composition root creates it and passes it to the
/// windows and the headless commands; nothing reaches it through a global.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State(), reducer: AppFeature(...))
/// await store.send(.list(.onAppear)).finish()
/// ```
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
  /// The current state, which only the reducer changes.
  public private(set) var state: State

  private let reducer: any Reducer<State, Action>
  private let effects = EffectRunner<Action>()
  private var observers: [Int: @MainActor (State) -> Void] = [:]
  private var nextObserverID = 0
  private var pending: [(Action, EffectGroup)] = []
  private var hasPending = false
  private var isReducing = false

  /// Creates the store with its first state and the reducer that will change it.
  public init(initialState: State, reducer: some Reducer<State, Action>) {
    self.state = initialState
    self.reducer = reducer
  }

  /// Reduces `action` now and starts its effect.
  ///
  /// An action sent while another is being reduced (by an observer, say) is queued and
  /// reduced right after it, so actions are always reduced one at a time, in order.
  /// - Returns: a handle that can await or cancel the effects this action started.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    let group = EffectGroup()
    send(action, in: group)
    return StoreTask(group: group)
  }

  /// Calls `observer` after every action that changed the state, until the observation is cancelled.
  public func observe(_ observer: @escaping @MainActor (State) -> Void) -> StoreObservation {
    let id = nextObserverID
    nextObserverID += 1
    observers[id] = observer
    return StoreObservation { [weak self] in self?.observers[id] = nil }
  }

  /// Calls `observer` with `part` of the state whenever that part changes, and not for the
  /// actions that leave it as it was: a window that shows one feature is not rebuilt for
  /// every keystroke in another.
  public func observe<Part: Equatable>(
    _ part: @escaping @MainActor (State) -> Part,
    _ observer: @escaping @MainActor (Part) -> Void
  ) -> StoreObservation {
    var last = part(state)
    return observe { state in
      let now = part(state)
      guard now != last else { return }
      last = now
      observer(now)
    }
  }

  private func send(_ action: Action, in group: EffectGroup) {
    guard !isReducing else {
      pending.append((action, group))
      hasPending = true
      return
    }
    isReducing = true
    defer { isReducing = false }
    reduce(action, in: group)
    // Touching `pending` costs a runtime lookup of its tuple type on every send (this
    // generic code is not specialized), so a flag says whether there is anything there.
    guard hasPending else { return }
    // Actions sent meanwhile (by observers) are reduced next, in order.
    var index = 0
    while index < pending.count {
      let (next, nextGroup) = pending[index]
      index += 1
      reduce(next, in: nextGroup)
    }
    pending.removeAll(keepingCapacity: true)
    hasPending = false
  }

  private func reduce(_ action: Action, in group: EffectGroup) {
    // With nobody to tell, there is no need of a copy to compare with: copying, comparing
    // and destroying the whole state (through this unspecialized code's value witnesses)
    // cost more than the app's reducer itself (callgrind, the store benchmark).
    guard !observers.isEmpty else {
      start(reducer.reduce(into: &state, action: action), in: group)
      return
    }
    let before = state
    start(reducer.reduce(into: &state, action: action), in: group)
    if state != before {
      for observer in observers.values { observer(state) }
    }
  }

  private func start(_ effect: Effect<Action>, in group: EffectGroup) {
    guard !effect.isNone else { return }
    effects.start(effect, in: group) { [weak self] action in
      self?.send(action, in: group)
    }
  }
}

/// A handle on the effects one `send` started.
@MainActor
public struct StoreTask {
  fileprivate let group: EffectGroup

  /// Waits until those effects, and the effects of the actions they sent, have finished.
  public func finish() async {
    await group.finish()
  }

  /// Cancels those effects.
  public func cancel() {
    group.cancel()
  }

  /// Whether all of those effects have finished.
  public var isFinished: Bool { group.isEmpty }
}

/// Keeps an observer of a store registered until `cancel()` is called.
@MainActor
public final class StoreObservation {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
