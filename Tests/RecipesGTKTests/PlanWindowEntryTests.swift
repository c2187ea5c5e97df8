import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The planner as a cook meets it after the first meal: every "+" opens its search, a
/// planned recipe opens at the planned servings, servings change in place, suggestions
/// can be undone, and the week opens on today.
final class PlanWindowEntryTests: GTKTestCase {
  func testEveryPlusOpensTheSearchAfterTheWeekWasDrawnAgain() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.present()
      let days = store.state.plan.days
      // No slot is held across a pick: the week drawn again lets the old ones go, as in the
      // app, where the second "+" used to open an empty popover.
      for (index, meal) in [(0, Meal.lunch), (3, .dinner), (5, .breakfast)] {
        try XCTUnwrap(window.dayView(days[index])?.slot(meal)).addButton.popup()
        pump(
          until: {
            window.addPopover.slot?.day == days[index]
              && window.addPopover.resultButtons.count == Recipe.mocks.count
          }, "the popover of day \(index) is empty")
        let host = try XCTUnwrap(window.dayView(days[index])?.slot(meal)?.popoverHost)
        XCTAssertTrue(
          window.addPopover.root.parentWidget?.isSameWidget(as: host) == true,
          "the search is not in the popover that opened")
        window.addPopover.resultButtons[0].button.click()
        pump(until: { shown(window, days[index], meal).count == 1 }, "not planned")
        XCTAssertFalse(try XCTUnwrap(window.dayView(days[index])?.slot(meal)).addButton.isOpen)
      }
      XCTAssertEqual(store.state.plan.week.entries.count, 3)
    }
  }

  func testAPlannedRecipeOpensAtItsServingsWhichChangeInPlace() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      let tuesday = store.state.plan.days[1]
      store.send(
        .plan(.addRecipeTapped(Recipe.mockPasta.id, day: tuesday, meal: .dinner, servings: 3)))
      store.send(.plan(.addNoteTapped("Leftovers", day: tuesday, meal: .lunch)))
      pump(until: { store.state.plan.week.entries.count == 2 })
      let note = try XCTUnwrap(window.dayView(tuesday)?.slot(.lunch)?.rows.first)
      XCTAssertNil(note.openButton, "a note has nothing to open")
      XCTAssertNil(note.servingsSpin)
      XCTAssertTrue(note.removeButton.isVisible)

      let row = try XCTUnwrap(window.dayView(tuesday)?.slot(.dinner)?.rows.first)
      XCTAssertEqual(row.openButton?.accessibleLabel, "Open Pasta alla Norma")
      XCTAssertEqual(row.servingsSpin?.value, 3)
      XCTAssertEqual(
        row.servingsSpin?.passesScrollToPage, true, "scrolling the week would change servings")
      XCTAssertTrue(row.removeButton.isVisible, "remove must not wait for a hover")
      row.servingsSpin?.pick(5)
      pump(
        until: { store.state.plan.week.entries.contains { $0.servings == 5 } }, "not changed")
      pump(until: { !store.state.plan.isLoading })
      XCTAssertEqual(
        window.dayView(tuesday)?.slot(.dinner)?.rows.first?.servingsSpin?.value, 5)

      try XCTUnwrap(window.dayView(tuesday)?.slot(.dinner)?.rows.first?.openButton).click()
      pump(until: { store.state.detail(Recipe.mockPasta.id)?.recipe != nil }, "not opened")
      XCTAssertEqual(store.state.detail(Recipe.mockPasta.id)?.servings, 5)
    }
  }

  func testSuggestedDinnersCanBeUndoneFromTheToast() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.suggestButton.click()
      pump(until: { window.planToasts?.noticeToast != nil }, "nothing said")
      let toast = try XCTUnwrap(window.planToasts?.noticeToast)
      let planned = store.state.plan.suggested
      XCTAssertFalse(planned.isEmpty)
      // The week shown has days before today (a Wednesday); none of them is suggested for.
      let today = try XCTUnwrap(store.state.plan.today)
      XCTAssertEqual(today, testToday())
      XCTAssertTrue(store.state.plan.days.contains { $0 < today })
      XCTAssertEqual(planned.filter { $0.day < today }.map(\.day), [])
      XCTAssertEqual(toast.buttonLabel, "Undo")
      window.toasts.clickButton(of: toast)
      pump(
        until: { store.state.plan.week.entries.isEmpty && !store.state.plan.isLoading },
        "the suggested dinners stayed")
    }
  }

  func testTheWeekOpensOnToday() throws {
    try MainActor.assumeIsolated {
      let (_, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.window.setDefaultSize(width: 360, height: 640)
      window.present()
      let today = try XCTUnwrap(window.dayViews.first { $0.day.isToday })
      let scroller = try XCTUnwrap(window.scroller)
      pump(until: { today.root.bounds(in: window.window)?.height ?? 0 > 0 })
      // Today's card is at the top of the view, or the week is scrolled as far as it goes.
      pump(
        until: {
          guard let page = window.daysBox.parentWidget,
            let top = today.root.bounds(in: page)?.y
          else { return false }
          let wanted = min(max(top - 12, 0), scroller.maximumVerticalOffset)
          return abs(scroller.verticalOffset - wanted) < 1
        }, "the week did not open on today")
    }
  }

  func testAnotherWeekOpensAtItsFirstDay() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.presentAsPhone()
      let scroller = try XCTUnwrap(window.scroller)
      pump(until: { scroller.maximumVerticalOffset > 0 }, "the week does not scroll")
      scroller.scroll(to: scroller.maximumVerticalOffset)
      XCTAssertGreaterThan(scroller.verticalOffset, 0)
      let thisWeek = store.state.plan.weekStart
      window.nextButton.click()
      pump(
        until: { store.state.plan.weekStart != thisWeek && !store.state.plan.isLoading },
        "no next week")
      pump(until: { scroller.verticalOffset < 1 }, "next week opened halfway down")
    }
  }
}

/// The week drawn again after a change stays where the cook was.
final class PlanWindowRedrawTests: GTKTestCase {
  func testAPickKeepsTheScrollAndTheKeyboardOnTheSameMeal() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.presentAsPhone()
      let sunday = store.state.plan.days[6]
      let scroller = try XCTUnwrap(window.scroller)
      pump(until: { scroller.maximumVerticalOffset > 0 }, "the week does not scroll")
      scroller.scroll(to: scroller.maximumVerticalOffset)
      let offset = scroller.verticalOffset
      XCTAssertGreaterThan(offset, 0)
      try XCTUnwrap(window.dayView(sunday)?.slot(.dinner)).addButton.popup()
      pump(until: { window.addPopover.resultButtons.count == Recipe.mocks.count }, "empty")
      window.addPopover.resultButtons[0].button.click()
      pump(until: { shown(window, sunday, .dinner).count == 1 }, "not planned")
      pump(until: { abs(scroller.verticalOffset - offset) < 80 }, "the week jumped back")
      XCTAssertTrue(
        try XCTUnwrap(window.dayView(sunday)?.slot(.dinner)).addButton.containsFocus,
        "the keyboard left Sunday's dinner")
    }
  }

  func testEscapeInTheSearchClosesThePopover() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.present()
      let slot = try XCTUnwrap(window.dayView(store.state.plan.days[1])?.slot(.lunch))
      slot.addButton.popup()
      pump(until: { slot.addButton.isOpen }, "no popover")
      window.addPopover.searchEntry.stopSearch()
      pump(until: { !slot.addButton.isOpen }, "Escape left the popover open")
    }
  }
}
