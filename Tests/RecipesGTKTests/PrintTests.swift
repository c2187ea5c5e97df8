import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// Print from a recipe window: its button names the command, and GTK's print operation
/// (exported to a file, as the dialog's "Print to File" does) draws the whole recipe.
final class PrintTests: GTKTestCase {
  func testThePrintButtonNamesThePrintCommand() throws {
    try MainActor.assumeIsolated {
      let (_, flow) = openRecipe(.mock)
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mock.id))
      XCTAssertEqual(window.printButton.accessibleLabel, "Print")
      XCTAssertEqual(window.printButton.actionName, "win.print")
      XCTAssertTrue(window.printButton.isSensitive, "a loaded recipe can be printed")
      XCTAssertEqual(Command.print.accelerators, ["<Control>p"])
    }
  }

  func testThePrintOperationDrawsTheNameIngredientsAndSteps() throws {
    let pdftotext = "/usr/bin/pdftotext"
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: pdftotext), "needs poppler-utils")
    let directory = try TemporaryDirectory(label: "print")
    let path = directory.url.appendingPathComponent("pot-pie.pdf").path
    try MainActor.assumeIsolated {
      let (_, flow) = openRecipe(.mock)
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mock.id))
      let printer = try XCTUnwrap(window.makePrinter())
      try printer.export(toPDF: path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: pdftotext)
    process.arguments = [path, "-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    XCTAssertTrue(text.contains("Chicken Pot Pie"), text)
    for ingredient in Recipe.mock.ingredients {
      XCTAssertTrue(text.contains(ingredient.text), "missing \(ingredient.text)")
    }
    for step in Recipe.mock.steps {
      XCTAssertTrue(text.contains(step), "missing \(step)")
    }
    XCTAssertTrue(text.contains("Chicken Pot Pie — page 1 of 1"))
  }
}

@MainActor
private func openRecipe(_ recipe: Recipe) -> (
  Store<AppFeature.State, AppFeature.Action>, FlowController
) {
  let store = makeStore(clock: ManualClock(), log: ActionLog())
  let flow = FlowController(application: nil, store: store, images: nil)
  store.send(.recipeActivated(recipe.id))
  pump(until: { store.state.detail(recipe.id)?.recipe != nil }, "the recipe never loaded")
  return (store, flow)
}
