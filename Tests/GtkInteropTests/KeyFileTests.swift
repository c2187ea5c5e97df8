import Foundation
import GtkInterop
import XCTest

/// GKeyFile needs no display: these run everywhere.
final class KeyFileTests: XCTestCase {
  private func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyfile-\(UUID().uuidString).db").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func testGroupsKeepTheirOrderAndValuesAreUnescaped() throws {
    let path = try write(
      "# a comment\n[Metadata]\nVersion=1\n\n[R_soup]\nName=Soup\nLines=a\\tb\\nc\nImages=x.png;y.png;\n"
    )
    let groups = try KeyFile.groups(at: path)
    XCTAssertEqual(groups.map(\.name), ["Metadata", "R_soup"])
    XCTAssertEqual(groups[0].values, ["Version": "1"])
    XCTAssertEqual(
      groups[1].values, ["Name": "Soup", "Lines": "a\tb\nc", "Images": "x.png;y.png;"])
  }

  func testListKeysAreReadAsGLibsListsAndNoValueIsLostToAnEscape() throws {
    let path = try write(
      "[R_pie]\nName=Pie\nName[de]=Kuchen\nImages=images/pie\\;crust.png;b.png;\nServes=4\n")
    let group = try XCTUnwrap(KeyFile.groups(at: path, listKeys: ["Images", "Serves"]).first)
    XCTAssertEqual(group.lists["Images"], ["images/pie;crust.png", "b.png"])
    XCTAssertEqual(group.lists["Serves"], ["4"])
    XCTAssertNil(group.lists["Name"])
    // g_key_file_get_string refuses `\;`: the value as written stands in.
    XCTAssertEqual(group.values["Images"], "images/pie\\;crust.png;b.png;")
    XCTAssertEqual(group.values["Name"], "Pie")
    XCTAssertEqual(group.values["Name[de]"], "Kuchen")
  }

  func testAMissingOrMalformedFileThrowsGLibsMessage() throws {
    XCTAssertThrowsError(try KeyFile.groups(at: "/nonexistent/recipes.db"))
    let path = try write("not a key file at all\n")
    XCTAssertThrowsError(try KeyFile.groups(at: path)) { error in
      XCTAssertFalse((error as? KeyFile.ReadError)?.description.isEmpty ?? true)
    }
  }
}
