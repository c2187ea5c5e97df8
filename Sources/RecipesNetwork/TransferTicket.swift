import RecipesCore

/// One request on its way through the transfer thread, and the promise of its result.
///
/// The awaiting task and the transfer thread both hold the ticket. Whoever gets there
/// first settles it: the thread with the transfer's outcome, or the task's cancellation
/// handler with `RecipesError.cancelled`; the later one finds it settled and does nothing.
final class TransferTicket: Sendable {
  /// The result handed back to the awaiting task.
  typealias Outcome = Result<HTTPResponse, RecipesError>

  /// The options of the transfer, already checked against the session's policy.
  let settings: TransferSettings
  /// The session's policy, applied again to every redirect.
  let policy: HTTPURLPolicy

  private enum State {
    case created
    case awaiting(CheckedContinuation<Outcome, Never>)
    case cancelled
    case settled
  }

  private let state = Locked(State.created)

  /// Creates a ticket for a transfer with `settings`.
  init(settings: TransferSettings, policy: HTTPURLPolicy) {
    self.settings = settings
    self.policy = policy
  }

  /// Whether the awaiting task was cancelled, so the transfer should not start or go on.
  var isCancelled: Bool {
    state.withLock { state in
      if case .cancelled = state { return true }
      return false
    }
  }

  /// Stores the continuation to resume later; resumes it at once with `.cancelled` and
  /// returns false if the task was already cancelled.
  func attach(_ continuation: CheckedContinuation<Outcome, Never>) -> Bool {
    let accepted = state.withLock { state in
      guard case .created = state else { return false }
      state = .awaiting(continuation)
      return true
    }
    if !accepted { continuation.resume(returning: .failure(.cancelled)) }
    return accepted
  }

  /// Marks the ticket cancelled and resumes the awaiting task with `.cancelled` right away.
  func cancel() {
    let continuation = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
      switch state {
      case .created:
        state = .cancelled
        return nil
      case .awaiting(let continuation):
        state = .cancelled
        return continuation
      case .cancelled, .settled:
        return nil
      }
    }
    continuation?.resume(returning: .failure(.cancelled))
  }

  /// Resumes the awaiting task with `outcome`, unless it was cancelled or already settled.
  func settle(_ outcome: Outcome) {
    let continuation = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
      guard case .awaiting(let continuation) = state else { return nil }
      state = .settled
      return continuation
    }
    continuation?.resume(returning: outcome)
  }
}
