import RecipesCore

/// A clock that moves only when a test says so; no test waits on real time.
///
/// Like swift-clocks' `TestClock`, with one difference that matters on a loaded machine:
/// a sleep whose deadline has already been reached — because the test advanced the clock
/// before the effect's task got to run — returns at once. Deciding that and registering
/// the sleeper happen under one lock, so no order of threads can lose a wake-up.
public final class ManualClock: Clock, Sendable {
  /// A point on the manual clock: the time elapsed since it was created.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// Time since the clock's start.
    public let offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper: Sendable {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Sleeps register and advances wake under the one lock.
  private struct State: Sendable {
    var current = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
    var nextID = 0
  }

  private let state = Locked(State())

  /// Creates a clock at instant zero.
  public init() {}

  /// The clock's present instant.
  public var now: Instant { state.withLock { $0.current } }

  /// The smallest step: any.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock reaches `deadline` (at once if it has), or throws when cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        state.withLock { state in
          if state.cancelled.remove(id) != nil {
            continuation.resume(throwing: CancellationError())
          } else if deadline <= state.current {
            continuation.resume()
          } else {
            state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          }
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)  // not registered yet: refuse it when it comes
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, waking every sleeper that became due, in order.
  public func advance(by duration: Duration = .zero) async {
    let due = state.withLock { state -> [Sleeper] in
      state.current = state.current.advanced(by: duration)
      let now = state.current
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
    // Let the woken tasks run up to their next suspension.
    for _ in 0..<10 { await Task.yield() }
  }

  /// Advances to the latest deadline anyone sleeps until, waking everybody.
  public func run() async {
    let latest = state.withLock { $0.sleepers.map(\.deadline).max() }
    guard let latest else { return }
    await advance(by: now.duration(to: latest))
  }
}
