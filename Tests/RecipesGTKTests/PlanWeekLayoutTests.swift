import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The Plan view's shape: the week in columns on a desk and one day under another on a
/// phone, following the window's width; its buttons in the bar over the days, where
/// planning moves nothing; the keyboard on today when it opens.
final class PlanWeekLayoutTests: GTKTestCase {
  func testTheWeekIsInColumnsOnADeskAndOneUnderAnotherOnAPhoneAsTheWindowIsResized() throws {
    try MainActor.assumeIsolated {
      let (_, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.window.setDefaultSize(width: 1280, height: 800)
      window.present()
      let days = window.dayViews
      XCTAssertEqual(days.count, 7)
      @MainActor func origin(_ index: Int) -> (x: Double, y: Double)? {
        days[index].root.bounds(in: window.daysBox).map { ($0.x, $0.y) }
      }
      pump(until: { window.daysBox.allocatedWidth > 1000 }, "not laid out at 1280 px")
      pump(until: { origin(1) != nil }, "the days are not laid out")
      // Side by side: Tuesday right of Monday on the same line, and more than two columns.
      let monday = try XCTUnwrap(origin(0))
      let tuesday = try XCTUnwrap(origin(1))
      let wednesday = try XCTUnwrap(origin(2))
      XCTAssertGreaterThan(tuesday.x, monday.x, "Tuesday is not beside Monday")
      XCTAssertEqual(tuesday.y, monday.y, accuracy: 0.5)
      XCTAssertGreaterThan(wednesday.x, tuesday.x, "fewer than three columns at 1280 px")
      XCTAssertLessThan(
        days.map(\.root.allocatedWidth).max() ?? 0, 400, "a day is as wide as the window")
      XCTAssertEqual(days.filter { $0.root.hasStyleClass("plan-today") }.count, 1)

      // A phone's width: one day under another, the same cards (nothing built again).
      window.window.setDefaultSize(width: 360, height: 640)
      pump(
        until: { (origin(1)?.x ?? 1) == (origin(0)?.x ?? 0) },
        "the days stayed in columns at 360 px")
      let first = try XCTUnwrap(origin(0))
      let second = try XCTUnwrap(origin(1))
      XCTAssertGreaterThan(second.y, first.y, "Tuesday is not under Monday")
      XCTAssertTrue(window.dayViews.elementsEqual(days, by: ===), "the days were built again")

      // And back to the desk.
      window.window.setDefaultSize(width: 1280, height: 800)
      pump(
        until: { (origin(1)?.x ?? 0) > (origin(0)?.x ?? 0) },
        "the days stayed in one column at 1280 px")
    }
  }

  func testTheButtonsStayInTheBarPlanningMovesThemNotAndTheKeyboardStartsOnToday() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.presentAsPhone()
      let scroller = try XCTUnwrap(window.scroller)
      pumpUntilStill(scroller)
      // A phone: "More" holds the week's buttons, in the bar over the days.
      @MainActor func barBottomIsAboveTheDays(_ button: Widget) -> Bool {
        let main = window.window
        guard let scrollerTop = scroller.bounds(in: main)?.y, let bounds = button.bounds(in: main)
        else { return false }
        return button.isMapped && bounds.y + bounds.height <= scrollerTop
      }
      pump(until: { window.moreButton.isMapped }, "no More button on a phone")
      XCTAssertTrue(barBottomIsAboveTheDays(window.moreButton))
      XCTAssertFalse(window.shopButton.isMapped)
      // The keyboard is on today's first "+", not on a button of the bar.
      let today = try XCTUnwrap(window.dayViews.first { $0.day.isToday })
      pump(until: { today.slots[0].addButton.containsFocus }, "the keyboard is not on today")
      XCTAssertFalse(window.previousButton.containsFocus)
      window.moreButton.popup()
      pump(until: { window.compactShopButton.isMapped }, "More opened nothing")
      window.compactShopButton.click()
      pump(until: { window.planToasts?.noticeToast != nil }, "More's shopping button did nothing")
      pump(until: { !window.moreButton.isOpen }, "More stayed open")

      // A desk: the three buttons in the bar, over the days.
      window.window.setDefaultSize(width: 1280, height: 800)
      pump(until: { window.shopButton.isMapped }, "the buttons are not in the bar at 1280 px")
      pumpUntilStill(scroller)
      for button in [window.shopButton, window.suggestButton, window.calendarButton] {
        XCTAssertTrue(barBottomIsAboveTheDays(button), "\(button.label)")
      }
      let main = window.window
      let before = try XCTUnwrap(window.shopButton.bounds(in: main))
      store.send(
        .plan(
          .addRecipeTapped(Recipe.mockPasta.id, day: today.day.day, meal: .lunch, servings: 2)))
      pump(until: { shown(window, today.day.day, .lunch) == ["Pasta alla Norma"] })
      pumpUntilStill(scroller)
      let after = window.shopButton.bounds(in: main)
      XCTAssertEqual(after, before, "planning moved the shopping button")
    }
  }

  func testShownOnADeskThenOnAPhoneTheViewIsLaidOutAtOnceWithMoreInItsBar() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.present()
      window.window.setDefaultSize(width: 1280, height: 800)
      pump(until: { window.shopButton.isMapped }, "the buttons are not in the bar at 1280 px")
      // Back to the recipes, the window narrowed to a phone's, then the plan again: a
      // squeezer that chose its child while the page was laid out left the window blank.
      store.send(.viewSelected(.recipes))
      pump(until: { !window.view.root.isMapped }, "the plan stayed on screen")
      window.window.setDefaultSize(width: 360, height: 640)
      pumpUntilStill(window.window, { Double(window.window.allocatedWidth) })
      store.send(.viewSelected(.plan))
      pump(until: { window.moreButton.isMapped }, "no More button on a phone")
      XCTAssertFalse(window.shopButton.isMapped)
      XCTAssertFalse(window.suggestionSource.isVisible, "what suggesting picks from, without it")
      XCTAssertGreaterThan(window.view.root.allocatedWidth, 0, "the plan has no place")
      pumpUntilStill(window.window, { Double(window.view.root.allocatedWidth) })
      XCTAssertGreaterThan(window.view.root.allocatedWidth, 0, "the plan lost its place")
    }
  }
}

