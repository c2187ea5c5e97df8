import RecipesCore

/// Suspends until the calling task is cancelled, then throws `CancellationError`.
///
/// For mock endpoints that must still be "in flight" when a test cancels them — without
/// sleeping on any clock.
public func suspendUntilCancelled() async throws -> Never {
  let gate = CancellationGate()
  try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      gate.wait(continuation)
    }
  } onCancel: {
    gate.cancel()
  }
  throw CancellationError()
}

/// Resumes its one waiter with `CancellationError` once cancelled, whichever comes first.
private final class CancellationGate: Sendable {
  // The waiter may arrive before or after the cancellation.
  private struct State {
    var waiter: CheckedContinuation<Void, any Error>?
    var isCancelled = false
  }

  private let state = Locked(State())

  func wait(_ continuation: CheckedContinuation<Void, any Error>) {
    let resumeNow = state.withLock { state in
      if state.isCancelled { return true }
      state.waiter = continuation
      return false
    }
    if resumeNow { continuation.resume(throwing: CancellationError()) }
  }

  func cancel() {
    let continuation = state.withLock { state in
      state.isCancelled = true
      defer { state.waiter = nil }
      return state.waiter
    }
    continuation?.resume(throwing: CancellationError())
  }
}
