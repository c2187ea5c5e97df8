import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Every window at a phone's 360 × 640 (Phosh): it accepts the size, every control on
/// screen is inside it, nothing scrolls sideways; the main window moves its view switcher to
/// the bottom and its toggles into the menu and shows one column of cards, and goes back
/// when wide again; at a desktop's width its header holds at most five controls.
final class NarrowWindowTests: GTKTestCase {
  private static let phone = (width: Int32(360), height: Int32(640))

  func testEveryWindowFitsAPhone() throws {
    MainActor.assumeIsolated {
      for kind in EveryWindow.Kind.allCases {
        let windows = EveryWindow()
        guard let window = windows.open(kind) else {
          XCTFail("\(kind): the window did not open")
          continue
        }
        guard resize(window, width: Self.phone.width, height: Self.phone.height) else { continue }
        // A few frames, so scrolled windows have measured what they hold and the header's
        // squeezers have chosen.
        for _ in 0..<40 { _ = MainLoop.iterate() || usleep(1_000) == 0 }
        XCTAssertLessThanOrEqual(
          window.minimumContentWidth, Self.phone.width,
          "\(kind): the window cannot be made that narrow")
        let cutOff = widgetsCutOff(in: window)
        XCTAssertEqual(cutOff, [], "\(kind): cut off at 360 × 640")
        Window.destroyAll()
      }
    }
  }

  func testTheMainWindowOnAPhoneHasOneColumnTheSwitcherAtTheBottomAndTheTogglesInTheMenu()
    throws
  {
    try MainActor.assumeIsolated {
      let windows = EveryWindow(mainSize: Self.phone)
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(
        until: { list.isNarrow && !list.favoritesToggle.isMapped && list.filterBar.isMapped },
        "the search row kept its toggles at 360 wide")
      XCTAssertLessThanOrEqual(window.allocatedWidth, Self.phone.width)
      pump(
        until: { list.home.isSwitcherBarRevealed && list.home.switcherBar.isMapped },
        "no switcher at the bottom at 360 wide")
      XCTAssertTrue(list.newMenuButton.isMapped, "New left the header")
      XCTAssertTrue(list.searchEntry.isMapped, "the search left the Recipes view")
      // Its help too, and the help fits the phone.
      XCTAssertTrue(list.searchHelp.button.isMapped, "the search help left the search row")
      let help = try XCTUnwrap(list.searchHelp.button.bounds(in: window))
      XCTAssertLessThanOrEqual(help.maxX, Double(Self.phone.width))
      list.searchHelp.button.popup()
      pump(until: { list.searchHelp.button.isOpen }, "the search help did not open at 360 wide")
      let popover = try XCTUnwrap(
        list.searchHelp.button.subtree.first { $0.typeName == "GtkPopover" })
      pump(until: { popover.isMapped })
      XCTAssertLessThanOrEqual(
        popover.allocatedWidth, Self.phone.width, "the search help is wider than the phone")
      list.searchHelp.button.popdown()
      XCTAssertTrue(list.narrowCategoryDropDown.isMapped)

      let actions = Set(list.menuButton.currentMenu.entries.map(\.action))
      for command in [Command.refresh, .favoritesOnly, .mineOnly] {
        XCTAssertTrue(actions.contains(command.detailedName), "no \(command) in the menu")
      }

      // One column: every card on screen takes (nearly) the whole width, one above the other.
      for _ in 0..<20 { MainLoop.iterate() }
      let cards = window.subtree.filter { $0.isMapped && $0.hasStyleClass("recipe-card") }
      XCTAssertGreaterThan(cards.count, 1, "no cards on screen")
      for card in cards {
        let bounds = try XCTUnwrap(card.bounds(in: window))
        XCTAssertGreaterThan(bounds.width, 300, "a card \(bounds.width) wide: not one column")
      }

      // Both drop-downs choose the same: the narrow one sends what the wide one sends.
      // (The lists fill once the loop is quiet: pick again until "Dessert" is there.)
      pump(
        until: {
          list.narrowCategoryDropDown.pick("Dessert")
          return windows.store.state.list.filter.category == "Dessert"
        }, "the narrow drop-down did not choose a category")
      pump(
        until: { list.categoryDropDown.selectedItem == "Dessert" }, "the wide one did not follow")

      // Wide again: the toggles come back beside the search, the switcher to the header.
      resize(window, width: 1080, height: 760)
      pump(until: { !list.isNarrow }, "the search row did not take its toggles back")
      pump(until: { list.favoritesToggle.isMapped && !list.filterBar.isVisible })
      pump(until: { !list.home.isSwitcherBarRevealed }, "the bottom switcher stayed at 1080")
      XCTAssertFalse(list.filterBar.isVisible, "the filters left the search row at 1080 wide")
      let wide = Set(list.menuButton.currentMenu.entries.map(\.action))
      XCTAssertFalse(wide.contains(Command.favoritesOnly.detailedName), "a toggle twice")
      XCTAssertTrue(wide.contains(Command.refresh.detailedName), "Refresh is the menu's")
    }
  }

