import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The deletion's toasts: shown from the state, gone with it, and the person's close told.
final class DeletionToastsTests: GTKTestCase {
  func testADeletionShowsUndoAndTheStateLettingGoRemovesItSilently() throws {
    try MainActor.assumeIsolated {
      let (window, overlay) = makeOverlay()
      var closes = 0
      let toasts = DeletionToasts(overlay: overlay) { closes += 1 }
      toasts.render(deleted(.mock))
      let toast = try XCTUnwrap(toasts.undoToast)
      XCTAssertEqual(toast.title, "“Chicken Pot Pie” was deleted.")
      XCTAssertEqual(toast.buttonLabel, "Undo")
      XCTAssertEqual(toast.actionName, "win.undo-delete")
      XCTAssertEqual(toast.timeout, 0, "the store times Undo, not the toast")

      toasts.render(RecipeDeletionFeature.State())
      XCTAssertNil(toasts.undoToast)
      pump(until: { toast.isDismissed }, "the toast outlived its deletion")
      XCTAssertEqual(closes, 0, "the state's own change was told back to it")
      window.destroy()
    }
  }

  func testThePersonClosingTheToastIsToldOnce() throws {
    try MainActor.assumeIsolated {
      let (window, overlay) = makeOverlay()
      var closes = 0
      let toasts = DeletionToasts(overlay: overlay) { closes += 1 }
      toasts.render(deleted(.mock))
      let toast = try XCTUnwrap(toasts.undoToast)
      toast.dismiss()
      pump(until: { closes == 1 }, "closing the toast told nobody")
      XCTAssertNil(toasts.undoToast)
      MainLoop.iterate()
      XCTAssertEqual(closes, 1)
      window.destroy()
    }
  }

  func testTheSameRecipeDeletedAgainShowsAgain() throws {
    try MainActor.assumeIsolated {
      let (window, overlay) = makeOverlay()
      let toasts = DeletionToasts(overlay: overlay) {}
      toasts.render(deleted(.mock))
      let first = try XCTUnwrap(toasts.undoToast)
      toasts.render(RecipeDeletionFeature.State())
      toasts.render(deleted(.mock))
      let second = try XCTUnwrap(toasts.undoToast)
      XCTAssertFalse(first === second, "the second deletion reused the first toast")
      XCTAssertFalse(second.isDismissed)

      toasts.render(deleted(.mockPasta))
      XCTAssertEqual(toasts.undoToast?.title, "“Pasta alla Norma” was deleted.")
      pump(until: { second.isDismissed }, "the older deletion's toast stayed")
      window.destroy()
    }
  }

  func testAFailureShowsItsMessage() {
    MainActor.assumeIsolated {
      let (window, overlay) = makeOverlay()
      let toasts = DeletionToasts(overlay: overlay) {}
      var failed = RecipeDeletionFeature.State()
      failed.error = .library("disk full")
      toasts.render(failed)
      XCTAssertNil(toasts.undoToast)
      XCTAssertEqual(
        overlay.pendingToasts.map(\.title), ["The recipe library could not be read (disk full)."])
      window.destroy()
    }
  }
}

@MainActor
private func makeOverlay() -> (Window, ToastOverlay) {
  let window = Window(application: nil, title: "Toasts", width: 400, height: 300)
  let overlay = ToastOverlay(child: Label("Cards"))
  window.setContent(overlay)
  window.present()
  return (window, overlay)
}

private func deleted(_ recipe: Recipe) -> RecipeDeletionFeature.State {
  RecipeDeletionFeature.State(deleted: .init(recipe: recipe, wasFavorite: false))
}
