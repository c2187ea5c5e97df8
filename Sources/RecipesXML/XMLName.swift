/// An element's or attribute's expanded name: its namespace URI and its local name.
///
/// Prefixes are gone by then, so `<d:href>`, `<D:href>` and `<href xmlns="DAV:">` all have
/// the name `XMLName("DAV:", "href")`.
public struct XMLName: Hashable, Sendable, CustomStringConvertible {
  /// The namespace URI; empty for a name in no namespace.
  public var namespace: String
  /// The name without its prefix.
  public var localName: String

  /// Creates the name `localName` in `namespace`.
  public init(_ namespace: String, _ localName: String) {
    self.namespace = namespace
    self.localName = localName
  }

  /// `{namespace}localName`, Clark's notation.
  public var description: String { "{\(namespace)}\(localName)" }
}
