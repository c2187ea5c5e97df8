import Foundation

/// A value only touched while holding a lock.
///
/// Built on `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, because
/// ThreadSanitizer on Linux cannot see `Mutex`'s futex and would report every guarded access
/// as a race, hiding real ones.
final class ServerLock<State: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  /// Guards `state`.
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
