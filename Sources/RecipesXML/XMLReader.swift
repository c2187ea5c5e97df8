import Foundation

/// Reads an XML document into `XMLElement` values through libxml2, namespace-aware and
/// safe with hostile input.
///
/// The network is never touched (`XML_PARSE_NONET`), entities are never expanded (a
/// DOCTYPE stops the read with `.doctypeRefused`), and size, depth and element count are
/// capped by `Limits`.
///
/// ```swift
/// let root = try XMLReader.read(body)
/// let hrefs = root.children(named: XMLName("DAV:", "response"))
/// ```
public enum XMLReader {
  /// How much one document may hold.
  public struct Limits: Sendable, Equatable {
    /// The most bytes read.
    public var maximumBytes: Int
    /// The deepest nesting of elements.
    public var maximumDepth: Int
    /// The most elements in the whole document.
    public var maximumElements: Int

    /// Creates limits.
    public init(maximumBytes: Int, maximumDepth: Int, maximumElements: Int) {
      self.maximumBytes = maximumBytes
      self.maximumDepth = maximumDepth
      self.maximumElements = maximumElements
    }

    /// 16 MiB, 64 levels, 500 000 elements: a WebDAV listing of thousands of recipes fits.
    public static let standard = Limits(
      maximumBytes: 16 * 1024 * 1024, maximumDepth: 64, maximumElements: 500_000)
  }

  /// The root element of the document in `data`.
  public static func read(_ data: Data, limits: Limits = .standard) throws(XMLReadError)
    -> XMLElement
  {
    guard data.count <= limits.maximumBytes else {
      throw .tooLarge(limit: limits.maximumBytes)
    }
    guard data.contains(where: { !isXMLWhitespace($0) }) else { throw .empty }
    return try XMLTreeBuilder.build(data, limits: limits)
  }

  private static func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
