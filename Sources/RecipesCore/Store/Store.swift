/// The app's model controller: it owns the state, runs the reducer, and runs effects.
///
/// Exactly one app store exists. The composition root creates it and passes it to the
/// windows and the headless commands; nothing reaches it through a global.
///
/// Observers subscribe to the part of the state they show and are told when that part
/// changed; after each action every observer compares only its own part with the one it was
/// last told, so no copy of the whole state is made or compared. A part kept in boxes
/// (`CopyOnWrite`) is compared by the boxes' write stamps alone.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State(), reducer: AppFeature(...))
/// let observation = store.observe({ $0.search.text }) { print("typed", $0) }
/// await store.send(.search(.queryChanged("soup"))).finish()
/// ```
///
/// Sending and telling are inlinable: compiled where the store is used, for its state and
/// actions, instead of through generic code's metadata and witnesses after every action.
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
  /// The current state, which only the reducer changes.
  public var state: State {
    @inlinable get { current }
  }

  /// Unchecked for exclusive access too: it is written only by the reducer, which cannot
  /// reach the store, and lent to the observers' parts, which only read it.
  @exclusivity(unchecked) @usableFromInline var current: State
  @usableFromInline let reducer: any Reducer<State, Action>
  @usableFromInline let effects = EffectRunner<Action>()
  // The next four, and `StorePartObserver`'s flags, are unchecked for exclusive access:
  // only the store touches them, on the main actor, never across a call that could touch
  // them again; the dynamic checks cost a fifth of the store's work per action (callgrind).
  /// In the order they subscribed, so a window is told before the windows it opens.
  @exclusivity(unchecked) @usableFromInline var observers: [StorePartObserver<State>] = []
  @exclusivity(unchecked) @usableFromInline var pending: [(Action, EffectGroup)] = []
  @exclusivity(unchecked) @usableFromInline var isReducing = false
  /// An empty effect group no task or handle holds, for the next `send`.
  @exclusivity(unchecked) @usableFromInline var spareGroup: EffectGroup?

  /// Creates the store with its first state and the reducer that will change it.
  public init(initialState: State, reducer: some Reducer<State, Action>) {
    self.current = initialState
    self.reducer = reducer
  }

  /// Reduces `action` now and starts its effect.
  ///
  /// An action sent while another is being reduced (by an observer, say) is queued and
  /// reduced right after it, so actions are always reduced one at a time, in order.
  /// - Returns: a handle that can await or cancel the effects this action started.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    var group = spareGroup ?? EffectGroup()
    spareGroup = nil
    send(action, in: group)
    // Most actions start nothing (a keystroke re-arms the search's timer): their group,
    // which nothing else holds, serves the next action instead of being freed.
    guard group.isEmpty, isKnownUniquelyReferenced(&group) else { return StoreTask(group: group) }
    spareGroup = group
    return StoreTask(group: nil)
  }

  /// Calls `observer` with `part` of the state whenever that part changes, until cancelled.
  ///
  /// Not for the actions that leave it as it was: a window that shows one feature is not
  /// rebuilt for every keystroke in another.
  ///
  /// `part` only projects: it runs after every action, while the store lends it the state,
  /// so it must not read the store itself (nor anything of the main actor's: it is not
  /// isolated). A closure (`{ $0.$sync }`), not a key path (whose runtime walk cost more
  /// than the comparison); a part in a `CopyOnWrite` box by its box, which the overload
  /// below compares by its stamp. Whatever a window derives from its part (its view
  /// state) belongs in `observer`, which runs once per change.
  @inlinable
  public func observe<Part: Equatable>(
    _ part: @escaping (State) -> Part,
    _ observer: @escaping @MainActor (Part) -> Void
  ) -> StoreObservation {
    let last = StoreLastPart(Self.project(&current, part))
    return subscribe(
      StorePartObserver<State>(
        update: { state in last.keepIfChanged(part(state)) },
        tell: { observer(last.value) }))
  }

  /// Calls `observer` with `part` of the state whenever its box was written, until
  /// cancelled.
  ///
  /// The box's stamp is kept, not the box: a kept box would be shared with
  /// the state, and the reducer's next write would have to copy it. So the observer is also
  /// told of a write that left the value equal; what it renders must come out the same.
  /// `part` only projects, as for any part; it runs again to tell the observer.
  @inlinable
  public func observe<Value: Equatable>(
    _ part: @escaping (State) -> CopyOnWrite<Value>,
    _ observer: @escaping @MainActor (CopyOnWrite<Value>) -> Void
  ) -> StoreObservation {
    let last = StoreLastPart(Self.project(&current, part).stamp)
    return subscribe(
      StorePartObserver<State>(
        update: { state in last.keepIfChanged(part(state).stamp) },
        tell: { [unowned self] in observer(Self.project(&current, part)) }))
  }

  /// Calls `observer` with the `Parts` of the state whenever one of their boxes was written,
  /// until cancelled.
  ///
  /// After each action only the parts' stamps are read and compared (`Parts.stamp(of:)`);
  /// the parts are built from the state to tell the observer. As for a box, the observer is
  /// also told of a write that left a value equal.
  @inlinable
  public func observe<Parts: StateParts>(
    _ parts: Parts.Type,
    _ observer: @escaping @MainActor (Parts) -> Void
  ) -> StoreObservation where Parts.Whole == State {
    let last = StoreLastPart(Self.project(&current) { Parts.stamp(of: $0) })
    return subscribe(
      StorePartObserver<State>(
        update: { state in last.keepIfChanged(Parts.stamp(of: state)) },
        tell: { [unowned self] in observer(Self.project(&current) { Parts($0) }) }))
  }

  /// Tells `subscriber` of every change of its part from now on, until cancelled.
  @usableFromInline
  func subscribe(_ subscriber: StorePartObserver<State>) -> StoreObservation {
    observers.append(subscriber)
    return StoreObservation { [weak self, subscriber] in
      subscriber.isCancelled = true
      self?.observers.removeAll { $0 === subscriber }
    }
  }

  @inlinable
  func send(_ action: Action, in group: EffectGroup) {
    guard !isReducing else {
      pending.append((action, group))
      return
    }
    isReducing = true
    defer { isReducing = false }
    reduce(action, in: group)
    guard !pending.isEmpty else { return }
    // Actions sent meanwhile (by observers) are reduced next, in order.
    var index = 0
    while index < pending.count {
      let (next, nextGroup) = pending[index]
      index += 1
      reduce(next, in: nextGroup)
    }
    pending.removeAll(keepingCapacity: true)
  }

  @inlinable
  func reduce(_ action: Action, in group: EffectGroup) {
    start(reducer.reduce(into: &current, action: action), in: group)
    guard !observers.isEmpty else { return }
    // First every observer compares its part while the state is lent to it in place (a
    // copy of the whole state, made, compared and destroyed, cost more than the app's
    // reducer: callgrind, the store benchmark); then those whose part changed are told,
    // free to read the store and to subscribe others.
    let subscribers = observers
    guard Self.markChanged(&current, subscribers) else { return }
    for index in subscribers.indices {
      unowned(unsafe) let subscriber = subscribers[index]
      guard subscriber.hasChanged else { continue }
      subscriber.hasChanged = false
      if !subscriber.isCancelled { subscriber.tell() }
    }
  }

  /// `part` of `state`, read in place: an `inout` lends the state without copying it.
  @inlinable
  static func project<Part>(_ state: inout State, _ part: (State) -> Part) -> Part {
    part(state)
  }

  /// Marks the subscribers whose part of `state` changed; whether any did.
  ///
  /// Each observer is borrowed from `subscribers`, which holds them all for the loop, and
  /// its `update` called without the retain and release of the closure's context that a
  /// call through a stored reference pays (a quarter of the comparing, 18 observers,
  /// callgrind). Not isolated, and `update` with it: a closure isolated to the main actor
  /// checks the executor each time it is called from `_withUnsafeGuaranteedRef`. The store
  /// calls this only from `reduce`, on the main actor.
  @inlinable
  nonisolated static func markChanged(
    _ state: inout State, _ subscribers: [StorePartObserver<State>]
  ) -> Bool {
    var anyChanged = false
    for index in subscribers.indices {
      let changed = Unmanaged.passUnretained(subscribers[index])._withUnsafeGuaranteedRef {
        subscriber in
        guard !subscriber.isCancelled, subscriber.update(&state) else { return false }
        subscriber.hasChanged = true
        return true
      }
      anyChanged = anyChanged || changed
    }
    return anyChanged
  }

  @inlinable
  func start(_ effect: Effect<Action>, in group: EffectGroup) {
    guard !effect.isNone else { return }
    effects.start(effect, in: group) { [weak self] action in
      self?.send(action, in: group)
    }
  }
}

