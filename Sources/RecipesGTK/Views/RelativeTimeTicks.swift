import Foundation

/// Says the time again every half minute, for lines that age without any action ("Synced 2
/// min ago", "Published 2 min ago"): calls `tick` until the owner lets go of it.
@MainActor
final class RelativeTimeTicks {
  /// How often the lines are said again.
  static let interval = Duration.seconds(30)

  private var ticks: Task<Void, Never>?

  /// Starts calling `tick` every `interval`.
  init(_ tick: @escaping @MainActor () -> Void) {
    ticks = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: Self.interval)
        guard !Task.isCancelled else { return }
        tick()
      }
    }
  }

  isolated deinit {
    ticks?.cancel()
  }
}
