import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The planner window in real GTK: the week from the state, "+" with its search and note,
/// a recipe card dropped on a day, an entry dragged to another day, remove with Undo, the
/// main window's "Plan" button and command, and a phone's 360 pixels.
final class PlanWindowTests: GTKTestCase {
  func testTheWeekShowsSevenDaysWithTheirMealsAndEntries() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      let days = store.state.plan.days
      XCTAssertEqual(window.dayViews.map(\.day.day), days)
      XCTAssertEqual(days.count, 7)
      // The view state's title, each date kept whole on a line.
      XCTAssertEqual(
        window.weekTitle.text.replacingOccurrences(of: "\u{a0}", with: " "),
        PlanWeekViewState(store.state.plan).title)
      XCTAssertFalse(window.todayButton.isSensitive, "already on this week")
      for dayView in window.dayViews {
        XCTAssertEqual(dayView.slots.map(\.meal), [.breakfast, .lunch, .snack, .dinner])
      }
      XCTAssertEqual(
        window.dayViews.filter { $0.root.hasStyleClass("plan-today") }.count, 1,
        "today is marked once")

      store.send(
        .plan(.addRecipeTapped(Recipe.mockPasta.id, day: days[2], meal: .dinner, servings: 3)))
      store.send(.plan(.addNoteTapped("Leftovers", day: days[4], meal: .lunch)))
      pump(until: {
        shown(window, days[2], .dinner) == ["Pasta alla Norma"]
          && shown(window, days[4], .lunch) == ["Leftovers"]
      })
      let row = try XCTUnwrap(window.dayView(days[2])?.slot(.dinner)?.rows.first)
      XCTAssertEqual(row.root.accessibleLabel, "Pasta alla Norma, 3 servings")
      XCTAssertEqual(row.removeButton.accessibleLabel, "Remove Pasta alla Norma from the plan")

