import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Every window at a phone's 360 × 640 (Phosh): it accepts the size, every control on
/// screen is inside it, nothing scrolls sideways; the main window moves its view switcher to
/// the bottom, keeps every filter in its one row and shows one column of cards, and goes
/// back when wide again; at a desktop's width its header holds at most five controls.
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

  /// A page's heading longer than a phone's page is wide (the French "Nutrition per
  /// serving" over a recipe) wraps instead of keeping its window wider than the phone.
  func testALongHeadingWrapsInsteadOfWideningItsPage() {
    MainActor.assumeIsolated {
      let heading = Label.sectionTitle("Valeurs nutritionnelles par portion")
      // A label that cannot wrap is as narrow as its whole line; this one, as its longest
      // word.
      XCTAssertLessThan(heading.minimumWidth, heading.naturalWidth / 2, "it cannot wrap")
    }
  }

  func testTheMainWindowOnAPhoneHasOneColumnTheSwitcherAtTheBottomAndEveryFilter() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow(mainSize: Self.phone)
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(until: { window.allocatedWidth > 0 && list.searchEntry.isMapped })
      XCTAssertLessThanOrEqual(window.allocatedWidth, Self.phone.width)
      pump(
        until: { list.home.isSwitcherBarRevealed && list.home.switcherBar.isMapped },
        "no switcher at the bottom at 360 wide")
      XCTAssertTrue(list.newMenuButton.isMapped, "New left the header")
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

      // Every filter stays in the row, where a phone reaches it; the first ones on screen.
      for filter in [list.favoritesToggle, list.mineToggle, list.categoryDropDown] as [Widget] {
        XCTAssertTrue(filter.isMapped, "\(describe(filter)) left the filter row at 360 wide")
      }
      let favorites = try XCTUnwrap(list.favoritesToggle.bounds(in: window))
      XCTAssertLessThanOrEqual(favorites.maxX, Double(Self.phone.width), "Favorites off screen")
      let actions = Set(list.menuButton.currentMenu.entries.map(\.action))
      XCTAssertTrue(actions.contains(Command.refresh.detailedName), "Refresh is the menu's")
      XCTAssertFalse(actions.contains(Command.favoritesOnly.detailedName), "a toggle twice")

      // One column: every card on screen takes (nearly) the whole width, one above the other.
      for _ in 0..<20 { MainLoop.iterate() }
      let cards = window.subtree.filter { $0.isMapped && $0.hasStyleClass("recipe-card") }
      XCTAssertGreaterThan(cards.count, 1, "no cards on screen")
      for card in cards {
        let bounds = try XCTUnwrap(card.bounds(in: window))
        XCTAssertGreaterThan(bounds.width, 300, "a card \(bounds.width) wide: not one column")
      }

      // Wide again: the switcher goes back to the header.
      resize(window, width: 1080, height: 760)
      pump(until: { !list.home.isSwitcherBarRevealed }, "the bottom switcher stayed at 1080")
    }
  }

  /// A toast two lines high on a phone (a long French title) sits above the view switcher at
  /// the bottom, not over its buttons.
  func testOnAPhoneAWrappedToastLeavesTheBottomSwitcherUncovered() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow(mainSize: Self.phone)
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(
        until: { list.home.isSwitcherBarRevealed && list.home.switcherBar.isMapped },
        "no switcher at the bottom at 360 wide")
      let toast = Toast(
        "La recette « Filet de bœuf en croûte » a été ajoutée à la liste de courses",
        timeout: 0)
      toast.buttonLabel = "Annuler"
      list.toasts.add(toast)
      var toastWidget: Widget?
      pump(
        until: {
          toastWidget = window.subtree.first { $0.typeName == "AdwToastWidget" && $0.isMapped }
          return toastWidget != nil
        }, "the toast never showed")
      let shown = try XCTUnwrap(toastWidget)
      // It slides in: measured once it stands still.
      pumpUntilStill(shown) { shown.bounds(in: window)?.y ?? -1 }
      let bounds = try XCTUnwrap(shown.bounds(in: window))
      let bar = try XCTUnwrap(list.home.switcherBar.bounds(in: window))
      XCTAssertGreaterThan(bounds.height, 60, "the toast did not wrap: no test")
      XCTAssertLessThanOrEqual(
        bounds.y + bounds.height, bar.y + 0.5,
        "the toast (\(bounds.y)…\(bounds.y + bounds.height)) covers the switcher at \(bar.y)")
      toast.dismiss()
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

  func testWhatTheGridShowsIsChosenInOneRow() throws {
    try MainActor.assumeIsolated {
      let windows = EveryWindow(mainSize: (1280, 800))
      let list = windows.list
      let window = try XCTUnwrap(windows.open(.main))
      pump(until: { window.allocatedWidth > 1200 && list.categoryDropDown.isMapped })
      let filters: [Widget] = [
        list.collectionsBar.allButton, list.favoritesToggle, list.mineToggle,
        list.categoryDropDown, list.areaDropDown,
      ]
      let rows = try filters.map { try XCTUnwrap($0.bounds(in: window)) }
      for (filter, bounds) in zip(filters, rows) {
        XCTAssertTrue(
          list.collectionsBar.root.subtree.contains { $0.isSameWidget(as: filter) },
          "\(describe(filter)) is elsewhere")
        XCTAssertEqual(
          bounds.y + bounds.height / 2, rows[0].y + rows[0].height / 2, accuracy: 2,
          "\(describe(filter)): another row")
      }
      // Left to right: all, then each filter after the one before.
      for (left, right) in zip(rows, rows.dropFirst()) { XCTAssertLessThan(left.maxX, right.x) }
      let search = try XCTUnwrap(list.searchEntry.bounds(in: window))
      XCTAssertLessThan(search.y + search.height, rows[0].y, "the filters are not under the search")
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
