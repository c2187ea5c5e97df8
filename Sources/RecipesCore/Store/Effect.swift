/// Asynchronous work a reducer asks for; the actions it sends are fed back into the store.
///
/// Effects are values: a reducer returns one, and the store (or a test store) runs it.
/// Cancellation is by identifier, so a newer search can replace an older one:
///
/// ```swift
/// return .run { send in
///   try? await clock.sleep(for: .milliseconds(300))
///   await send(.queryChangeDebounced)
/// }
/// .cancellable(id: CancelID.search, cancelInFlight: true)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  indirect enum Operation: Sendable {
    case none
    case run(@Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case cancellable(Effect<Action>, id: EffectID, cancelInFlight: Bool)
    case cancel(EffectID)
    case timer(id: EffectID, wait: @Sendable () async throws -> Void, action: Action)
  }

  let operation: Operation

  /// An effect that does nothing.
  public static var none: Self { Self(operation: .none) }

  /// Whether this effect does nothing (the store then starts nothing at all).
  @usableFromInline var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// An effect that runs `body` on a new task; `body` may send any number of actions.
  public static func run(_ body: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
    Self(operation: .run(body))
  }

  /// An effect that runs all `effects` at once.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs all `effects` at once.
  public static func merge(_ effects: [Self]) -> Self {
    let running = effects.filter {
      if case .none = $0.operation { return false }
      return true
    }
    switch running.count {
    case 0: return .none
    case 1: return running[0]
    default: return Self(operation: .merge(running))
    }
  }

  /// An effect that sends `action` once `clock` reaches `deadline`: a timer named `id`.
  ///
  /// A debounce that costs a task per pause in the typing, not per keystroke: if a timer
  /// named `id` is waiting, this one re-arms it to `deadline` instead of starting — the
  /// waiting timer sends its action once, at the latest deadline it was given. Otherwise
  /// every effect running under `id` is cancelled first, as `cancelInFlight` does, so a
  /// keystroke still stops the search the previous pause started. `.cancel(id:)` stops the
  /// timer.
  ///
  /// ```swift
  /// case .queryChanged:
  ///   return .timer(
  ///     id: CancelID.search, deadline: clock.now.advanced(by: .milliseconds(300)),
  ///     clock: clock, action: .queryChangeDebounced)
  /// ```
  public static func timer<C: Clock>(
    id: some Hashable & Sendable, deadline: C.Instant, clock: C, action: Action
  ) -> Self {
    timer(id: id, action: action) { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// A timer named `id` that sends `action` once `wait` returns.
  ///
  /// As `timer(id:deadline:clock:action:)`; a re-arming timer's `wait` replaces the waiting
  /// one's.
  public static func timer(
    id: some Hashable & Sendable, action: Action,
    wait: @escaping @Sendable () async throws -> Void
  ) -> Self {
    Self(operation: .timer(id: EffectID(id), wait: wait, action: action))
  }

  /// An effect that cancels every running effect marked with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(EffectID(id)))
  }

  /// Marks this effect with `id`, so that `.cancel(id:)` stops it.
  ///
  /// With `cancelInFlight`, starting this effect first cancels any running effect with
  /// the same `id`: the newer request replaces the older one.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return cancelInFlight ? .cancel(id: id) : .none }
    return Self(operation: .cancellable(self, id: EffectID(id), cancelInFlight: cancelInFlight))
  }

  /// The same work, with every action it sends turned into a parent action by `transform`.
  public func map<Parent: Sendable>(
    _ transform: @escaping @Sendable (Action) -> Parent
  ) -> Effect<Parent> {
    switch operation {
    case .none:
      return .none
    case .run(let body):
      return .run { send in
        await body(Send { action in send(transform(action)) })
      }
    case .merge(let effects):
      return .merge(effects.map { $0.map(transform) })
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect<Parent>(
        operation: .cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight))
    case .cancel(let id):
      return Effect<Parent>(operation: .cancel(id))
    case .timer(let id, let wait, let action):
      return Effect<Parent>(operation: .timer(id: id, wait: wait, action: transform(action)))
    }
  }
}

/// The type-erased identifier of a cancellable effect.
///
/// Made and compared on every keystroke (the search's timer), so it avoids `AnyHashable`,
/// whose creation casts dynamically: the hash is taken once, and two identifiers are
/// compared by value only when their types and hashes agree.
struct EffectID: Hashable, Sendable {
  private let base: any Hashable & Sendable
  private let type: ObjectIdentifier
  private let hash: Int

  init<Base: Hashable & Sendable>(_ base: Base) {
    self.base = base
    self.type = ObjectIdentifier(Base.self)
    self.hash = base.hashValue
  }

  static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.type == rhs.type && lhs.hash == rhs.hash && lhs.hasBase(equalTo: rhs.base)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  private func hasBase(equalTo other: any Hashable & Sendable) -> Bool {
    func equals<Base: Hashable>(_ base: Base) -> Bool { (other as? Base) == base }
    return equals(base)
  }
}