      window.nextButton.click()
      pump(until: { window.dayViews.first?.day.day == days[0].adding(days: 7) })
      XCTAssertTrue(window.dayViews.allSatisfy { $0.rows.isEmpty }, "next week is empty")
      XCTAssertTrue(window.todayButton.isSensitive)
      window.todayButton.click()
      pump(until: { shown(window, days[2], .dinner) == ["Pasta alla Norma"] })
    }
  }

  func testPlusSearchesTheLibraryAndAddsThePickOrANote() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      window.present()
      let monday = store.state.plan.days[0]
      let slot = try XCTUnwrap(window.dayView(monday)?.slot(.lunch))
      XCTAssertTrue(slot.addButton.accessibleLabel?.hasPrefix("Add to Lunch on ") == true)
      slot.addButton.popup()
      let popover = window.addPopover
      pump(until: { popover.resultButtons.count == Recipe.mocks.count }, "no recipes listed")
      popover.searchEntry.type("cat:dessert")
      pump(
        until: {
          popover.resultButtons.map(\.id) == [Recipe.mockCremeBrulee.id, Recipe.mockDessert.id]
        }, "the search did not narrow the list")
      XCTAssertEqual(
        popover.resultButtons.first?.button.accessibleLabel, "Plan Crème brûlée")
      popover.resultButtons.last?.button.click()
      pump(until: { shown(window, monday, .lunch) == ["Walnut Brownies"] }, "not planned")
      XCTAssertFalse(slot.addButton.isOpen, "the popover stayed open after the pick")

      let dinner = try XCTUnwrap(window.dayView(monday)?.slot(.dinner))
      dinner.addButton.popup()
      pump(until: { window.addPopover.slot?.meal == .dinner })
      window.addPopover.noteEntry.type("  Pizza night out ")
      window.addPopover.addNoteButton.click()
      pump(until: { shown(window, monday, .dinner) == ["Pizza night out"] })
      XCTAssertEqual(shown(window, monday, .lunch), ["Walnut Brownies"])
    }
  }

  func testARecipeDroppedOnAMealOrADaysTitleIsPlannedAndOtherTextRefused() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      let wednesday = store.state.plan.days[2]
      let day = try XCTUnwrap(window.dayView(wednesday))
      let lunch = try XCTUnwrap(day.slot(.lunch)?.dropTarget)
      XCTAssertTrue(lunch.drop("recipes-recipe:\(Recipe.mockDessert.id.rawValue)"))
      pump(until: { shown(window, wednesday, .lunch) == ["Walnut Brownies"] })
      let entry = try XCTUnwrap(store.state.plan.week.entries.first)
      // The brownies say no servings: planned for the 4 a recipe is taken to be written for.
      XCTAssertEqual(entry.servings, 4)

      // The day's title plans dinner.
      let title = try XCTUnwrap(window.dayView(wednesday)?.titleDropTarget)
      XCTAssertTrue(title.drop(PlanDragText.recipe(Recipe.mockPasta.id).text))
      pump(until: { shown(window, wednesday, .dinner) == ["Pasta alla Norma"] })

      let breakfast = try XCTUnwrap(window.dayView(wednesday)?.slot(.breakfast)?.dropTarget)
      XCTAssertFalse(breakfast.drop("https://example.org/recipe/1"))
      XCTAssertFalse(breakfast.drop("recipes-recipe:"))
      pump(until: { store.state.plan.week.entries.count == 2 && !store.state.plan.isLoading })
      XCTAssertEqual(shown(window, wednesday, .breakfast), [])
    }
  }

  func testACardOfTheMainGridCarriesItsRecipeOntoTheWeek() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      store.send(.list(.onAppear))
      pump(until: { RecipeListViewState(store.state).cards[0] != nil }, "no cards")
      let shownCard = try XCTUnwrap(RecipeListViewState(store.state).cards[0])
      let card = RecipeCardView()
      XCTAssertNil(card.dragSource?.prepare(), "a blank card started a drag")
      card.show(shownCard)
      let carried = try XCTUnwrap(card.dragSource?.prepare())
      XCTAssertEqual(carried, "recipes-recipe:\(shownCard.id.rawValue)")
      let friday = store.state.plan.days[4]
      XCTAssertTrue(try XCTUnwrap(window.dayView(friday)?.slot(.dinner)?.dropTarget).drop(carried))
      pump(until: { window.dayView(friday)?.slot(.dinner)?.rows.count == 1 }, "not planned")
    }
  }

  func testAnEntryDraggedToAnotherDayMovesThere() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      let days = store.state.plan.days
      store.send(.plan(.addNoteTapped("Leftovers", day: days[0], meal: .lunch)))
      pump(until: { shown(window, days[0], .lunch) == ["Leftovers"] })
      let row = try XCTUnwrap(window.dayView(days[0])?.slot(.lunch)?.rows.first)
      let carried = try XCTUnwrap(row.dragSource?.prepare())
      XCTAssertTrue(carried.hasPrefix("recipes-plan-entry:"))
      let target = try XCTUnwrap(window.dayView(days[5])?.slot(.dinner)?.dropTarget)
      XCTAssertTrue(target.drop(carried))
      pump(until: { shown(window, days[5], .dinner) == ["Leftovers"] }, "not moved")
      XCTAssertEqual(shown(window, days[0], .lunch), [])
      XCTAssertEqual(store.state.plan.week.entries.count, 1, "moved, not copied")
      // And it stays there when the library is read again.
      store.send(.plan(.changed))
      pump(until: { !store.state.plan.isLoading })
      XCTAssertEqual(shown(window, days[5], .dinner), ["Leftovers"])
    }
  }

  func testRemoveOffersUndoWhichPutsTheEntryBack() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      let tuesday = store.state.plan.days[1]
      store.send(
        .plan(.addRecipeTapped(Recipe.mockPasta.id, day: tuesday, meal: .dinner, servings: 2)))
      pump(until: { shown(window, tuesday, .dinner) == ["Pasta alla Norma"] })
      window.dayView(tuesday)?.slot(.dinner)?.rows.first?.removeButton.click()
      pump(until: { window.planToasts?.undoToast != nil }, "no Undo offered")
      XCTAssertEqual(shown(window, tuesday, .dinner), [])
      let toast = try XCTUnwrap(window.planToasts?.undoToast)
      XCTAssertEqual(toast.title, "Removed “Pasta alla Norma” from the plan")
      XCTAssertEqual(toast.buttonLabel, "Undo")
      window.toasts.clickButton(of: toast)
      pump(until: { shown(window, tuesday, .dinner) == ["Pasta alla Norma"] }, "not back")
      XCTAssertNil(store.state.plan.removed)
      XCTAssertEqual(store.state.plan.week.entries.first?.servings, 2)
    }
  }

  func testTheWeekGoesOnTheShoppingListAndTheToastSaysSo() throws {
    try MainActor.assumeIsolated {
      let (store, flow, window) = try openPlanner()
      defer { withExtendedLifetime(flow) {} }
      // Next week: every day of it is ahead (days gone by are not shopped for).
      window.nextButton.click()
      pump(until: { !store.state.plan.isLoading })
      let days = store.state.plan.days
      for day in [days[0], days[3]] {
        store.send(
          .plan(.addRecipeTapped(Recipe.mockPasta.id, day: day, meal: .dinner, servings: 2)))
      }
      pump(until: { store.state.plan.week.entries.count == 2 })
      window.shopButton.click()
      pump(until: { window.planToasts?.noticeToast != nil }, "nothing said")
      XCTAssertEqual(
        window.planToasts?.noticeToast?.title, "Added 1 recipe to the shopping list.")
      pump(until: { !store.state.shoppingList.list.entries.isEmpty })
      // Planned twice for 2: one recipe on the list, for 4.
      XCTAssertEqual(store.state.shoppingList.list.entries.map(\.servings), [4])
    }
  }

  func testTheCommandShowsThePlanViewBuiltOnlyThenAndItKeepsTheWeek() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let commands = installApplicationCommands(store)
      defer { withExtendedLifetime(commands) {} }
      let list = makeHome(store)
      let flow: PlanFlow = list.home.plan
      list.present()
      pump(until: { list.isShown })
      XCTAssertNil(flow.view, "the planner was built before it was shown")
      XCTAssertEqual(Command.plan.accelerators, ["<Shift><Control>p", "<Alt>2"])
      XCTAssertTrue(list.parentWindow.activateAction(Command.plan.detailedName))
      pump(until: { flow.view?.root.isMapped == true }, "the planner never showed")
      XCTAssertEqual(list.home.visibleView, .plan)
      let view = try XCTUnwrap(flow.view)
      pump(until: { !store.state.plan.isLoading })
      let week = store.state.plan.weekStart
      view.nextButton.click()
      pump(until: { !store.state.plan.isLoading })
      XCTAssertNotEqual(store.state.plan.weekStart, week)
      // Away and back: the same view, on the week the cook went to.
      list.parentWindow.activateAction(Command.recipes.detailedName)
      XCTAssertEqual(list.home.visibleView, .recipes)
      list.parentWindow.activateAction(Command.plan.detailedName)
      XCTAssertEqual(list.home.visibleView, .plan)
      XCTAssertTrue(flow.view === view)
      XCTAssertNotEqual(store.state.plan.weekStart, week, "showing it again went back a week")
    }
  }

  func testTheWindowFitsAPhoneWithLongNamesAndIconButtonsHaveNames() throws {
    try MainActor.assumeIsolated {
      let long = Recipe(
        id: "mine-long", name: "Slow-roasted shoulder of lamb with anchovies, rosemary and beans")
      let (store, flow, window) = try openPlanner(
        library: InMemoryLibrary(recipes: Recipe.mocks + [long]))
      defer { withExtendedLifetime(flow) {} }
      store.send(
        .plan(.addRecipeTapped(long.id, day: store.state.plan.days[6], meal: .snack, servings: 12)))
      pump(until: { store.state.plan.week.entries.count == 1 })
      window.present()
      pump(until: { window.window.isShown })
      XCTAssertLessThanOrEqual(window.root.narrowestWidth, 360, "wider than a phone")
      // Each part measured too, inside the page's margins: the days, and each planned row.
      let page: Int32 = 360 - 2 * 12
      var longRow: PlanEntryRow?
      for dayView in window.dayViews {
        XCTAssertLessThanOrEqual(dayView.root.narrowestWidth, page, "a day wider than a phone")
        for row in dayView.rows {
          XCTAssertLessThanOrEqual(row.root.narrowestWidth, page, "\(row.card.title)")
          if row.card.title == long.name { longRow = row }
        }
      }
      // The long name fits because it wraps, within a day's column even when there is room.
      let row = try XCTUnwrap(longRow, "the long recipe is not shown")
      XCTAssertLessThanOrEqual(row.root.naturalWidth, 360)
      for button in [window.previousButton, window.nextButton] {
        XCTAssertNotNil(button.accessibleLabel)
      }
      for dayView in window.dayViews {
        for slot in dayView.slots { XCTAssertNotNil(slot.addButton.accessibleLabel) }
        for row in dayView.rows { XCTAssertNotNil(row.removeButton.accessibleLabel) }
      }
    }
  }
}

