import RecipesResources
import XCTest

@testable import RecipesGTK

/// The files found on a worker thread at launch are the app's own, however often asked for.
final class StartupFilesTests: XCTestCase {
  func testTheIconFolderAndStyleSheetAreTheResourcesOnes() throws {
    let files = StartupFiles()
    let folder = try XCTUnwrap(files.iconDirectory)
    XCTAssertEqual(folder, RecipesResources.iconDirectory)
    XCTAssertEqual(files.styleSheet, RecipesResources.styleSheet())
    XCTAssertTrue(files.styleSheet.contains(".recipe-card"))
    // A second reader does not wait for a signal already taken.
    XCTAssertEqual(files.iconDirectory, folder)
  }
}
