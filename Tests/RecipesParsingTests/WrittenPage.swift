import Foundation
import RecipesCore
import Testing

/// A page a test writes for the reader: its title, the address it is read as, its markup.
struct WrittenPage {
  /// The document's `<title>`; none when nil.
  let title: String?
  /// The address the page is read as, which its relative links resolve against.
  let address: String

  /// The page with `head` in its head and `body` as its body.
  func page(head: String = "", body: String = "") -> Data {
    let titled = title.map { "<title>\($0)</title>" } ?? ""
    return Data("<html><head>\(titled)\(head)</head><body>\(body)</body></html>".utf8)
  }

  /// `json` as a page carries structured data.
  static func jsonLD(_ json: String) -> String {
    "<script type=\"application/ld+json\">\(json)</script>"
  }

  /// The one recipe `data` holds, read as at `address`; the test fails unless it is one.
  func onlyRecipe(_ data: Data) throws -> Recipe {
    let found = try ImportFixtures.recipes(in: data, pageURL: address)
    try #require(found.count == 1)
    return found[0].recipe
  }
}
