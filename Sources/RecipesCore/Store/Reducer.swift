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

/// Embeds a child's actions into a parent action enum, and extracts them back out.
///
/// The hand-written equivalent of a case path: `embed` is the enum case constructor,
/// `extract` pattern-matches it.
public struct ActionPath<Parent: Sendable, Child: Sendable>: Sendable {
  /// Wraps a child action as a parent action.
  public let embed: @Sendable (Child) -> Parent
  /// Unwraps the child action from a parent action, if it is one.
  public let extract: @Sendable (Parent) -> Child?

  /// Creates a path from an enum case constructor and its matching extractor.
  public init(
    embed: @escaping @Sendable (Child) -> Parent,
    extract: @escaping @Sendable (Parent) -> Child?
  ) {
    self.embed = embed
    self.extract = extract
  }
}

/// Runs a child reducer on one part of a parent's state and actions.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  private let state: WritableKeyPath<ParentState, Child.State>
  private let action: ActionPath<ParentAction, Child.Action>
  private let child: Child

  /// Scopes `child` to `state` and the actions `action` extracts.
  public init(
    state: WritableKeyPath<ParentState, Child.State>,
    action: ActionPath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.state = state
    self.action = action
    self.child = child
  }

  /// Runs the child on its part of `state` if `action` is one of its actions.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.action.extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: self.state], action: childAction)
      .map(self.action.embed)
  }
}
