import Foundation
import GtkInterop
import XCTest

/// GTK's own theme, left unparsed at the app's start.
///
/// The empty theme is asked for through `GTK_THEME` only when the person named no theme,
/// and the variable does not outlive the start (libadwaita would load no style sheet, and
/// programs the app starts would inherit it). No display needed.
final class UnparsedGTKThemeTests: XCTestCase {
  private var themeBefore: String?

  override func setUp() {
    super.setUp()
    themeBefore = ProcessInfo.processInfo.environment["GTK_THEME"]
  }

  override func tearDown() {
    if let themeBefore { setenv("GTK_THEME", themeBefore, 1) } else { unsetenv("GTK_THEME") }
    super.tearDown()
  }

  func testAThemeThePersonNamedIsLeftAlone() {
    XCTAssertFalse(UnparsedGTKTheme.canRequest(in: ["GTK_THEME": "HighContrast"]))
    XCTAssertFalse(UnparsedGTKTheme.canRequest(in: ["GTK_THEME": ""]), "set, even empty")
    XCTAssertTrue(UnparsedGTKTheme.canRequest(in: ["DISPLAY": ":0"]))

    MainActor.assumeIsolated {
      XCTAssertFalse(UnparsedGTKTheme.requestBeforeGTK(environment: ["GTK_THEME": "Default"]))
    }
    XCTAssertEqual(getenv("GTK_THEME").map { String(cString: $0) }, themeBefore)
  }

  func testTheEmptyThemeIsAskedForThenTakenAwayAfterGTKStarts() {
    MainActor.assumeIsolated {
      unsetenv("GTK_THEME")
      XCTAssertTrue(UnparsedGTKTheme.requestBeforeGTK(environment: [:]))
      XCTAssertEqual(String(cString: getenv("GTK_THEME")), "Adwaita-empty")

      UnparsedGTKTheme.settleAfterGTKInit()
      XCTAssertNil(getenv("GTK_THEME"), "GTK_THEME outlived the start")
    }
  }

  func testAThemeSetByThePersonIsNotTakenAwayAfterGTKStarts() {
    MainActor.assumeIsolated {
      setenv("GTK_THEME", "Adwaita-empty", 1)
      XCTAssertFalse(
        UnparsedGTKTheme.requestBeforeGTK(environment: ProcessInfo.processInfo.environment))
      UnparsedGTKTheme.settleAfterGTKInit()
      XCTAssertEqual(getenv("GTK_THEME").map { String(cString: $0) }, "Adwaita-empty")
    }
  }
}
