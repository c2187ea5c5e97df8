import GtkInterop
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The half-minute ticks that age "Synced 2 min ago" and "Published 2 min ago", on the manual
/// clock.
final class RelativeTimeTicksTests: GTKTestCase {
  func testTicksComeEveryIntervalAndStopWithTheirOwner() {
    MainActor.assumeIsolated {
      let clock = ManualClock()
      var count = 0
      var ticks: RelativeTimeTicks? = RelativeTimeTicks(clock: clock) { count += 1 }
      XCTAssertNotNil(ticks)

      Task { await clock.advance(by: .seconds(29)) }
      pump(until: { clock.now.offset == .seconds(29) })
      for _ in 0..<20 { MainLoop.iterate() }
      XCTAssertEqual(count, 0, "no tick before half a minute")

      Task { await clock.advance(by: .seconds(1)) }
      pump(until: { count == 1 }, "no tick after half a minute")
      Task { await clock.advance(by: .seconds(30)) }
      pump(until: { count == 2 }, "no second tick a half minute later")

      ticks = nil
      Task { await clock.advance(by: .seconds(300)) }
      pump(until: { clock.now.offset == .seconds(360) })
      for _ in 0..<20 { MainLoop.iterate() }
      XCTAssertEqual(count, 2, "ticks went on after their owner let go")
    }
  }
}
