/// An entity tag exactly as the server sent it (quotes and any `W/` included), to send
/// back in `If-Match`; compared byte for byte.
public struct WebDAVETag: Hashable, Sendable, CustomStringConvertible {
  /// The tag as sent, such as `"3-66123640a1b01"`.
  public let rawValue: String

  /// Wraps a tag; nil for an empty one or one with a line break.
  public init?(_ rawValue: String) {
    let trimmed = rawValue.trimmingWhitespace()
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else { return nil }
    self.rawValue = trimmed
  }

  /// The tag as sent.
  public var description: String { rawValue }
}

extension String {
  /// The string without whitespace at either end.
  func trimmingWhitespace() -> String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
