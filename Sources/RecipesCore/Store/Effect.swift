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
  }

  let operation: Operation

  /// An effect that does nothing.
  public static var none: Self { Self(operation: .none) }

  /// Whether this effect does nothing (the store then starts nothing at all).
  var isNone: Bool {
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
    }
  }
}

/// The type-erased identifier of a cancellable effect.
struct EffectID: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`, but it only ever wraps the `Sendable` value given to `init`.
  private let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }
}
