import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The import dialog over a real store, with importers that answer as told.
final class ImportDialogTests: GTKTestCase {
  private static let address = "https://cooking.example/soda-bread"

  func testAFailureShowsItsMessageAndKeepsTheDialogAndTheAddress() throws {
    try MainActor.assumeIsolated {
      let importer = Importer.answering { _ in throw ImportError.refused(status: 403) }
      let (store, flow) = openImportDialog(importer)
      let dialog = try XCTUnwrap(flow.importDialog, "Import opened no dialog")
      XCTAssertEqual(dialog.importButton.accessibleLabel, "Import")
      XCTAssertEqual(dialog.chooseFileButton.accessibleLabel, "Choose file…")
      XCTAssertFalse(dialog.importButton.isSensitive, "Import without an address")
      dialog.addressEntry.type(Self.address)
      XCTAssertTrue(dialog.importButton.isSensitive)
      dialog.importButton.click()
      pump(until: { dialog.errorLabel.isVisible }, "the failure never showed")
      XCTAssertEqual(
        dialog.errorLabel.text,
        "The site refused the download (HTTP 403). Save the page from your browser and "
          + "choose it with “Choose file…”.")
      XCTAssertTrue(flow.importDialog === dialog, "the dialog closed on a failure")
      XCTAssertEqual(dialog.addressEntry.text, Self.address)
      XCTAssertFalse(dialog.spinner.isSpinning)
      XCTAssertNotNil(store.state.importDialog)
    }
  }

  func testEnterInTheAddressLeavesTheKeyboardThereForTheNextOneAfterAFailure() throws {
    try MainActor.assumeIsolated {
      let importer = Importer.answering { _ in throw ImportError.refused(status: 404) }
      let (_, flow) = openImportDialog(importer)
      let dialog = try XCTUnwrap(flow.importDialog)
      dialog.addressEntry.grabFocus()
      dialog.addressEntry.type(Self.address)
      dialog.addressEntry.pressEnter()
      XCTAssertFalse(dialog.addressEntry.isEditable, "the address changed while importing")
      XCTAssertTrue(dialog.addressEntry.containsFocus, "Enter took the keyboard away")
      pump(until: { dialog.errorLabel.isVisible }, "the failure never showed")
      XCTAssertTrue(dialog.addressEntry.isEditable, "the address cannot be corrected")
      XCTAssertTrue(dialog.addressEntry.containsFocus, "the keyboard is not in the address")
    }
  }

  func testASuccessClosesTheDialog() throws {
    try MainActor.assumeIsolated {
      let importer = Importer.answering { _ in [Recipe.mockPasta] }
      let (store, flow) = openImportDialog(importer)
      let dialog = try XCTUnwrap(flow.importDialog)
      dialog.addressEntry.type(Self.address)
      dialog.addressEntry.pressEnter()
      pump(until: { flow.importDialog == nil }, "the dialog stayed after importing")
      XCTAssertNil(store.state.importDialog)
    }
  }

  func testTheHeaderHasCancelAndImportAndNoCloseButton() throws {
    try MainActor.assumeIsolated {
      let (store, flow) = openImportDialog(.failing)
      let dialog = try XCTUnwrap(flow.importDialog)
      XCTAssertFalse(dialog.header.showsWindowButtons, "a close button beside Cancel")
      XCTAssertTrue(dialog.cancelButton.isVisible)
      dialog.cancelButton.click()
      XCTAssertNil(flow.importDialog, "Cancel closes the dialog")
      XCTAssertNil(store.state.importDialog)
    }
  }

  func testAChosenFileIsImportedAtOnce() throws {
    try MainActor.assumeIsolated {
      let importer = Importer.answering { _ in [Recipe.mockPasta] }
      let (store, flow) = openImportDialog(importer)
      XCTAssertNotNil(flow.importDialog)
      // What the file chooser sends once a file is chosen.
      store.send(.importDialog(.fileChosen(URL(fileURLWithPath: "/home/cook/pasta.json"))))
      XCTAssertEqual(store.state.importDialog?.isImporting, true, "choosing did not import")
      pump(until: { flow.importDialog == nil }, "the dialog stayed after importing")
    }
  }

  func testCancelStopsTheImportThenClosesTheDialog() throws {
    try MainActor.assumeIsolated {
      let importer = Importer.answering { _ in
        try await Task.sleep(for: .seconds(600))
        return []
      }
      let (store, flow) = openImportDialog(importer)
      let dialog = try XCTUnwrap(flow.importDialog)
      dialog.addressEntry.type(Self.address)
      dialog.importButton.click()
      XCTAssertTrue(dialog.spinner.isSpinning, "no spinner while importing")
      XCTAssertFalse(dialog.importButton.isSensitive)
      dialog.cancelButton.click()
      XCTAssertFalse(dialog.spinner.isSpinning, "Cancel did not stop the import")
      XCTAssertTrue(flow.importDialog === dialog, "the first Cancel only stops the import")
      XCTAssertEqual(dialog.addressEntry.text, Self.address)
      dialog.cancelButton.click()
      XCTAssertNil(flow.importDialog)
      XCTAssertNil(store.state.importDialog)
    }
  }
}

extension Importer {
  /// An importer that takes any address as a web page and imports with `body`.
  fileprivate static func answering(
    _ body: @escaping @Sendable ([ImportSource]) async throws -> [Recipe]
  ) -> Importer {
    Importer(
      source: { address, _ in .webPage(URL(string: address)!) },
      importSources: body,
      keepPicture: { file, _ in file })
  }
}

@MainActor
private func openImportDialog(_ importer: Importer)
  -> (Store<AppFeature.State, AppFeature.Action>, FlowController)
{
  let store = makeStore(clock: ManualClock(), log: ActionLog(), importer: importer)
  let commands = installApplicationCommands(store)
  let list = RecipeListWindow(application: GTKTestCase.application, store: store)
  let flow = FlowController(
    application: GTKTestCase.application, store: store, images: nil, today: testToday,
    dialogParent: { list.parentWindow })
  XCTAssertEqual(list.newMenuButton.currentMenu.entries.last?.action, "app.import")
  list.parentWindow.activateAction(Command.importRecipes.detailedName)
  _ = commands
  return (store, flow)
}
