import RecipesCore

/// An inhibitor that hands out numbered tokens and records every request and release, so a
/// test can check the screen is let go when cooking ends.
public final class RecordingInhibitor: Sendable {
  /// One call, in the order made.
  public enum Call: Equatable, Sendable {
    /// `inhibit(reason)` was called and answered with the token numbered `token`.
    case inhibit(reason: String, token: UInt32)
    /// `release(token)` was called.
    case release(token: UInt32)
  }

  private let state = Locked((calls: [Call](), next: UInt32(1)))

  /// Creates an inhibitor with no call recorded.
  public init() {}

  /// The calls so far.
  public var calls: [Call] { state.withLock { $0.calls } }

  /// The tokens inhibited and not yet released.
  public var held: Set<UInt32> {
    var held: Set<UInt32> = []
    for call in calls {
      switch call {
      case .inhibit(_, let token): held.insert(token)
      case .release(let token): held.remove(token)
      }
    }
    return held
  }

  /// The client to inject.
  public var client: IdleInhibitor {
    IdleInhibitor(
      inhibit: { reason in
        let token = self.state.withLock { state in
          let token = state.next
          state.next += 1
          state.calls.append(.inhibit(reason: reason, token: token))
          return token
        }
        return IdleInhibitor.Token(rawValue: token)
      },
      release: { token in
        self.state.withLock { $0.calls.append(.release(token: token.rawValue)) }
      })
  }
}

/// A notifier that records the notifications it was asked to show.
public final class RecordingNotifier: Sendable {
  private let shown = Locked([TimerNotifier.Notification]())

  /// Creates a notifier with nothing shown.
  public init() {}

  /// The notifications so far, in order.
  public var notifications: [TimerNotifier.Notification] { shown.withLock { $0 } }

  /// The client to inject.
  public var client: TimerNotifier {
    TimerNotifier(notify: { notification in self.shown.withLock { $0.append(notification) } })
  }
}
