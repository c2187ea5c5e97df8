import XCTest

@testable import GtkInterop

/// A wrapping row with room to spare: its items stand at its start, `spacing` apart, the
/// room left after them (a recipe's Servings and Units, the pantry's chips), and a row of
/// fields of one width (homogeneous) still shares the whole width.
final class WrappingBoxTests: InteropTestCase {
  func testItemsPackToTheStartWithTheirSpacingWhenThereIsRoomToSpare() throws {
    try MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Wrapping", width: 800, height: 200)
      let column = Box(.vertical)
      let row = WrappingBox(spacing: 8)
      let first = Label("Servings")
      let second = Label("Units")
      row.append(first)
      row.append(second)
      column.append(row)
      window.setContent(column)
      window.present()
      XCTAssertTrue(iterate(until: { second.isMapped && column.allocatedWidth > 700 }))
      let left = try XCTUnwrap(first.bounds(in: column))
      let right = try XCTUnwrap(second.bounds(in: column))
      XCTAssertLessThan(left.x, 1, "the first item does not start the row")
      // Each item as wide as it asks, the next one `spacing` after it.
      XCTAssertEqual(left.width, Double(first.naturalWidth), accuracy: 1, "an item was widened")
      XCTAssertEqual(right.x, left.maxX + 8, accuracy: 1, "the spare room went between items")
      window.destroy()
    }
  }

  func testItemsTooWideForOneLineWrapOntoTheNext() throws {
    try MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Wrapping", width: 160, height: 300)
      let column = Box(.vertical)
      let row = WrappingBox(spacing: 8)
      let items = [
        Label("Servings servings"), Label("Units units units"), Label("Plan plan plan plan"),
      ]
      for item in items { row.append(item) }
      column.append(row)
      window.setContent(column)
      window.present()
      XCTAssertTrue(iterate(until: { items[2].isMapped && column.allocatedWidth > 0 }))
      let width = Double(column.allocatedWidth)
      // Any two are wider together than the row: one a line.
      XCTAssertGreaterThan(items.map(\.naturalWidth).min() ?? 0, Int32(width / 2))
      var lines: Set<Double> = []
      for item in items {
        let bounds = try XCTUnwrap(item.bounds(in: column))
        XCTAssertLessThanOrEqual(bounds.maxX, width + 0.5, "an item past the row's end")
        XCTAssertLessThan(bounds.x, 1, "an item does not start its line")
        lines.insert(bounds.y)
      }
      XCTAssertEqual(lines.count, 3, "the items did not wrap onto a line each")
      window.destroy()
    }
  }

  func testFieldsOfOneWidthStillShareTheWholeRow() throws {
    try MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Wrapping", width: 800, height: 200)
      let column = Box(.vertical)
      let row = WrappingBox(spacing: 12, homogeneous: true)
      let fields = [Label("Prep"), Label("Cook")]
      for field in fields { row.append(field) }
      column.append(row)
      window.setContent(column)
      window.present()
      XCTAssertTrue(iterate(until: { row.isMapped && column.allocatedWidth > 700 }))
      XCTAssertGreaterThan(row.allocatedWidth, column.allocatedWidth - 2)
      window.destroy()
    }
  }
}
