import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// `ADW_DEBUG_COLOR_SCHEME`, libadwaita's stand-in for the desktop's light or dark
/// preference, forces the windows' style: libadwaita reads it once, when it starts, so each
/// style runs this test process again with the variable set, on one case that reports the
/// main window's background.
final class ColorSchemeEnvironmentTests: GTKTestCase {
  private static let reportVariable = "RECIPES_REPORT_BACKGROUND"
  private static let reportPrefix = "BACKGROUND-LUMINANCE "

  func testForcingDarkOrLightThroughTheEnvironmentChangesTheBackground() throws {
    let dark = try backgroundLuminance(forcing: "prefer-dark")
    let light = try backgroundLuminance(forcing: "prefer-light")
    XCTAssertLessThan(dark, 0.3, "the main window's background with prefer-dark")
    XCTAssertGreaterThan(light, 0.7, "the main window's background with prefer-light")
  }

  /// The child's case: shows the main window and prints its background's luminance.
  func testReportTheMainWindowsBackground() throws {
    guard ProcessInfo.processInfo.environment[Self.reportVariable] == "1" else {
      throw XCTSkip("run by testForcingDarkOrLightThroughTheEnvironmentChangesTheBackground")
    }
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      store.send(.list(.onAppear))
      window.present()
      let luminance = try XCTUnwrap(
        settledLuminance(of: window.parentWindow) { $0 < 0.3 || $0 > 0.7 })
      print(Self.reportPrefix + String(luminance))
    }
  }

  /// Runs the reporting case in a new process with `ADW_DEBUG_COLOR_SCHEME=scheme`.
  private func backgroundLuminance(forcing scheme: String) throws -> Double {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [
      "RecipesGTKTests.ColorSchemeEnvironmentTests/testReportTheMainWindowsBackground"
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["ADW_DEBUG_COLOR_SCHEME"] = scheme
    environment[Self.reportVariable] = "1"
    child.environment = environment
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let line = try XCTUnwrap(
      text.split(separator: "\n").first { $0.hasPrefix(Self.reportPrefix) },
      "the child with \(scheme) reported nothing: \(text.suffix(400))")
    return try XCTUnwrap(Double(line.dropFirst(Self.reportPrefix.count)))
  }
}
