import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// A recipe window at its edges: a recipe with only a name says what is missing instead of
/// showing empty sections and invented servings; the cook's notes follow the steps.
final class RecipeWindowEdgesTests: GTKTestCase {
  func testARecipeWithOnlyANameShowsAHintAndNoEmptySections() throws {
    try MainActor.assumeIsolated {
      let own = Recipe(id: .mine(UUID()), name: "Schmorgurken")
      let (detail, flow) = try open(own)
      XCTAssertTrue(detail.emptyHintLabel.isVisible, "no hint of what is missing")
      XCTAssertEqual(detail.emptyHintLabel.text, "No ingredients or steps yet — Edit to add some.")
      XCTAssertFalse(detail.ingredientsTitle.isVisible, "an empty Ingredients section")
      XCTAssertFalse(detail.stepsTitle.isVisible, "an empty Instructions section")
      // Nor their empty lists, which leave a gap of their own.
      XCTAssertFalse(detail.ingredients.isVisible || detail.steps.isVisible)
      XCTAssertFalse(detail.notesTitle.isVisible)
      XCTAssertFalse(detail.factsLabel.isVisible, "facts of a recipe that states none")
      XCTAssertFalse(detail.scalingBar.servingsSpin.isMapped, "servings to scale nothing")
      XCTAssertFalse(detail.scalingBar.addToShoppingListButton.isMapped)
      XCTAssertTrue(detail.planPopover.button.isMapped, "Plan… went with them")
      _ = flow
    }
  }

  func testNotesFollowTheStepsAndServingsNotStatedAreSaidSo() throws {
    try MainActor.assumeIsolated {
      let own = Recipe(
        id: .mine(UUID()), name: "Gurkensalat", instructions: "Slice.\nDress.",
        ingredients: [Ingredient(name: "Cucumber", measure: "1")],
        notes: "Salt the slices first.\n\nBetter after an hour.")
      let (detail, flow) = try open(own)
      XCTAssertFalse(detail.emptyHintLabel.isVisible)
      XCTAssertTrue(detail.stepsTitle.isVisible && detail.ingredientsTitle.isVisible)
      XCTAssertTrue(detail.notesTitle.isVisible, "no Notes heading")
      XCTAssertEqual(detail.notesLabel.text, "Salt the slices first.\n\nBetter after an hour.")
      let steps = try XCTUnwrap(detail.steps.bounds(in: detail.window))
      let notes = try XCTUnwrap(detail.notesLabel.bounds(in: detail.window))
      XCTAssertGreaterThanOrEqual(
        notes.y, steps.y + steps.height, "the notes are not after the steps")
      // It states no servings: scaled from four, and the spin button says so.
      XCTAssertTrue(detail.scalingBar.servingsSpin.isMapped)
      XCTAssertEqual(
        detail.scalingBar.servingsSpin.tooltip,
        "The recipe does not say how many it serves: its amounts are taken as for 4.")
      XCTAssertFalse(detail.factsLabel.isVisible, "“Serves 4” invented")
      _ = flow
    }
  }

}

/// The window of `recipe`, opened from a store over an in-memory library holding it, shown.
@MainActor
private func open(_ recipe: Recipe) throws -> (RecipeDetailWindow, FlowController) {
  let library = InMemoryLibrary(recipes: Recipe.mocks + [recipe])
  let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
  let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
  store.send(.recipeActivated(recipe.id))
  pump(until: { store.state.detail(recipe.id)?.recipe != nil }, "never loaded")
  let detail = try XCTUnwrap(flow.detailWindow(recipe.id))
  detail.present()
  pump(until: { detail.window.isShown }, "the window never showed")
  for _ in 0..<10 { _ = MainLoop.iterate() }
  return (detail, flow)
}
