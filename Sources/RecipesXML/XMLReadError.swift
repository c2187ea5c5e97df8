/// Why bytes could not be read as an XML document.
public enum XMLReadError: Error, Equatable, Sendable {
  /// No bytes, or only whitespace.
  case empty
  /// Not well-formed XML (or a namespace prefix never declared); libxml2's message.
  case malformed(String)
  /// The document has a DOCTYPE. Nothing the app reads needs one, and refusing it leaves
  /// entity tricks (billion laughs, external entities) nothing to work with.
  case doctypeRefused
  /// More bytes than the limit.
  case tooLarge(limit: Int)
  /// Elements nested deeper than the limit.
  case tooDeep(limit: Int)
  /// More elements than the limit.
  case tooManyElements(limit: Int)
}