/// The "+" popover starts with the cook's recipes; the shopping toast counts what it added.
final class PlanPickerAndShoppingTests: GTKTestCase {
  func testThePlusStartsWithFavoritesAndOwnRecipesUnderHeadingsAndTypingSearchesAll() throws {
    try MainActor.assumeIsolated {
      let mine = Recipe(id: "mine-soup", name: "Aunt May's Soup")
      let library = InMemoryLibrary(
        recipes: Recipe.mocks + [mine], favorites: [Recipe.mockPasta.id])
      let (store, flow, window) = try openPlanner(library: library)
      defer { withExtendedLifetime(flow) {} }
      window.present()
      let slot = try XCTUnwrap(window.dayView(store.state.plan.days[3])?.slot(.dinner))
      XCTAssertTrue(slot.addButton.accessibleLabel?.hasPrefix("Add to Dinner on ") == true)
      slot.addButton.popup()
      let popover = window.addPopover
      pump(until: { popover.headings.count == 3 }, "the cook's recipes are not listed")
      // The cook's first, then the rest of the library's (never one recipe to pick from).
      XCTAssertEqual(
        Array(popover.resultButtons.map(\.id).prefix(2)), [Recipe.mockPasta.id, mine.id])
      XCTAssertEqual(
        Set(popover.resultButtons.map(\.id).dropFirst(2)),
        Set(Recipe.mocks.map(\.id)).subtracting([Recipe.mockPasta.id]))
      XCTAssertEqual(popover.headings.map(\.text), ["Favorites", "Your recipes", "All recipes"])
      XCTAssertEqual(popover.resultButtons[0].button.accessibleLabel, "Plan Pasta alla Norma")
      popover.searchEntry.type("pie")
      pump(
        until: { popover.resultButtons.map(\.id) == [Recipe.mock.id] },
        "typing did not search the whole library")
      XCTAssertTrue(popover.headings.isEmpty)
    }
  }

  func testTheShoppingToastCountsOnlyWhatItAddedAndUndoTakesItBack() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let (store, flow, window) = try openPlanner(library: library)
      defer { withExtendedLifetime(flow) {} }
      window.nextButton.click()
      pump(until: { !store.state.plan.isLoading })
      let days = store.state.plan.days
      store.send(
        .plan(.addRecipeTapped(Recipe.mockPasta.id, day: days[1], meal: .dinner, servings: 4)))
      store.send(
        .plan(.addRecipeTapped(Recipe.mockDessert.id, day: days[2], meal: .dinner, servings: 4)))
      pump(until: { store.state.plan.week.entries.count == 2 })
      // The pasta is on the list already, by hand, for the 4 planned.
      store.send(.shoppingList(.addTapped(Recipe.mockPasta.id, servings: 4)))
      pump(until: { store.state.shoppingList.list.entries.count == 1 }, "not on the list")
      let byHand = store.state.shoppingList.list.entries

      window.shopButton.click()
      pump(until: { window.planToasts?.noticeToast != nil }, "nothing said")
      let toast = try XCTUnwrap(window.planToasts?.noticeToast)
      XCTAssertEqual(toast.title, "Added 1 recipe to the shopping list. 1 was on it already.")
      XCTAssertEqual(toast.buttonLabel, "Undo")
      pump(until: { store.state.shoppingList.list.entries.count == 2 }, "nothing added")

      window.toasts.clickButton(of: toast)
      pump(
        until: {
          window.planToasts?.noticeToast?.title == "Took the week back off the shopping list."
        },
        "Undo said nothing")
      pump(until: { store.state.shoppingList.list.entries == byHand }, "Undo left the dessert")
      XCTAssertNil(window.planToasts?.noticeToast?.buttonLabel)
    }
  }
}
