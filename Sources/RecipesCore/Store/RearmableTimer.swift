/// A waiting `Effect.timer`: the task that sleeps, and how long it must sleep now.
///
/// Re-arming swaps the wait and bumps `generation`; the task, woken by the wait it was
/// sleeping on, sees the generation changed and sleeps again on the new wait. So a burst of
/// keystrokes costs one task, and only the last deadline fires.
@MainActor
final class RearmableTimer {
  /// Sleeps until the current deadline.
  private(set) var wait: @Sendable () async throws -> Void
  /// Increases with every re-arming.
  private(set) var generation = 0
  /// The task sleeping for this timer, once started.
  var task: Task<Void, Never>?

  init(wait: @escaping @Sendable () async throws -> Void) {
    self.wait = wait
  }

  /// Moves the deadline: the sleeping task will sleep on `wait` when its current wait ends.
  func rearm(_ wait: @escaping @Sendable () async throws -> Void) {
    self.wait = wait
    generation += 1
  }

  /// Sleeps until the latest deadline given; false if cancelled first.
  func sleepUntilDue() async -> Bool {
    var slept: Int
    repeat {
      slept = generation
      do {
        try await wait()
      } catch {
        return false
      }
    } while slept != generation
    return !Task.isCancelled
  }
}
