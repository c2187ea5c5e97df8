/// The whole behaviour of a feature: how an action changes state, and which effect follows.
///
/// Reducers are pure: they touch nothing but `state`, and do every slow or impure thing
/// (network, database, clock, browser) in the effect they return, through injected clients.
public protocol Reducer<State, Action> {
  /// What the feature holds.
  associatedtype State
  /// What can happen to the feature.
  associatedtype Action: Sendable

  /// Applies `action` to `state` and returns the work that should follow.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
