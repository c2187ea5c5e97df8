import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The toast of a finished import: once per import, with Open when one recipe came in.
final class ImportToastsTests: GTKTestCase {
  func testAnImportOfOneRecipeOffersToOpenIt() throws {
    try MainActor.assumeIsolated {
      let (window, overlay) = makeImportOverlay()
      var opened: [Recipe.ID] = []
      let toasts = ImportToasts(overlay: overlay) { opened.append($0) }
      toasts.render(nil)
      XCTAssertNil(toasts.lastToast)
      toasts.render(ImportNotice(imported: [.mockPasta], after: nil))
      let toast = try XCTUnwrap(toasts.lastToast)
      XCTAssertEqual(toast.title, "“Pasta alla Norma” was imported.")
      XCTAssertEqual(toast.buttonLabel, "Open")
      overlay.clickButton(of: toast)
      XCTAssertEqual(opened, [Recipe.mockPasta.id])
      window.destroy()
    }
  }

  func testEachImportIsSaidOnceAndSeveralAreCounted() throws {
    try MainActor.assumeIsolated {
      let (window, overlay) = makeImportOverlay()
      let toasts = ImportToasts(overlay: overlay) { _ in }
      let first = ImportNotice(imported: [.mockPasta], after: nil)
      toasts.render(first)
      let shown = try XCTUnwrap(toasts.lastToast)
      toasts.render(first)
      XCTAssertTrue(toasts.lastToast === shown, "a render of the same import said it again")

      let second = ImportNotice(imported: [.mockPasta], after: first)
      toasts.render(second)
      XCTAssertFalse(toasts.lastToast === shown, "the same page imported again went unsaid")

      toasts.render(ImportNotice(imported: Recipe.mocks, after: second))
      XCTAssertEqual(toasts.lastToast?.title, "4 recipes were imported.")
      XCTAssertNil(toasts.lastToast?.buttonLabel)
      window.destroy()
    }
  }

  func testTheListWindowSaysAnImportThatFinished() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let list = RecipeListWindow(application: nil, store: store)
      store.send(.importTapped)
      store.send(.importDialog(.importResponse(.success([.mockPasta]))))
      XCTAssertNil(store.state.importDialog)
      XCTAssertEqual(list.importToasts?.lastToast?.title, "“Pasta alla Norma” was imported.")
      XCTAssertEqual(
        list.toasts.pendingToasts.map(\.title), ["“Pasta alla Norma” was imported."])
    }
  }
}

@MainActor
private func makeImportOverlay() -> (Window, ToastOverlay) {
  let window = Window(application: nil, title: "Toasts", width: 400, height: 300)
  let overlay = ToastOverlay(child: Label("Cards"))
  window.setContent(overlay)
  window.present()
  return (window, overlay)
}
