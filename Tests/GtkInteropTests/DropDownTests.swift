import XCTest

@testable import GtkInterop

/// A drop-down showing "all" fills GTK's list once the main loop is quiet; one asked to
/// show an entry, or to pick one, fills it at once.
final class DropDownTests: InteropTestCase {
  func testEntriesWithAllChosenReachTheListWhenTheLoopIsQuiet() {
    MainActor.assumeIsolated {
      let drop = DropDown(allLabel: "All", accessibleLabel: "Category")
      drop.setItems(["Soup", "Cake"], selected: nil)
      XCTAssertEqual(drop.listedCount, 1, "filled before the loop was quiet")
      XCTAssertNil(drop.selectedItem)
      XCTAssertTrue(iterate(until: { drop.listedCount == 3 }), "the entries never came")
      XCTAssertNil(drop.selectedItem)
    }
  }

  func testAChosenEntryIsListedAtOnceWithoutTellingOnSelect() {
    MainActor.assumeIsolated {
      let drop = DropDown(allLabel: "All", accessibleLabel: "Category")
      var heard: [String?] = []
      drop.onSelect { heard.append($0) }
      drop.setItems(["Soup", "Cake"], selected: "Cake")
      XCTAssertEqual(drop.listedCount, 3)
      XCTAssertEqual(drop.selectedItem, "Cake")
      drop.setItems(["Soup", "Cake", "Stew"], selected: nil)
      XCTAssertNil(drop.selectedItem)
      XCTAssertTrue(iterate(until: { drop.listedCount == 4 }), "the new entry never came")
      XCTAssertEqual(heard, [], "onSelect heard the app's own updates")
    }
  }

  func testPickingAnEntryNotListedYetListsAndChoosesIt() {
    MainActor.assumeIsolated {
      let drop = DropDown(allLabel: "All", accessibleLabel: "Category")
      var heard: [String?] = []
      drop.onSelect { heard.append($0) }
      drop.setItems(["Soup", "Cake"], selected: nil)
      drop.pick("Soup")
      XCTAssertEqual(drop.listedCount, 3)
      XCTAssertEqual(drop.selectedItem, "Soup")
      XCTAssertEqual(heard, ["Soup"])
    }
  }
}
