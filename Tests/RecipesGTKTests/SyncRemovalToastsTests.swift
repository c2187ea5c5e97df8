import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The toast of recipes a sync deleted here: named, counted, Undo and the person's close told.
final class SyncRemovalToastsTests: GTKTestCase {
  func testOneRecipeIsNamedSeveralAreCountedAndUndoIsTold() throws {
    try MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Toasts", width: 400, height: 300)
      let overlay = ToastOverlay(child: Label("Cards"))
      window.setContent(overlay)
      window.present()
      var undos = 0
      var settles = 0
      let toasts = SyncRemovalToasts(
        overlay: overlay, undo: { undos += 1 }, settled: { settles += 1 })

      toasts.render(removed([.mock]))
      let one = try XCTUnwrap(toasts.toast)
      XCTAssertEqual(one.title, "“Chicken Pot Pie” was deleted on another device.")
      XCTAssertEqual(one.buttonLabel, "Undo")
      XCTAssertEqual(one.timeout, 0, "the store times Undo, not the toast")

      toasts.render(removed([.mock, .mockPasta]))
      let two = try XCTUnwrap(toasts.toast)
      XCTAssertEqual(two.title, "2 recipes were deleted on another device.")
      pump(until: { one.isDismissed }, "the first toast stayed beside the second")
      XCTAssertEqual(settles, 0, "the state's own change was told back to it")

      overlay.clickButton(of: two)
      pump(until: { undos == 1 }, "Undo told nobody")

      toasts.render(RecipeDeletionFeature.State())
      XCTAssertNil(toasts.toast)
      window.destroy()
    }
  }

  func testThePersonClosingTheToastLetsTheRecipesGo() throws {
    try MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Toasts", width: 400, height: 300)
      let overlay = ToastOverlay(child: Label("Cards"))
      window.setContent(overlay)
      window.present()
      var settles = 0
      let toasts = SyncRemovalToasts(overlay: overlay, undo: {}, settled: { settles += 1 })
      toasts.render(removed([.mock]))
      try XCTUnwrap(toasts.toast).dismiss()
      pump(until: { settles == 1 }, "closing the toast told nobody")
      XCTAssertNil(toasts.toast)
      window.destroy()
    }
  }
}

private func removed(_ recipes: [Recipe]) -> RecipeDeletionFeature.State {
  var state = RecipeDeletionFeature.State()
  state.removedBySync = recipes.map { .init(recipe: $0, wasFavorite: false) }
  return state
}
