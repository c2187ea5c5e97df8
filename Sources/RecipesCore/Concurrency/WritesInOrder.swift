/// Library writes that must land in the order they were asked for, one after another.
///
/// An effect's body starts on the cooperative pool, where two effects started back to back
/// may run in either order: a tick saved just before the item was taken off could land
/// after the removal had cleared it. A write is queued here when the reducer asks for it
/// (on the main actor, in order), and starts once the one before it has finished.
public final class WritesInOrder: Sendable {
  private let last = Locked<Task<Void, Never>?>(nil)

  /// Creates an empty queue.
  public init() {}

  /// Queues `write` after every write queued before it, and returns its task: await its
  /// value for the write's outcome.
  public func queue<Outcome: Sendable>(
    _ write: @escaping @Sendable () async -> Outcome
  ) -> Task<Outcome, Never> {
    last.withLock { last in
      let previous = last
      let task = Task {
        await previous?.value
        return await write()
      }
      last = Task { _ = await task.value }
      return task
    }
  }

  /// Queues `change` as `queue` does, and returns its task, whose value is why the change
  /// failed (nil when it was made): what a feature's write effect reports.
  public func queueChange(
    _ change: @escaping @Sendable () async throws -> Void
  ) -> Task<RecipesError?, Never> {
    queue {
      do {
        try await change()
        return nil
      } catch {
        return RecipesError(error)
      }
    }
  }
}