// MARK: - Helpers (free functions: the test case itself never crosses into the main actor)

/// Shows the planner over the mock recipes in a main window (made, not yet shown), the
/// week read.
@MainActor
func openPlanner(
  library: InMemoryLibrary = InMemoryLibrary(recipes: Recipe.mocks)
) throws -> (PlanTestStore, PlanFlow, PlannerUnderTest) {
  let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
  let list = makeHome(store)
  let flow: PlanFlow = list.home.plan
  store.send(.viewSelected(.plan))
  pump(until: { !store.state.plan.isLoading && flow.view != nil }, "the week never read")
  return (store, flow, PlannerUnderTest(view: try XCTUnwrap(flow.view), list: list))
}

typealias PlanTestStore = Store<AppFeature.State, AppFeature.Action>

/// The planner view and the main window it shows in: the view's parts by name
/// (`planner.dayViews`), the window as `window`.
@MainActor
@dynamicMemberLookup
struct PlannerUnderTest {
  let view: PlanView
  let list: RecipeListWindow

  /// The main window.
  var window: Window { list.parentWindow }

  /// Shows the main window (on the Plan view), and waits until it is on screen and the
  /// week has been scrolled to today (as the planner window was, shown when opened).
  func present() {
    list.present()
    pump(until: { list.isShown && !view.isPlacingWeek }, "the planner never settled")
  }

  /// Shows the main window, then makes it a phone's 360 × 640 and waits until the days
  /// are laid out one under another (a size set before the window shows is not kept here).
  func presentAsPhone() {
    present()
    window.setDefaultSize(width: 360, height: 640)
    pump(
      until: { (1..<360).contains(view.daysBox.allocatedWidth) && !view.isPlacingWeek },
      "the window never became a phone's")
  }

  subscript<Part>(dynamicMember part: KeyPath<PlanView, Part>) -> Part { view[keyPath: part] }

  /// The day view of `day`, if shown.
  func dayView(_ day: PlanDay) -> PlanDayView? { view.dayView(day) }
}

/// The titles of what is planned for `day`'s `meal`, as the view shows them.
@MainActor
func shown(_ window: PlannerUnderTest, _ day: PlanDay, _ meal: Meal) -> [String] {
  window.dayView(day)?.slot(meal)?.rows.map(\.card.title) ?? []
}
