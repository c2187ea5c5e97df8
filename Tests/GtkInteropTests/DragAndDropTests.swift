import XCTest

@testable import GtkInterop

/// Drag sources and drop targets through GTK's own signals: the text a drag carries, and a
/// dropped string reaching its handler (or not being taken).
final class DragAndDropTests: InteropTestCase {
  func testADragCarriesTheTextItsWidgetGivesWhenItStarts() {
    MainActor.assumeIsolated {
      let card = Label("Beef Rendang")
      var shown: String? = "recipes-recipe:52772"
      let source = DragSource(on: card) { shown }
      XCTAssertEqual(source.prepare(), "recipes-recipe:52772")
      shown = "recipes-recipe:99 «Crème brûlée» 🍮"
      XCTAssertEqual(source.prepare(x: 40, y: 12), "recipes-recipe:99 «Crème brûlée» 🍮")
      shown = nil
      XCTAssertNil(source.prepare(), "a blank card started a drag")
    }
  }

  func testADroppedStringReachesTheHandlerWithWhereItFell() {
    MainActor.assumeIsolated {
      let day = Box(.vertical)
      var dropped: [(String, Double, Double)] = []
      let target = DropTarget(on: day) { text, x, y in
        dropped.append((text, x, y))
        return text.hasPrefix("recipes-")
      }
      XCTAssertTrue(target.drop("recipes-plan-entry:plan-1", x: 12.5, y: 80))
      XCTAssertFalse(target.drop("https://example.org/not-ours"))
      XCTAssertEqual(
        dropped.map(\.0), ["recipes-plan-entry:plan-1", "https://example.org/not-ours"])
      XCTAssertEqual(dropped.first?.1, 12.5)
      XCTAssertEqual(dropped.first?.2, 80)
    }
  }

  func testWhatOneWidgetDragsAnotherTakes() {
    MainActor.assumeIsolated {
      let card = Label("Leek Soup")
      let slot = Box(.vertical)
      var planned: [String] = []
      let source = DragSource(on: card, moves: true) { "recipes-recipe:catalog-soup" }
      let target = DropTarget(on: slot) { text, _, _ in
        planned.append(text)
        return true
      }
      let carried = source.prepare()
      XCTAssertEqual(carried, "recipes-recipe:catalog-soup")
      XCTAssertTrue(target.drop(carried ?? ""))
      XCTAssertEqual(planned, ["recipes-recipe:catalog-soup"])
    }
  }

  func testAPopoverButtonOpensAndClosesItsPopover() {
    MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Popover", width: 320, height: 240)
      let search = SearchEntry(placeholder: "Search")
      let button = PopoverButton(
        icon: "list-add-symbolic", accessibleLabel: "Add to Dinner", content: search)
      var opened = 0
      button.onOpen { opened += 1 }
      window.setContent(button)
      window.present()
      XCTAssertEqual(button.accessibleLabel, "Add to Dinner")
      XCTAssertFalse(button.isOpen)
      button.popup()
      XCTAssertTrue(iterate(until: { button.isOpen }), "the popover never opened")
      XCTAssertEqual(opened, 1)
      button.popdown()
      XCTAssertTrue(iterate(until: { !button.isOpen }), "the popover stayed open")
    }
  }
}
