import Foundation
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The stars of a recipe window and the collections' row of the main window, driven as the
/// cook would: a star clicked, the same star clicked again, a collection checked; a chip
/// chosen, a card dropped on a chip, a collection made through its dialog and deleted.
final class RatingAndCollectionWindowTests: GTKTestCase {
  func testStarsRateAndTheSetStarClearsWithLabelsForAssistiveTools() throws {
    try MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let store = makeStore(clock: ManualClock(), log: log, library: library)
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      let id = Recipe.mockPasta.id
      store.send(.recipeActivated(id))
      pump(until: { store.state.detail(id)?.recipe != nil }, "the recipe never loaded")
      let row = try XCTUnwrap(flow.detailWindow(id)).orderRow
      XCTAssertEqual(
        row.starButtons.map(\.accessibleLabel),
        ["Rate 1 star", "Rate 2 stars", "Rate 3 stars", "Rate 4 stars", "Rate 5 stars"])
      XCTAssertEqual(row.shownStarTexts, ["☆", "☆", "☆", "☆", "☆"])
      row.starButtons[2].click()
      pump(until: { row.shownStarTexts == ["★", "★", "★", "☆", "☆"] })
      pump(until: { store.state.list.ratings[id] == 3 }, "the card never heard of the stars")
      var saved: [Recipe.ID: Int] = [:]
      pump(
        until: {
          Task { saved = await library.ratings }
          return saved[id] == 3
        }, "the library never kept the rating")
      XCTAssertEqual(row.starButtons[2].tooltip, "Clear the rating")
      row.starButtons[2].click()
      pump(until: { row.shownStarTexts.allSatisfy { $0 == "☆" } }, "the rating stayed")
      // Cleared where it is kept, not only in the stars drawn.
      pump(until: { store.state.list.ratings[id] == nil }, "the card kept the stars")
      pump(
        until: {
          Task { saved = await library.ratings }
          return saved[id] == nil
        }, "the library kept the rating")
      XCTAssertTrue(log.actions.contains(.detail(id, .ratingChosen(3))))
    }
  }

  /// A recipe window opens with nothing holding the keyboard.
  ///
  /// GTK gave the first star the focus, and its ring, and Space rated the recipe. Tab then
  /// starts from the top.
  func testANewRecipeWindowGivesNoStarTheFocus() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(
        clock: ManualClock(), log: ActionLog(), library: InMemoryLibrary(recipes: Recipe.mocks))
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      let id = Recipe.mockPasta.id
      store.send(.recipeActivated(id))
      pump(until: { store.state.detail(id)?.recipe != nil }, "the recipe never loaded")
      let window = try XCTUnwrap(flow.detailWindow(id))
      // Laid out: GTK chose its first focus when it showed the window.
      pump(
        until: { window.orderRow.starButtons[0].allocatedWidth > 0 }, "the stars never showed")
      XCTAssertNil(
        window.window.focusedWidget, "\(window.window.focusedWidget?.typeName ?? "") has the focus")
      window.window.moveFocus()
      let focused = try XCTUnwrap(window.window.focusedWidget, "Tab reached nothing")
      XCTAssertTrue(focused.isFocusable)
      window.window.destroy()
    }
  }

  func testACollectionCheckedInTheWindowAndOneMadeFromItHoldTheRecipe() throws {
    try MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let store = makeStore(clock: ManualClock(), log: log, library: library)
      store.send(.collections(.createConfirmed(name: "Winter", recipes: [])))
      pump(until: { store.state.collections.created != nil })
      store.send(.list(.onAppear))
      pump(until: { store.state.list.collections.map(\.name) == ["Winter"] })
      let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
      let id = Recipe.mockPasta.id
      store.send(.recipeActivated(id))
      pump(until: { store.state.detail(id)?.recipe != nil }, "the recipe never loaded")
      let row = try XCTUnwrap(flow.detailWindow(id)).orderRow
      XCTAssertEqual(row.checks.map(\.check.label), ["Winter"])
      XCTAssertEqual(row.collectionsButton.label, "Add to collection")
      row.checks[0].check.click()
      pump(until: { store.state.list.collections.first?.count == 1 }, "never added")
      // The button says where the recipe is, where the cook looks.
      pump(until: { row.collectionsButton.label == "In “Winter”" }, "the button did not say")
      XCTAssertEqual(row.collectionsButton.accessibleLabel, "In “Winter”")

      // "New collection…" asks a name; a taken one cannot be confirmed, a new one makes the
      // collection with the recipe in it.
      row.newButton.click()
      let (dialog, entry) = try XCTUnwrap(row.nameDialog)
      XCTAssertFalse(dialog.isResponseEnabled("save"), "no name yet")
      entry.type("winter")
      XCTAssertFalse(dialog.isResponseEnabled("save"), "taken, whatever its case")
      entry.type("Weeknight dinners")
      XCTAssertTrue(dialog.isResponseEnabled("save"))
      dialog.respond("save")
      pump(until: { store.state.list.collections.map(\.name) == ["Weeknight dinners", "Winter"] })
      pump(until: { row.checks.map(\.check.isActive) == [true, true] }, "not checked")
      XCTAssertEqual(row.collectionsButton.label, "In 2 collections")
    }
  }

  func testTheCollectionsRowFiltersTakesADroppedCardAndDeletesWithUndo() throws {
    try MainActor.assumeIsolated {
      let log = ActionLog<AppFeature.Action>()
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let clock = ManualClock()
      let store = makeStore(clock: clock, log: log, offline: true, library: library)
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.status == .loaded })
      let bar = window.collectionsBar
      XCTAssertEqual(bar.allButton.label, "All recipes")
      XCTAssertTrue(bar.chipButtons.isEmpty)

      store.send(.collections(.createConfirmed(name: "Christmas", recipes: [])))
      pump(until: { bar.chipButtons.count == 1 }, "the new collection never showed")
      let chip = bar.chipButtons[0].button
      XCTAssertEqual(chip.accessibleLabel, "Christmas, 0 recipes")

      // A card dropped on the chip: the recipe joins the collection.
      let dropped = PlanDragText.recipe(Recipe.mockPasta.id).text
      XCTAssertTrue(try XCTUnwrap(bar.dropTargets.first).drop(dropped))
      XCTAssertFalse(try XCTUnwrap(bar.dropTargets.first).drop("plain text"))
      pump(until: { store.state.list.collections.first?.count == 1 }, "the drop was not kept")

      // The chip shows only the collection's recipes; again, every recipe.
      bar.chipButtons[0].button.click()
      pump(until: {
        RecipeListViewState(store.state).cards.loaded.map(\.id) == [Recipe.mockPasta.id]
      })
      XCTAssertTrue(bar.chipButtons[0].button.hasStyleClass("suggested-action"))

      // Deleted from the menu: the recipes stay, and Undo brings the collection back.
      bar.deleteButton.click()
      pump(until: { store.state.collections.deleted != nil }, "never deleted")
      pump(until: { bar.undoToast != nil }, "no Undo toast")
      pump(until: { store.state.list.filter.collection == nil }, "the list kept the deleted filter")
      pump(
        until: { RecipeListViewState(store.state).cards.count == Recipe.mocks.count },
        "every recipe stays")
      window.toasts.clickButton(of: try XCTUnwrap(bar.undoToast))
      pump(until: { store.state.list.collections.map(\.count) == [1] }, "Undo did not restore it")
    }
  }

  func testAllRecipesIsChosenOnlyWhileNothingNarrowsAndTakesEveryFilterAway() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog(), offline: true)
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      store.send(.list(.onAppear))
      pump(until: { store.state.list.status == .loaded })
      let all = window.collectionsBar.allButton
      XCTAssertTrue(all.hasStyleClass("suggested-action"), "nothing narrows: All recipes")
      window.favoritesToggle.click()
      pump(until: { store.state.list.filter.favoritesOnly })
      XCTAssertFalse(all.hasStyleClass("suggested-action"), "All recipes beside Favorites on")
      store.send(.list(.categorySelected("Dessert")))
      all.click()
      pump(until: { !store.state.list.filter.favoritesOnly }, "Favorites stayed on")
      XCTAssertNil(store.state.list.filter.category, "the category stayed")
      pump(until: { !window.favoritesToggle.isActive }, "the toggle did not follow")
      XCTAssertTrue(all.hasStyleClass("suggested-action"))
    }
  }
}
