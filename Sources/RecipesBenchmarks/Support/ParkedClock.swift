import RecipesCore

/// A clock whose `sleep` never ends on its own: only cancellation wakes it (with
/// `CancellationError`).
///
/// The store benchmark gives it to `SearchFeature`, so every debounce effect really starts
/// as a task and is really cancelled by the next keystroke, yet no search ever runs.
struct ParkedClock: Clock {
  typealias Duration = Swift.Duration
  typealias Instant = ContinuousClock.Instant

  var now: Instant { ContinuousClock.now }
  var minimumResolution: Duration { .nanoseconds(1) }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let parking = Parking()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        parking.park(continuation)
      }
    } onCancel: {
      parking.cancel()
    }
  }
}

/// One parked sleep: its continuation, until cancellation resumes it.
private final class Parking: Sendable {
  private enum State: Sendable {
    case empty
    case parked(CheckedContinuation<Void, any Error>)
    case cancelled
  }

  private let state = Locked(State.empty)

  /// Keeps `continuation` until `cancel()`, or resumes it at once if that already happened.
  func park(_ continuation: CheckedContinuation<Void, any Error>) {
    let alreadyCancelled = state.withLock { state in
      guard case .empty = state else { return true }
      state = .parked(continuation)
      return false
    }
    if alreadyCancelled { continuation.resume(throwing: CancellationError()) }
  }

  /// Resumes the parked continuation with `CancellationError`, now or when it is parked.
  func cancel() {
    let parked = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      defer { state = .cancelled }
      guard case .parked(let continuation) = state else { return nil }
      return continuation
    }
    parked?.resume(throwing: CancellationError())
  }
}
