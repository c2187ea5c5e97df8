import Foundation

/// Says the time again every half minute, for lines that age without any action ("Synced 2
/// min ago", "Published 2 min ago"): calls `tick` until the owner lets go of it.
@MainActor
final class RelativeTimeTicks {
  /// How often the lines are said again.
  static let interval = Duration.seconds(30)

  private var ticks: Task<Void, Never>?

  /// Starts calling `tick` every `interval` on `clock`, counted from now.
  init(
    clock: any Clock<Duration> = ContinuousClock(), every interval: Duration = interval,
    _ tick: @escaping @MainActor () -> Void
  ) {
    ticks = Self.schedule(on: clock, every: interval, tick)
  }

  isolated deinit {
    ticks?.cancel()
  }

  /// The ticks' task: deadlines fixed from the present instant on, so a slow tick never
  /// shifts the next.
  private static func schedule<C: Clock<Duration>>(
    on clock: C, every interval: Duration, _ tick: @escaping @MainActor () -> Void
  ) -> Task<Void, Never> {
    var deadline = clock.now.advanced(by: interval)
    return Task { @MainActor in
      while (try? await clock.sleep(until: deadline, tolerance: nil)) != nil {
        guard !Task.isCancelled else { return }
        tick()
        deadline = deadline.advanced(by: interval)
      }
    }
  }
}
