import Foundation

/// A value shared between threads, only reached while holding its lock.
///
/// The one lock of the package: production code (the curl session's threads), the test
/// fixtures (the loopback server, the manual clock) and the benchmarks all use it, so
/// there is one locking discipline to read and one to check.
///
/// Built on `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, because
/// ThreadSanitizer on Linux cannot see `Mutex`'s futex and would report every guarded access
/// as a race, hiding real ones.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
public final class Locked<State: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  /// Guards `state` from now on; nothing else may keep a reference into it.
  public init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the value and returns what it returns.
  ///
  /// Not reentrant: `body` must not call `withLock` on the same value.
  public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
