import Foundation

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
private final class CancellationGate: @unchecked Sendable {
  // Guards the two fields: the waiter may arrive before or after the cancellation.
  private let lock = NSLock()
  private var waiter: CheckedContinuation<Void, any Error>?
  private var isCancelled = false

  func wait(_ continuation: CheckedContinuation<Void, any Error>) {
    let resumeNow = lock.withLock {
      if isCancelled { return true }
      waiter = continuation
      return false
    }
    if resumeNow { continuation.resume(throwing: CancellationError()) }
  }

  func cancel() {
    let continuation = lock.withLock {
      isCancelled = true
      defer { waiter = nil }
      return waiter
    }
    continuation?.resume(throwing: CancellationError())
  }
}
