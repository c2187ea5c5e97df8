import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Print from a recipe window: its button names the print command, enabled once the recipe
/// is loaded. (GTK's print operation itself is tested in GtkInteropTests, and the page's
/// content through `recipes print` in RecipesCLITests: exported here, after the other window
/// tests, GTK's nested loop spends tens of seconds redrawing their windows on llvmpipe.)
final class PrintTests: GTKTestCase {
  func testThePrintButtonNamesThePrintCommand() throws {
    try MainActor.assumeIsolated {
      let (store, flow) = openRecipe(.mock)
      // The window goes with the test, as the person's Ctrl+W would take it.
      defer {
        store.send(.detailWindowClosed(Recipe.mock.id))
        pump(until: { flow.openDetailIDs.isEmpty })
      }
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mock.id))
      XCTAssertEqual(window.printButton.accessibleLabel, "Print")
      XCTAssertEqual(window.printButton.actionName, "win.print")
      XCTAssertTrue(window.printButton.isSensitive, "a loaded recipe can be printed")
      XCTAssertEqual(Command.print.accelerators, ["<Control>p"])
    }
  }
}

@MainActor
private func openRecipe(_ recipe: Recipe) -> (
  Store<AppFeature.State, AppFeature.Action>, FlowController
) {
  let store = makeStore(clock: ManualClock(), log: ActionLog())
  let flow = FlowController(application: nil, store: store, images: nil, today: testToday)
  store.send(.recipeActivated(recipe.id))
  pump(until: { store.state.detail(recipe.id)?.recipe != nil }, "the recipe never loaded")
  return (store, flow)
}
