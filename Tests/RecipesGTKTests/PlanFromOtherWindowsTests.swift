import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The planner reached from other windows: the recipe window's "Plan…" (a day, a meal, the
/// window's servings; a bad date said) and the preferences' "Meal times".
final class PlanFromOtherWindowsTests: GTKTestCase {
  private static let stew = Recipe(
    id: "catalog-92", name: "Stew", ingredients: [Ingredient(name: "Beef", measure: "1 kg")],
    servings: 2)

  func testPlanInARecipeWindowPlansItForTheWindowsServingsOnTheDayAndMealChosen() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: [Self.stew])
      let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      store.send(.recipeActivated(Self.stew.id))
      pump(until: { store.state.detail(Self.stew.id)?.recipe != nil })
      let window = try XCTUnwrap(flow.detailWindow(Self.stew.id))
      let plan = window.planPopover
      XCTAssertEqual(plan.button.accessibleLabel, "Plan this recipe")
      XCTAssertEqual(plan.servingsButton.value, 2, "starts at the window's servings")
      window.scalingBar.servingsSpin.pick(5)
      pump(until: { plan.servingsButton.value == 5 }, "the window's servings were not taken")

      // A day past the drop-down's two weeks: picked in the calendar under "Another day".
      let later = testToday().adding(days: 22)
      let laterInCalendar = CalendarDay(year: later.year, month: later.month, day: later.day)
      XCTAssertFalse(plan.otherDay.isExpanded, "the calendar starts closed")
      plan.calendar.pick(laterInCalendar)
      XCTAssertEqual(plan.chosenDay, later)
      // Both show the one day: the drop-down takes the day picked in the calendar.
      XCTAssertEqual(
        plan.dayDropDown.selectedItem, PlanText.longDay(later))
      // The drop-down chosen again wins over the calendar, and the calendar over it.
      let tomorrow = testToday().adding(days: 1)
      plan.dayDropDown.pick(PlanText.longDay(tomorrow))
      XCTAssertEqual(plan.chosenDay, tomorrow)
      XCTAssertEqual(
        plan.calendar.selectedDay,
        CalendarDay(year: tomorrow.year, month: tomorrow.month, day: tomorrow.day))
      plan.calendar.pick(laterInCalendar)
      XCTAssertEqual(plan.chosenDay, later)
      plan.mealDropDown.pick("Lunch")
      plan.planButton.click()
      var planned: [PlanEntry] = []
      pump(
        until: {
          Task {
            planned = (try? await library.client.planEntries(later...later)) ?? []
          }
          return !planned.isEmpty
        }, "nothing was planned")
      XCTAssertEqual(planned.map(\.meal), [.lunch])
      XCTAssertEqual(planned.map(\.servings), [5])
      XCTAssertEqual(planned.map(\.recipeID), [Self.stew.id])
      XCTAssertNotEqual(plan.chosenDay, later, "the day is forgotten once used")
    }
  }

  func testMealTimesAreShownSavedAndABadOneSaid() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: [], preferences: ["plan.time.lunch": "13:15"])
      let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
      let preferences = AppPreferencesWindow(store: store)
      let rows = preferences.mealTimeRows
      pump(until: { rows[.lunch]?.entry.text == "13:15" }, "the saved time was not read")
      XCTAssertEqual(rows[.breakfast]?.entry.text, "08:00")
      XCTAssertEqual(rows[.dinner]?.entry.text, "19:00")
      XCTAssertEqual(rows[.dinner]?.row.title, "Dinner")
      XCTAssertEqual(rows[.dinner]?.entry.accessibleLabel, "Time of Dinner")

      rows[.dinner]?.entry.type("18:45")
      var saved: String?
      pump(
        until: {
          Task { saved = try? await library.client.preference("plan.time.dinner") }
          return saved == "18:45"
        }, "the time was not saved")

      rows[.snack]?.entry.type("25:00")
      rows[.snack]?.entry.pressEnter()
      pump(until: { rows[.snack]?.row.subtitle == "Not a time of day: write it as 19:00" })
      XCTAssertEqual(rows[.snack]?.entry.text, "25:00", "what was typed stays to be mended")

      // Tab away from a time that is none: said as well, not kept silently.
      rows[.breakfast]?.entry.type("25:99")
      XCTAssertEqual(rows[.breakfast]?.row.subtitle, "When the calendar shows it")
      rows[.breakfast]?.entry.leaveFocus()
      pump(until: { rows[.breakfast]?.row.subtitle == "Not a time of day: write it as 19:00" })
    }
  }
}
