import GtkInterop
import RecipesCore

/// Times switches between the main window's views, for the benchmark (`--measure-startup`).
///
/// Each switch is timed from the request (the store's action, which builds a view shown the
/// first time) to the end of the paint of the frame that shows it, less the wait for that
/// frame to begin: the frame clock's pacing (up to 16.7 ms at 60 Hz) is not the app's work.
/// The views are visited in the switcher's order, round and round.
@MainActor
public final class ViewSwitchTiming {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let window: RecipeListWindow
  private let store: AppStore
  private var remaining: Int
  private var samples: [Double] = []
  private let done: @MainActor ([Double]) -> Void
  private let clock = ContinuousClock()

  /// Switches `count` times in `window`, then gives `done` the milliseconds of each switch.
  init(
    window: RecipeListWindow, store: AppStore, count: Int,
    done: @escaping @MainActor ([Double]) -> Void
  ) {
    self.window = window
    self.store = store
    remaining = count
    self.done = done
  }

  /// Starts switching.
  func start() { next() }

  private func next() {
    guard remaining > 0 else { return done(samples) }
    remaining -= 1
    let views = HomeView.allCases
    let current = views.firstIndex(of: store.state.view) ?? 0
    let view = views[(current + 1) % views.count]
    let start = clock.now
    store.send(.viewSelected(view))
    let requested = clock.now - start
    let widget = window.parentWindow
    widget.onEveryFrame { [weak self] in
      // The frame that shows the switch begins: its layout and paint are the switch's.
      guard let self else { return false }
      let frameStart = self.clock.now
      let painting = widget.afterNextPaint { [weak self] in
        guard let self else { return }
        self.samples.append(Self.milliseconds(requested + (self.clock.now - frameStart)))
        MainLoop.whenIdle { [weak self] in self?.next() }
      }
      if !painting { self.done(self.samples) }
      return false
    }
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
  }

  /// The 95th percentile of `samples` (nearest rank), or nil without any.
  public nonisolated static func percentile95(_ samples: [Double]) -> Double? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
    return sorted[max(0, min(sorted.count - 1, rank - 1))]
  }
}
