import CGtk
import XCTest

@testable import GtkInterop

/// A button's tooltip never covers the popover it opened: the popover button (the
/// planner's "+"), a menu button and a drop-down have none while open, and theirs again
/// once closed.
final class PopoverTooltipTests: InteropTestCase {
  func testEveryPopoverButtonDropsItsTooltipWhileOpen() throws {
    try MainActor.assumeIsolated {
      let menu = Menu()
      menu.append("Refresh", action: "app.refresh")
      let plus = PopoverButton(
        icon: "list-add-symbolic", accessibleLabel: "Add a meal", content: Label("Search"))
      let menuButton = MenuButton(icon: "open-menu-symbolic", accessibleLabel: "Menu", menu: menu)
      let dropDown = DropDown(allLabel: "As written", accessibleLabel: "Units")
      dropDown.setItems(["Metric", "Imperial"], selected: nil)
      let row = Box(.horizontal, spacing: 6)
      for widget in [plus, menuButton, dropDown] as [Widget] { row.append(widget) }
      let window = Window(application: nil, title: "Tooltips", width: 400, height: 300)
      window.setContent(row)
      window.present()
      XCTAssertTrue(iterate(until: { dropDown.isMapped }), "the row was never shown")

      let openers: [(String, Widget, () -> Void, () -> Void)] = [
        ("the popover button", plus, { plus.popup() }, { plus.popdown() }),
        ("the menu button", menuButton, { menuButton.popup() }, { menuButton.popdown() }),
        (
          "the drop-down", dropDown,
          { recipes_emit(UnsafeMutableRawPointer(dropDown.widget), "activate") },
          { Self.closePopovers(in: dropDown) }
        ),
      ]
      for (name, widget, open, close) in openers {
        XCTAssertTrue(widget.hasTooltip, "\(name) has no tooltip to begin with")
        open()
        XCTAssertTrue(iterate(until: { Self.openPopover(in: widget) }), "\(name) did not open")
        XCTAssertFalse(widget.hasTooltip, "\(name)'s tooltip can cover its open popover")
        close()
        XCTAssertTrue(iterate(until: { !Self.openPopover(in: widget) }), "\(name) did not close")
        XCTAssertTrue(widget.hasTooltip, "\(name) lost its tooltip once closed")
        XCTAssertNotNil(widget.tooltip)
      }
    }
  }

  @MainActor
  private static func openPopover(in widget: Widget) -> Bool {
    widget.subtree.contains { $0.isMapped && $0.typeName.hasPrefix("GtkPopover") }
  }

  @MainActor
  private static func closePopovers(in widget: Widget) {
    for popover in widget.subtree where popover.typeName == "GtkPopover" {
      gtk_popover_popdown(
        UnsafeMutableRawPointer(popover.widget).assumingMemoryBound(to: GtkPopover.self))
    }
  }
}
