import Foundation

/// A parsed HTML page: every element and text node in document order, read by libxml2's
/// forgiving HTML parser and copied into Swift values, so no C pointer outlives the parse.
///
/// Nodes are stored flat in document order with the end of each subtree, which makes
/// "every descendant" a range and keeps every walk iterative, however deep the page nests.
public final class HTMLDocument: Sendable {
  let nodes: [HTMLStoredNode]
  let attributes: [HTMLStoredAttribute]
  /// Every text and attribute value of the page, UTF-8, one after the other: nodes and
  /// attributes hold ranges into it, and a string is made only when asked for.
  let characters: [UInt8]

  init(_ tree: HTMLTreeBuilder.Tree) {
    self.nodes = tree.nodes
    self.attributes = tree.attributes
    self.characters = tree.characters
  }

  /// The text stored at `range`.
  func string(_ range: Range<Int>) -> String {
    characters.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
  }

  /// Parses a whole page; throws `notHTML` for bytes that are no web page (binary data,
  /// plain text without a single tag).
  ///
  /// The bytes are read in the character set `HTMLCharset` decides: `declaredCharset` (the
  /// one the server named in its `Content-Type`), else the page's own declaration, else
  /// UTF-8.
  public convenience init(parsing data: Data, declaredCharset: String? = nil)
    throws(HTMLParseError)
  {
    guard let text = HTMLInput(data, declaredCharset: declaredCharset) else { throw .notHTML }
    let tree = HTMLTreeBuilder.build(text.bytes, encoding: text.encoding)
    guard tree.nodes.contains(where: { $0.isElement }) else { throw .notHTML }
    self.init(tree)
  }

  /// Parses a piece of HTML (a JSON-LD field that holds markup), decoding its entities;
  /// never fails: text without tags is one text node.
  public convenience init(fragment: String) {
    let tree = HTMLTreeBuilder.build(
      HTMLInput.withoutNUL(Data(fragment.utf8)), encoding: "UTF-8")
    self.init(tree)
  }

  /// The outermost element (`html`), if the page has any element.
  public var root: HTMLElement? {
    nodes.indices.first(where: { nodes[$0].isElement }).map {
      HTMLElement(document: self, index: $0)
    }
  }

  /// Every element of the page, in document order.
  public var elements: [HTMLElement] {
    nodes.indices.filter { nodes[$0].isElement }.map { HTMLElement(document: self, index: $0) }
  }

  /// Every element named `name` (lowercase), in document order.
  public func elements(named name: String) -> [HTMLElement] {
    nodes.indices.filter { nodes[$0].isElement && nodes[$0].name == name }
      .map { HTMLElement(document: self, index: $0) }
  }

  /// The first of the first `limit` elements named `name` (lowercase), in document order,
  /// for which `isMatch` holds; the walk stops there, so an element near the top of a heavy
  /// page is found without a pass over the whole page.
  public func firstElement(
    named name: String, among limit: Int, where isMatch: (HTMLElement) -> Bool
  ) -> HTMLElement? {
    var seen = 0
    for index in nodes.indices where nodes[index].isElement && nodes[index].name == name {
      let element = HTMLElement(document: self, index: index)
      if isMatch(element) { return element }
      seen += 1
      if seen >= limit { return nil }
    }
    return nil
  }

  /// Every text of the page, tidied into one line (scripts and styles left out).
  public var text: String {
    HTMLTextCollector.lines(in: self, range: 0..<nodes.count).joined(separator: " ")
  }

  /// The text of the page in lines, one per block (paragraph, list item, `<br>`), tidied.
  public var lines: [String] {
    HTMLTextCollector.lines(in: self, range: 0..<nodes.count)
  }
}

extension HTMLDocument {
  /// The charset a `Content-Type` header value names (`text/html; charset=ISO-8859-1` →
  /// "iso-8859-1"), for `init(parsing:declaredCharset:)`.
  public static func charset(inContentType value: String) -> String? {
    HTMLCharset.charset(inContentType: value)
  }
}

/// Why a body could not be read as a page.
public enum HTMLParseError: Error, Equatable, Sendable {
  /// Binary data, or text with no markup at all.
  case notHTML
}

/// One attribute as written, its name lowercase and its entities decoded.
public struct HTMLAttribute: Equatable, Sendable {
  /// The attribute's name, lowercase ("itemprop").
  public let name: String
  /// The value, entities decoded; empty for a bare attribute (`itemscope`).
  public let value: String
}

/// An element or a text node as stored: `end` is the index after its last descendant.
struct HTMLStoredNode: Sendable {
  var isElement: Bool
  /// The element's lowercase name; empty for a text node.
  var name: String
  /// A text node's text in the document's characters; empty for an element.
  var text: Range<Int>
  var attributes: Range<Int>
  var parent: Int
  var end: Int
}

/// An attribute as stored: its name, and its value in the document's characters.
struct HTMLStoredAttribute: Sendable {
  var name: String
  var value: Range<Int>
}
