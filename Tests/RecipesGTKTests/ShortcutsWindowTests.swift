import Foundation
import FoundationXML
import RecipesResources
import XCTest

@testable import RecipesGTK

/// The shortcuts window (Resources/shortcuts.ui) against the command table: every key it
/// lists is one the app sets or a widget handles, and every key the app sets is listed.
final class ShortcutsWindowTests: XCTestCase {
  func testTheShortcutsWindowListsExactlyTheKeysTheAppSets() throws {
    let listed = try AcceleratorsInBuilderXML.read(RecipesResources.shortcutsWindow())
    XCTAssertFalse(listed.isEmpty, "shortcuts.ui was not found or lists nothing")
    let set = Command.allCases.flatMap(\.accelerators)
    let expected = set + Command.keysWidgetsHandle
    XCTAssertEqual(Set(set).count, set.count, "no key runs two commands")
    XCTAssertEqual(listed.count, Set(listed).count, "no key is listed twice")
    let unlisted = Set(expected).subtracting(listed)
    let unknown = Set(listed).subtracting(expected)
    XCTAssertTrue(unlisted.isEmpty, "set by the app but not in shortcuts.ui: \(unlisted.sorted())")
    XCTAssertTrue(unknown.isEmpty, "in shortcuts.ui but set by nothing: \(unknown.sorted())")
  }

  func testEveryCommandHasItsOwnActionName() {
    let names = Command.allCases.map(\.detailedName)
    XCTAssertEqual(Set(names).count, names.count, "two commands share \(names)")
    XCTAssertTrue(names.allSatisfy { $0.hasPrefix("app.") || $0.hasPrefix("win.") })
  }
}

/// The `accelerator` properties of a GtkBuilder file, each split at spaces (one
/// GtkShortcutsShortcut may list several keys: "F5 <Control>r").
private final class AcceleratorsInBuilderXML: NSObject, XMLParserDelegate {
  private var accelerators: [String] = []
  private var text: String?

  static func read(_ xml: String) throws -> [String] {
    let reader = AcceleratorsInBuilderXML()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
    }
    return reader.accelerators
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    text = element == "property" && attributes["name"] == "accelerator" ? "" : nil
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard let text else { return }
    accelerators += text.split(separator: " ").map(String.init)
    self.text = nil
  }
}
