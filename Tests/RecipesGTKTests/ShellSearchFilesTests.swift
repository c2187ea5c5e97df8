import Foundation
import XCTest

@testable import RecipesGTK

/// The installed files name what the app serves: the Shell reads the provider's ini, the
/// session bus the service file, and both must match the code.
final class ShellSearchFilesTests: XCTestCase {
  private static let desktopFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/desktop")

  /// The `key=value` lines of the key file `name` in `Resources/desktop`.
  private static func entries(_ name: String) throws -> [String: String] {
    let text = try String(
      contentsOf: desktopFolder.appendingPathComponent(name), encoding: .utf8)
    var entries: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { entries[parts[0]] = parts[1] }
    }
    return entries
  }

  func testTheProvidersIniNamesTheAppsBusNameAndTheProvidersPath() throws {
    let id = MainActor.assumeIsolated { RecipesWindowApp.applicationID }
    let ini = try Self.entries("\(id).search-provider.ini")
    XCTAssertEqual(ini["DesktopId"], "\(id).desktop")
    XCTAssertEqual(ini["BusName"], id)
    XCTAssertEqual(ini["ObjectPath"], ShellSearchProvider.objectPath)
    XCTAssertEqual(ini["Version"], "2")
  }

  func testTheServiceFileStartsTheInstalledBinaryAsAService() throws {
    let id = MainActor.assumeIsolated { RecipesWindowApp.applicationID }
    let service = try Self.entries("\(id).service.in")
    XCTAssertEqual(service["Name"], id)
    XCTAssertEqual(service["Exec"], "@bindir@/recipes --gapplication-service")
  }
}
