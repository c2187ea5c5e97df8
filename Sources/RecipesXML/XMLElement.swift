/// One element of a parsed XML document, with its attributes, child elements and text.
///
/// Plain Swift values, copied out of libxml2 during the parse: nothing here points into C
/// memory. Comments and processing instructions are dropped; CDATA counts as text.
public struct XMLElement: Sendable, Equatable {
  /// The expanded name.
  public var name: XMLName
  /// The attributes by expanded name (namespace declarations are not attributes).
  public var attributes: [XMLName: String]
  /// The child elements, in document order.
  public var children: [XMLElement]
  /// The text directly inside the element (not inside its children), pieces joined.
  public var text: String

  /// Creates an element.
  public init(
    name: XMLName, attributes: [XMLName: String] = [:], children: [XMLElement] = [],
    text: String = ""
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
  }

  /// The child elements named `name`, in document order.
  public func children(named name: XMLName) -> [XMLElement] {
    children.filter { $0.name == name }
  }

  /// The first child element named `name`.
  public func firstChild(named name: XMLName) -> XMLElement? {
    children.first { $0.name == name }
  }

  /// The text with the whitespace around it removed.
  public var trimmedText: String {
    var scalars = Substring(text).unicodeScalars
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
