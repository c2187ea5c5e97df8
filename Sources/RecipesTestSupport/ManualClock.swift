import Foundation

/// A clock that moves only when a test says so; no test waits on real time.
///
/// Like swift-clocks' `TestClock`, with one difference that matters on a loaded machine:
/// a sleep whose deadline has already been reached — because the test advanced the clock
/// before the effect's task got to run — returns at once. Deciding that and registering
/// the sleeper happen under one lock, so no order of threads can lose a wake-up.
public final class ManualClock: Clock, @unchecked Sendable {
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

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Guards everything below; sleeps register and advances wake under it.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var cancelled: Set<Int> = []
  private var nextID = 0

  /// Creates a clock at instant zero.
  public init() {}

  /// The clock's present instant.
  public var now: Instant { lock.withLock { current } }

  /// The smallest step: any.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock reaches `deadline` (at once if it has), or throws when cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        lock.withLock {
          if cancelled.remove(id) != nil {
            continuation.resume(throwing: CancellationError())
          } else if deadline <= current {
            continuation.resume()
          } else {
            sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          }
        }
      }
    } onCancel: {
      let sleeper = lock.withLock { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelled.insert(id)  // not registered yet: refuse it when it comes
          return nil
        }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, waking every sleeper that became due, in order.
  public func advance(by duration: Duration = .zero) async {
    let due = lock.withLock { () -> [Sleeper] in
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
    // Let the woken tasks run up to their next suspension.
    for _ in 0..<10 { await Task.yield() }
  }

  /// Advances to the latest deadline anyone sleeps until, waking everybody.
  public func run() async {
    let latest = lock.withLock { sleepers.map(\.deadline).max() }
    guard let latest else { return }
    await advance(by: now.duration(to: latest))
  }
}