/// One observer of a part of a store's state.
///
/// `update` and the two flags are read in the store's comparing loop, which is not isolated
/// (`Store.markChanged`); only the store touches them, and only on the main actor.
@MainActor
@usableFromInline
final class StorePartObserver<State> {
  /// Reads the part from a state; true, keeping it (or its stamp), when it changed.
  ///
  /// The state is lent `inout` (never written), so it reaches `part` in place: passed as a
  /// value it was copied byte by byte for every observer.
  @usableFromInline nonisolated(unsafe) let update: (inout State) -> Bool
  /// Tells the observer the part kept last.
  @usableFromInline let tell: @MainActor () -> Void
  /// Whether the part changed with the action just reduced, until the observer is told.
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var hasChanged = false
  /// Whether the observation was cancelled (it may still be in a list being walked).
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var isCancelled = false

  @usableFromInline
  init(update: @escaping (inout State) -> Bool, tell: @escaping @MainActor () -> Void) {
    self.update = update
    self.tell = tell
  }
}

/// The part an observer was last told, or its stamps (a `CopyOnWrite` box, `StateParts`).
///
/// Unchecked for exclusive access, and not isolated: only its observer's closures touch it,
/// one at a time on the main actor, and the dynamic check cost as much as comparing an
/// unchanged part.
@usableFromInline
final class StoreLastPart<Part: Equatable> {
  @exclusivity(unchecked) @usableFromInline var value: Part

  @usableFromInline
  init(_ value: Part) {
    self.value = value
  }

  /// Keeps `now` if it differs from the part kept; whether it did.
  @inlinable
  func keepIfChanged(_ now: Part) -> Bool {
    guard !Self.equal(&value, now) else { return false }
    value = now
    return true
  }

  /// `kept == now`, the kept part lent in place: read from the class for the call, it was
  /// copied (its boxes retained and released) after every action.
  @inlinable
  static func equal(_ kept: inout Part, _ now: Part) -> Bool {
    kept == now
  }
}

/// A handle on the effects one `send` started.
@MainActor
public struct StoreTask {
  /// The effects' group; nil when the action started none.
  @usableFromInline let group: EffectGroup?

  @usableFromInline
  init(group: EffectGroup?) {
    self.group = group
  }

  /// Waits until those effects, and the effects of the actions they sent, have finished.
  public func finish() async {
    await group?.finish()
  }

  /// Cancels those effects.
  public func cancel() {
    group?.cancel()
  }

  /// Whether all of those effects have finished.
  public var isFinished: Bool { group?.isEmpty ?? true }
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
