import Foundation
import GtkInterop
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
      pump(until: { window.loadedCards.count == Recipe.mocks.count }, "cards never appeared")
      XCTAssertEqual(
        Set(window.loadedCards.map(\.title)), Set(Recipe.mocks.map(\.name)))
      // GTK lays the grid out and binds a cell per visible card.
      pump(
        until: {
          Set(window.cardGrid.realizedCells.compactMap(\.recipeID)) == Set(Recipe.mocks.map(\.id))
        },
        "not every card was drawn")
      XCTAssertEqual(window.pages.visiblePage, .cards)
    }
  }

  func testTheFirstCardsReplaceTheSpinnerAtOnce() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let window = RecipeListWindow(application: nil, store: store)
      window.present()
      store.send(.list(.onAppear))
      XCTAssertEqual(window.pages.visiblePage, .loading)
      pump(until: { window.pages.visiblePage == .cards }, "the cards never came")
      XCTAssertFalse(window.pages.isChangingPage, "the spinner cross-faded into the cards")
    }
  }

  func testTheControlsKeepTheNamesAssistiveToolsRead() {
    MainActor.assumeIsolated {
      // Tests/EndToEnd finds these by name.
      let window = RecipeListWindow(
        application: nil, store: makeStore(clock: ManualClock(), log: ActionLog()))
      XCTAssertEqual(window.newMenuButton.accessibleLabel, "New")
      XCTAssertEqual(window.menuButton.accessibleLabel, "Main menu")
      XCTAssertEqual(window.searchEntry.accessibleLabel, "Search recipes")
      XCTAssertEqual(window.favoritesToggle.accessibleLabel, "Favorites only")
      XCTAssertEqual(window.categoryDropDown.accessibleLabel, "Category")
      XCTAssertEqual(window.areaDropDown.accessibleLabel, "Area")
      XCTAssertEqual(window.banner.button.label, "Retry")
      XCTAssertEqual(window.failedPage.button.label, "Retry")
    }
  }

  func testAScrollReadsOnlyThePagesItReaches() {
    MainActor.assumeIsolated {
      let recipes = (0..<3_000).map {
        Recipe(id: Recipe.ID(rawValue: "p\($0)"), name: String(format: "Dish %04d", $0))
      }
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(recipes: recipes, clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      window.present()
      store.send(.list(.onAppear))
      pump(until: { window.cards?.count == 3_000 }, "the list never showed its count")
      pump(
        until: { window.realizedNames.first == "Dish 0000" && !window.realizedNames.isEmpty },
        "the first cards were never drawn")
      XCTAssertLessThan(store.state.list.recipes.loadedCount, 500, "only the first pages")

      pump(until: { window.cardGrid.canScroll }, "the grid was never laid out")
      // As a person holding the scroll bar at the bottom: GTK's estimate of the list's
      // height changes as rows are measured, so the end moves a little at first.
      pump(
        until: {
          window.cardGrid.scrollToEnd()
          return window.realizedNames.contains("Dish 2999")
        },
        "the last card never showed after scrolling to the end")
      // GTK keeps the first cell bound far off screen (it holds the focus); the cells
      // around the end are the ones on screen.
      pump(
        until: {
          !window.namesAroundTheScreen.contains("") && !window.namesAroundTheScreen.isEmpty
        },
        "blank cards stayed blank")
      XCTAssertTrue(log.actions.contains { $0.isVisibleRangeChange(reaching: 2_999) })
      XCTAssertLessThan(
        store.state.list.recipes.loadedCount, 1_000, "pages far from the screen are let go")
      XCTAssertNil(store.state.list.recipes[0], "the first page was let go")
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
      pump(until: { window.loadedCards.count == Recipe.mocks.count })

      // As typing would: the entry's own text changes, GTK emits `search-changed`.
      window.searchEntry.type("brulee")
      pump(until: { store.state.search.text == "brulee" }, "the entry never sent its text")
      XCTAssertTrue(log.actions.contains(.search(.queryChanged("brulee"))))
      XCTAssertEqual(window.loadedCards.count, Recipe.mocks.count, "no search before the pause")

      Task { await clock.advance(by: SearchFeature.debounce) }
      pump(
        until: { window.loadedCards.map(\.id) == [Recipe.mockCremeBrulee.id] },
        "the grid never narrowed to the match")

      window.searchEntry.type("")
      pump(until: { window.loadedCards.count == Recipe.mocks.count }, "clearing restores all")
    }
  }

  func testTypingSurvivesARenderBeforeTheEntryReportsIt() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.status == .loaded })
      // GTK reports typing from its loop; an effect's answer may be rendered first.
      window.searchEntry.type("pie")
      store.send(.list(.favoritesOnlyToggled(true)))
      XCTAssertEqual(window.searchEntry.text, "pie", "the render kept what was typed")
      pump(until: { store.state.search.text == "pie" }, "the typing never reached the store")
    }
  }

  func testASearchWithNoMatchShowsTheEmptyState() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.status == .loaded })
      window.searchEntry.type("tofu")
      pump(until: { store.state.search.text == "tofu" })
      window.searchEntry.pressEnter()  // Enter searches at once
      pump(until: { window.pages.visiblePage == .empty }, "the empty state never showed")
    }
  }

  func testAnOfflineRefreshShowsTheBannerAndRetryRefreshes() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(api: .offline, clock: ManualClock(), log: log)
      let commands = installApplicationCommands(store)
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      window.present()
      store.send(.list(.onAppear))
      pump(until: { window.banner.root.isVisible }, "the offline banner never showed")
      XCTAssertEqual(window.loadedCards.count, Recipe.mocks.count, "the cards stay")
      pump(until: { window.banner.button.isSensitive }, "Retry stayed disabled after the failure")
      let refreshesBefore = log.actions.filter { $0 == .list(.refreshTapped) }.count
      window.banner.button.click()
      XCTAssertEqual(log.actions.filter { $0 == .list(.refreshTapped) }.count, refreshesBefore + 1)
      _ = commands
    }
  }

  func testActivatingACardOpensItsDetailWindow() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let window = RecipeListWindow(application: nil, store: store)
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      window.present()
      store.send(.list(.onAppear))
      pump(until: { !window.loadedCards.isEmpty })
      let first = window.loadedCards[0].id
      // One click opens a card (the pantry's rows open so too), not a double click.
      XCTAssertTrue(window.cardGrid.activatesOnSingleClick)
      window.cardGrid.activate(at: 0)
      XCTAssertTrue(log.actions.contains(.recipeActivated(first)))
      pump(until: { flow.openDetailIDs == [first] }, "no detail window opened")
      // Activating it again raises the same window rather than opening a second one.
      window.cardGrid.activate(at: 0)
      pump(until: { store.state.focusRequest?.sequence == 2 })
      XCTAssertEqual(flow.openDetailIDs, [first])
    }
  }

  func testFiltersAndTheFavoritesToggleSendActions() {
    MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log)
      let commands = installApplicationCommands(store)
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      store.send(.list(.onAppear))
      pump(until: { !store.state.list.categories.isEmpty })
      let category = store.state.list.categories[1]
      window.categoryDropDown.pick(category)
      XCTAssertTrue(log.actions.contains(.list(.categorySelected(category))))
      XCTAssertFalse(window.favoritesToggle.isActive)
      window.favoritesToggle.click()
      XCTAssertTrue(log.actions.contains(.list(.favoritesOnlyToggled(true))))
      XCTAssertTrue(window.favoritesToggle.isActive, "the toggle shows the state it sent")
      pump(until: { window.banner.button.isSensitive }, "refresh stayed disabled")
      window.parentWindow.activateAction(Command.refresh.detailedName)
      XCTAssertTrue(log.actions.contains(.list(.refreshTapped)))
      _ = commands
    }
  }
}

extension RecipeListWindow {
  /// The cards of the grid on screen that are loaded, in order (all of them, in these
  /// small libraries).
  fileprivate var loadedCards: [RecipeListViewState.Card] { cards?.loaded ?? [] }
}

extension RecipeListWindow {
  /// The names on the list grid's bound cells, by position ("" while a card is blank).
  fileprivate var realizedNames: [String] {
    cardGrid.shownItems.map { $0.item?.title ?? "" }
  }

  /// The names on the cells of the largest run of bound positions: those on screen.
  fileprivate var namesAroundTheScreen: [String] {
    let shown = cardGrid.shownItems
    let run = GridView<RecipeListViewState.Card, RecipeCardView>.largestRun(
      of: shown.map(\.position))
    return shown.filter { run.contains($0.position) }.map { $0.item?.title ?? "" }
  }

}

extension AppFeature.Action {
  fileprivate func isVisibleRangeChange(reaching position: Int) -> Bool {
    guard case .list(.visibleRangeChanged(let range)) = self else { return false }
    return range.contains(position)
  }
}
