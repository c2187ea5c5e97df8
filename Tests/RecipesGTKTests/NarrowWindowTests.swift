import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Every window at a phone's 360 × 640 (Phosh): it accepts the size, every control on
/// screen is inside it, nothing scrolls sideways; the main window moves its header buttons
/// into the menu and shows one column of cards, and goes back when wide again.
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

  func testTheMainWindowOnAPhoneHasOneColumnAndItsButtonsInTheMenu() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow(mainSize: Self.phone)
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(
        until: { list.isNarrow && !list.newRecipeButton.isMapped && list.filterBar.isMapped },
        "the header kept its buttons at 360 wide")
      XCTAssertLessThanOrEqual(window.allocatedWidth, Self.phone.width)
      XCTAssertTrue(list.searchEntry.isMapped, "the search stays in the header")
      // Its help too, and the help fits the phone.
      XCTAssertTrue(list.searchHelp.button.isMapped, "the search help left the header")
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
      for button in [list.newRecipeButton, list.importButton, list.refreshButton] {
        XCTAssertFalse(button.isMapped, "\(describe(button)) stayed in the header")
      }
      XCTAssertFalse(list.favoritesToggle.isMapped)
      XCTAssertFalse(list.shoppingListButton.isMapped)
      XCTAssertTrue(list.narrowCategoryDropDown.isMapped)

      let actions = Set(list.menuButton.currentMenu.entries.map(\.action))
      for command in [
        Command.refresh, .favoritesOnly, .mineOnly, .newRecipe, .importRecipes, .shoppingList,
      ] {
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

      // Both drop-downs choose the same: the narrow one sends what the header's sends.
      // (The lists fill once the loop is quiet: pick again until "Dessert" is there.)
      pump(
        until: {
          list.narrowCategoryDropDown.pick("Dessert")
          return windows.store.state.list.filter.category == "Dessert"
        }, "the narrow drop-down did not choose a category")
      pump(
        until: { list.categoryDropDown.selectedItem == "Dessert" }, "the header's did not follow")

      // Wide again: the buttons come back to the header, the menu is the desktop's.
      resize(window, width: 1080, height: 760)
      pump(until: { !list.isNarrow }, "the header did not take its buttons back")
      pump(until: { list.newRecipeButton.isMapped && !list.filterBar.isVisible })
      // At the window's own default width every header button fits: none went to the menu.
      XCTAssertFalse(list.filterBar.isVisible, "the filters left the header at 1080 wide")
      for button in [list.shoppingListButton, list.planButton] {
        XCTAssertTrue(button.isMapped, "a header button is hidden at 1080 wide")
      }
      XCTAssertFalse(
        Set(list.menuButton.currentMenu.entries.map(\.action)).contains(
          Command.refresh.detailedName), "the desktop menu has no Refresh")
    }
  }

  func testBetweenPhoneAndDesktopTheFiltersLeaveTheHeaderFirst() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow()
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(until: { !list.showsFilterBar && list.favoritesToggle.isMapped })
      // Too narrow for the drop-downs beside the buttons (as German's longer labels are at
      // the default width), wide enough for the buttons: they stay, the filters go under.
      resize(window, width: 860, height: 700)
      pump(
        until: {
          list.showsFilterBar && list.narrowCategoryDropDown.isMapped
            && !list.categoryDropDown.isMapped
        }, "the filters stayed in the header at 860 wide")
      XCTAssertFalse(list.isNarrow, "the buttons went to the menu as well")
      XCTAssertTrue(list.newRecipeButton.isMapped)
      for name in ["My recipes", "Favorites only", "Shopping list", "Meal plan"] {
        let shown = window.subtree.filter { $0.isMapped && $0.givenAccessibleLabel == name }
        XCTAssertEqual(shown.count, 1, "\(name) is not in the header once")
      }
      XCTAssertEqual(widgetsCutOff(in: window), [], "cut off at 860 wide")
      XCTAssertFalse(
        Set(list.menuButton.currentMenu.entries.map(\.action)).contains(
          Command.refresh.detailedName), "the menu took the header's buttons")
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
