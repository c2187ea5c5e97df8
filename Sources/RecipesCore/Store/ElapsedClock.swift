/// A clock reduced to the time elapsed since it was wrapped: what a timer needs.
///
/// A reducer holding `any Clock<Duration>` pays for opening the existential and for
/// instantiating generic closures each time it makes a deadline; this wraps the clock once,
/// so a keystroke's deadline is a plain `Duration` and its wait a non-generic closure.
///
/// ```swift
/// let elapsed = ElapsedClock(clock)
/// let deadline = elapsed.now() + .milliseconds(300)
/// try await elapsed.sleep(deadline)
/// ```
struct ElapsedClock: Sendable {
  /// The time elapsed on the clock since it was wrapped.
  let now: @Sendable () -> Duration
  /// Sleeps until the clock has run `deadline` since it was wrapped (at once if it has).
  let sleep: @Sendable (_ deadline: Duration) async throws -> Void

  /// Wraps `clock`, starting now.
  init<C: Clock<Duration>>(_ clock: C) {
    let origin = clock.now
    now = { origin.duration(to: clock.now) }
    sleep = { deadline in
      try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil)
    }
  }
}
