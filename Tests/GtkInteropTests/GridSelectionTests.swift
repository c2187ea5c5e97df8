import XCTest

@testable import GtkInterop

/// The selected item keeps its selection, and the keyboard, when an update moves it: the
/// grid's positions are a bare count, so GTK alone would keep the position selected,
/// whatever item came to it.
final class GridSelectionTests: InteropTestCase {
  /// A recipe-like item: its id says which it is, its star may change.
  private struct Card: Equatable {
    let id: String
    var isFavorite = false
  }

  func testASelectedItemThatMovesStaysSelected() {
    MainActor.assumeIsolated {
      let (grid, window) = Self.presentedGrid()
      var cards = ["b", "c", "d", "e"].map { Card(id: $0) }
      grid.update(count: cards.count) { [cards] in cards[$0] }
      grid.selectedPosition = 1
      XCTAssertEqual(grid.item(at: grid.selectedPosition)?.id, "c")

      // Another card comes in before it (a sync, an import): "c" is now third.
      cards.insert(Card(id: "a"), at: 0)
      grid.update(count: cards.count) { [cards] in cards[$0] }
      XCTAssertEqual(grid.selectedPosition, 2)
      XCTAssertEqual(grid.item(at: grid.selectedPosition)?.id, "c")

      // Its star changed: still the same card, still selected where it is.
      cards[2].isFavorite = true
      grid.update(count: cards.count) { [cards] in cards[$0] }
      XCTAssertEqual(grid.selectedPosition, 2)

      // Gone (deleted, filtered out): nothing is selected rather than its neighbour.
      cards.remove(at: 2)
      grid.update(count: cards.count) { [cards] in cards[$0] }
      XCTAssertNil(grid.selectedPosition)
      window.destroy()
    }
  }

  func testTheKeyboardMovesWithTheSelectedItem() {
    MainActor.assumeIsolated {
      let (grid, window) = Self.presentedGrid()
      var cards = ["b", "c", "d"].map { Card(id: $0) }
      grid.update(count: cards.count) { [cards] in cards[$0] }
      XCTAssertTrue(iterate(until: { grid.shownItems.count == 3 }), "the cells were never made")
      grid.selectedPosition = 0
      window.moveFocus()
      XCTAssertEqual(Self.focusedText(in: window), "b", "Tab put the keyboard on the first card")

      cards.insert(Card(id: "a"), at: 0)
      grid.update(count: cards.count) { [cards] in cards[$0] }
      XCTAssertTrue(iterate(until: { grid.shownItems.count == 4 }))
      XCTAssertEqual(grid.selectedPosition, 1)
      XCTAssertEqual(Self.focusedText(in: window), "b", "the keyboard followed the card")
      window.destroy()
    }
  }

  /// The text of the label in the cell that has the keyboard.
  @MainActor
  private static func focusedText(in window: Window) -> String? {
    guard let focused = window.focusedWidget else { return nil }
    return ([focused] + focused.subtree).lazy.compactMap(\.shownText).first
  }

  /// A grid of labels showing the cards' ids, in a presented window.
  @MainActor
  private static func presentedGrid() -> (GridView<Card, Label>, Window) {
    let grid = GridView<Card, Label>(
      isSameItem: { $0.id == $1.id },
      makeCell: {
        let label = Label()
        return (label, label)
      }, bind: { label, item in label.text = item?.id ?? "" }, unbind: { _ in })
    let scroller = ScrolledWindow()
    scroller.setChild(grid)
    let window = Window(application: nil, title: "Grid", width: 400, height: 300)
    window.setContent(scroller)
    window.present()
    return (grid, window)
  }
}