  func testAtADesktopsWidthTheHeaderHoldsAtMostFiveControls() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow(mainSize: (1280, 800))
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(until: { window.allocatedWidth > 1200 && list.home.switcherTitle.isMapped })
      pump(until: { !list.home.isSwitcherBarRevealed }, "the switcher had no room at 1280")
      let controls = topControls(in: list.header)
      XCTAssertLessThanOrEqual(
        controls.count, 5, "the header holds \(controls.map(describe)) at 1280 wide")
      XCTAssertTrue(controls.contains { $0.isSameWidget(as: list.home.switcherTitle) })
      XCTAssertTrue(controls.contains { $0.isSameWidget(as: list.newMenuButton) })
      // The search takes the room it needs: more than the 160 pixels it had.
      XCTAssertGreaterThan(list.searchEntry.allocatedWidth, 300)
    }
  }

  func testBetweenPhoneAndDesktopTheFiltersLeaveTheSearchRowFirst() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow()
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(until: { !list.showsFilterBar && list.favoritesToggle.isMapped })
      // Too narrow for the drop-downs beside the toggles (as German's longer labels are),
      // wide enough for the toggles: they stay, the filters go under.
      resize(window, width: 700, height: 700)
      pump(
        until: {
          list.showsFilterBar && list.narrowCategoryDropDown.isMapped
            && !list.categoryDropDown.isMapped
        }, "the filters stayed beside the search at 700 wide")
      XCTAssertFalse(list.isNarrow, "the toggles went to the menu as well")
      for name in ["My recipes", "Favorites only"] {
        let shown = window.subtree.filter { $0.isMapped && $0.givenAccessibleLabel == name }
        XCTAssertEqual(shown.count, 1, "\(name) is not on screen once")
      }
      XCTAssertEqual(widgetsCutOff(in: window), [], "cut off at 700 wide")
      XCTAssertFalse(
        Set(list.menuButton.currentMenu.entries.map(\.action)).contains(
          Command.favoritesOnly.detailedName), "the menu took the toggles")
    }
  }

  func testTheRecipeWindowOnAPhoneIsOneColumn() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow()
      let window = try XCTUnwrap(windows.open(.recipe))
      let detail = try XCTUnwrap(windows.flow.detailWindow(Recipe.mock.id))
      // At its desktop size the header has Print, Edit and Delete; on a phone, a menu.
      pump(until: { detail.printButton.isMapped }, "no Print button at the desktop size")
      XCTAssertTrue(detail.editButton.isMapped)
      XCTAssertFalse(detail.moreButton.isMapped)
      resize(window, width: Self.phone.width, height: Self.phone.height)
      pump(
        until: { detail.moreButton.isMapped && !detail.printButton.isMapped },
        "Print stayed in the header at 360 wide")
      XCTAssertEqual(
        detail.moreButton.currentMenu.entries.map(\.action),
        [Command.print, .edit, .delete].map(\.detailedName))
      pump(until: { detail.ingredients.children.isEmpty == false })
      for _ in 0..<20 { MainLoop.iterate() }
      let title = try XCTUnwrap(detail.titleLabel.bounds(in: window))
      let ingredients = try XCTUnwrap(detail.ingredients.bounds(in: window))
      let steps = try XCTUnwrap(detail.steps.bounds(in: window))
      XCTAssertLessThan(title.y, ingredients.y, "the picture and title come first")
      XCTAssertLessThan(ingredients.y + ingredients.height, steps.y + 1, "steps under ingredients")
      XCTAssertLessThanOrEqual(ingredients.maxX, 360)
      XCTAssertLessThanOrEqual(steps.maxX, 360)
    }
  }
}

/// The controls in `root`'s tree that are on screen, each counted once (a menu button's own
/// toggle is part of it; the view switcher is one control), leaving out the window's own
/// buttons (close, …).
@MainActor
func topControls(in root: Widget) -> [Widget] {
  let controls: Set<String> = [
    "GtkButton", "GtkToggleButton", "GtkMenuButton", "GtkEntry", "GtkSearchEntry",
    "GtkDropDown", "AdwViewSwitcherTitle", "AdwSplitButton",
  ]
  var found: [Widget] = []
  func visit(_ widget: Widget) {
    guard widget.isMapped, widget.typeName != "GtkWindowControls" else { return }
    if controls.contains(widget.typeName) {
      found.append(widget)
      return
    }
    for child in widget.childWidgets { visit(child) }
  }
  visit(root)
  return found
}
