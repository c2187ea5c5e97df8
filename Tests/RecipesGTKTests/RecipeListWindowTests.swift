import CGtk
import Foundation
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

final class RecipeListWindowTests: GTKTestCase {
  func testShowsOneCardPerRecipe() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      window.present()
      store.send(.list(.onAppear))
      pump(until: { window.cardGrid.items.count == Recipe.mocks.count }, "cards never appeared")
      XCTAssertEqual(
        Set(window.cardGrid.items.map(\.title)), Set(Recipe.mocks.map(\.name)))
      // GTK lays the grid out and binds a cell per visible card.
      pump(
        until: {
          Set(window.cardGrid.realizedCells.compactMap(\.recipeID)) == Set(Recipe.mocks.map(\.id))
        },
        "not every card was drawn")
      XCTAssertEqual(window.pages.visiblePage, "cards")
    }
  }

  func testTypingAndTheDebounceShowOnlyMatchingCards() {
    MainActor.assumeIsolated {
      let clock = ManualClock()
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: clock, log: log)
      let window = RecipeListWindow(application: nil, store: store)
      window.present()
      store.send(.list(.onAppear))
      pump(until: { window.cardGrid.items.count == Recipe.mocks.count })

      // As typing would: the entry's own text changes, GTK emits `search-changed`.
      gtk_editable_set_text(window.searchEntry.opaque, "brulee")
      pump(until: { store.state.search.text == "brulee" }, "the entry never sent its text")
      XCTAssertTrue(log.actions.contains(.search(.queryChanged("brulee"))))
      XCTAssertEqual(window.cardGrid.items.count, Recipe.mocks.count, "no search before the pause")

      Task { await clock.advance(by: SearchFeature.debounce) }
      pump(
        until: { window.cardGrid.items.map(\.id) == [Recipe.mockCremeBrulee.id] },
        "the grid never narrowed to the match")

      gtk_editable_set_text(window.searchEntry.opaque, "")
      pump(until: { window.cardGrid.items.count == Recipe.mocks.count }, "clearing restores all")
    }
  }

  func testASearchWithNoMatchShowsTheEmptyState() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.status == .loaded })
      gtk_editable_set_text(window.searchEntry.opaque, "tofu")
      pump(until: { store.state.search.text == "tofu" })
      recipes_emit(window.searchEntry.object, "activate")  // Enter searches at once
      pump(until: { window.pages.visiblePage == "empty" }, "the empty state never showed")
    }
  }

  func testAnOfflineRefreshShowsTheBannerAndRetryRefreshes() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(api: .offline, clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      window.present()
      store.send(.list(.onAppear))
      pump(until: { window.banner.root.isVisible }, "the offline banner never showed")
      XCTAssertEqual(window.cardGrid.items.count, Recipe.mocks.count, "the cards stay")
      let refreshesBefore = log.actions.filter { $0 == .list(.refreshTapped) }.count
      recipes_emit(window.banner.button.object, "clicked")
      XCTAssertEqual(log.actions.filter { $0 == .list(.refreshTapped) }.count, refreshesBefore + 1)
    }
  }

  func testActivatingACardOpensItsDetailWindow() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      let flow = FlowController(application: nil, store: store, images: nil)
      window.present()
      store.send(.list(.onAppear))
      pump(until: { !window.cardGrid.items.isEmpty })
      let first = window.cardGrid.items[0].id
      recipes_emit_activate(window.cardGrid.widget, 0)
      XCTAssertTrue(log.actions.contains(.recipeActivated(first)))
      pump(until: { flow.openDetailIDs == [first] }, "no detail window opened")
      // Activating it again raises the same window rather than opening a second one.
      recipes_emit_activate(window.cardGrid.widget, 0)
      pump(until: { store.state.focusRequest?.sequence == 2 })
      XCTAssertEqual(flow.openDetailIDs, [first])
    }
  }

  func testFiltersAndTheFavoritesToggleSendActions() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      store.send(.list(.onAppear))
      pump(until: { !store.state.list.categories.isEmpty })
      gtk_drop_down_set_selected(window.categoryDropDown.opaque, 2)  // 0 is "All categories"
      XCTAssertTrue(log.actions.contains(.list(.categorySelected(store.state.list.categories[1]))))
      gtk_toggle_button_set_active(window.favoritesToggle.cast(), 1)
      XCTAssertTrue(log.actions.contains(.list(.favoritesOnlyToggled(true))))
      recipes_emit(window.refreshButton.object, "clicked")
      XCTAssertTrue(log.actions.contains(.list(.refreshTapped)))
    }
  }
}
