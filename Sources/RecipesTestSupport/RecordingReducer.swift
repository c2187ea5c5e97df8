import RecipesCore

/// Every action a store reduced, in order: what a window's widgets sent.
public final class ActionLog<Action: Sendable>: Sendable {
  // Appended from the reducer (on the main actor), read by tests: a lock keeps it simple.
  private let storage = Locked<[Action]>([])

  /// Creates an empty log.
  public init() {}

  /// The actions so far.
  public var actions: [Action] { storage.withLock { $0 } }

  fileprivate func append(_ action: Action) { storage.withLock { $0.append(action) } }
}

/// Wraps a reducer, logging each action before reducing it.
public struct RecordingReducer<Base: Reducer>: Reducer {
  private let base: Base
  private let log: ActionLog<Base.Action>

  /// Wraps `base`, logging into `log`.
  public init(_ base: Base, log: ActionLog<Base.Action>) {
    self.base = base
    self.log = log
  }

  /// Logs `action`, then lets the wrapped reducer apply it.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    log.append(action)
    return base.reduce(into: &state, action: action)
  }
}
