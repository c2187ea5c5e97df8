import XCTest

@testable import GtkInterop

/// The menu button makes its menu's popover as it opens, and shows the menu it was given
/// last.
final class MenuButtonTests: InteropTestCase {
  func testTheMenuIsMadeWhenTheButtonOpensAndShowsTheLatestMenu() throws {
    try MainActor.assumeIsolated {
      let first = Menu()
      first.append("Refresh", action: "app.refresh")
      let second = Menu()
      second.append("Import", action: "app.import")
      let button = MenuButton(icon: "open-menu-symbolic", accessibleLabel: "Menu", menu: first)
      let window = Window(application: nil, title: "Menu", width: 300, height: 200)
      window.setContent(button)
      window.present()
      XCTAssertTrue(iterate(until: { button.isMapped }), "the button was never shown")
      XCTAssertFalse(
        button.subtree.contains { $0.typeName == "GtkPopoverMenu" }, "a popover before opening")

      button.setMenu(second)
      button.popup()
      XCTAssertTrue(
        iterate(until: { Self.shownTexts(in: button).contains("Import") }),
        "the open menu does not show the menu given last: \(Self.shownTexts(in: button))")
      XCTAssertFalse(Self.shownTexts(in: button).contains("Refresh"))

      // Once made, the popover follows a new menu at once.
      button.popdown()
      button.setMenu(first)
      button.popup()
      let popover = try XCTUnwrap(button.subtree.first { $0.typeName == "GtkPopoverMenu" })
      XCTAssertTrue(
        iterate(until: { popover.isMapped && Self.shownTexts(in: button).contains("Refresh") }),
        "the reopened menu does not show the first menu again")
    }
  }

  @MainActor
  private static func shownTexts(in widget: Widget) -> [String] {
    widget.subtree.filter(\.isMapped).compactMap(\.shownText)
  }
}
