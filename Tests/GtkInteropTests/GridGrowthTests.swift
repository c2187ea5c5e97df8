import XCTest

@testable import GtkInterop

/// A grid given many more positions than it shows builds the cells of its first rows
/// before its first frame, and the rest of those GTK keeps over the next frames.
final class GridGrowthTests: InteropTestCase {
  func testALargeCountIsTakenOnAFewRowsAFrame() {
    MainActor.assumeIsolated {
      let (grid, made) = Self.presentedGrid()
      grid.update(count: 10_000) { $0 }
      XCTAssertEqual(grid.count, 10_000)
      XCTAssertEqual(grid.item(at: 9_999), 9_999, "every item can be asked for at once")
      XCTAssertGreaterThan(made.count, 0)
      XCTAssertLessThanOrEqual(made.count, 60, "ten rows of six at most before a frame")

      XCTAssertTrue(iterate(until: { made.count > 60 }), "the grid never built its other cells")
      XCTAssertTrue(
        iterate(until: {
          grid.scrollToEnd()
          return grid.shownItems.contains { $0.item == 9_999 }
        }), "the last position was never reached")
    }
  }

  func testAGridAskedForFewerFirstRowsBuildsOnlyThoseBeforeAFrame() {
    MainActor.assumeIsolated {
      let (grid, made) = Self.presentedGrid()
      grid.firstRows = 2
      grid.update(count: 10_000) { $0 }
      XCTAssertGreaterThan(made.count, 0)
      XCTAssertLessThanOrEqual(made.count, 12, "two rows of six at most before a frame")
      XCTAssertTrue(iterate(until: { made.count > 12 }), "the grid never built its other cells")
    }
  }

  func testTheDisplayKnowsItsTallestMonitor() {
    MainActor.assumeIsolated {
      XCTAssertGreaterThan(Display.tallestMonitorHeight() ?? 0, 0)
    }
  }

  func testASmallCountIsShownAtOnce() {
    MainActor.assumeIsolated {
      let (grid, made) = Self.presentedGrid()
      grid.update(count: 12) { $0 }
      XCTAssertEqual(made.count, 12)
      XCTAssertEqual(grid.shownItems.map(\.position), Array(0..<12))
    }
  }

  /// A grid of labels in a presented window, and the count of cells it has built.
  @MainActor
  private static func presentedGrid() -> (GridView<Int, Label>, Counter) {
    let made = Counter()
    let grid = GridView<Int, Label>(
      makeCell: {
        made.count += 1
        let label = Label()
        return (label, label)
      }, bind: { label, item in label.text = item.map(String.init) ?? "" }, unbind: { _ in })
    let scroller = ScrolledWindow()
    scroller.setChild(grid)
    let window = Window(application: nil, title: "Grid", width: 400, height: 300)
    window.setContent(scroller)
    window.present()
    return (grid, made)
  }

  private final class Counter {
    var count = 0
  }
}
