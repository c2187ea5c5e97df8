/// Sleeps that end at a deadline fixed when they are made, on the feature's injected clock.
///
/// A feature's timer (Undo running out, a sync's debounce or retry) counts from the action
/// that started it, not from whenever its effect's task gets to run: the deadline is read
/// from the clock now, the sleep happens later.
enum ClockDeadline {
  /// A sleep until `duration` after `clock`'s present instant.
  static func sleep(_ duration: Duration, on clock: any Clock<Duration>)
    -> @Sendable () async throws -> Void
  {
    sleep(duration, onOpened: clock)
  }

  private static func sleep<C: Clock<Duration>>(_ duration: Duration, onOpened clock: C)
    -> @Sendable () async throws -> Void
  {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }
}

extension Effect {
  /// Sends `action` `duration` after now on `clock`, unless cancelled first.
  ///
  /// The deadline is fixed now, when the action that started the timer is reduced; a newer
  /// timer with the same `id` replaces it. Undo running out, a debounce, a retry.
  static func send(
    _ action: Action, after duration: Duration, on clock: any Clock<Duration>,
    id: some Hashable & Sendable
  ) -> Effect {
    let sleep = ClockDeadline.sleep(duration, on: clock)
    return Effect.run { send in
      guard (try? await sleep()) != nil else { return }
      await send(action)
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
