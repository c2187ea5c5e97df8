/// Sends an effect's actions back into the store, on the main actor.
///
/// A cancelled effect's `send` does nothing: once an effect is cancelled (on the main actor),
/// none of its later actions can reach the reducer.
@MainActor
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a sender that hands each action to `deliver`.
  ///
  /// Nonisolated, so a mapped effect (`Effect.map`) wraps its sender where it runs instead
  /// of hopping to the main actor before its work starts.
  public nonisolated init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` unless the effect sending it has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}
