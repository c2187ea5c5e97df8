/// Where a file or folder is, below the synced folder: its names, one per level, decoded.
///
/// Names are kept as the person wrote them (spaces, accents, `%`, `#`, `?`, `&`) and
/// percent-encoded only on the way to the server. A name is never empty, `.` or `..`, and
/// holds no `/` or NUL, so a path cannot climb out of the synced folder.
///
/// ```swift
/// let file = try WebDAVPath("Pâte à choux #2/recipe.json")
/// file.components  // ["Pâte à choux #2", "recipe.json"]
/// ```
public struct WebDAVPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The names from the synced folder down; empty for the synced folder itself.
  public let components: [String]

  /// The synced folder itself.
  public static let root = WebDAVPath(checked: [])

  /// The path of `/`-separated names; slashes at either end are ignored.
  public init(_ string: String) throws(WebDAVError) {
    var names = string.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if names.first == "" { names.removeFirst() }
    if names.last == "" { names.removeLast() }
    try self.init(components: names)
  }

  /// The path of these names.
  public init(components: [String]) throws(WebDAVError) {
    for name in components where !Self.isValid(name: name) {
      throw .invalidPath(components.joined(separator: "/"))
    }
    self.components = components
  }

  private init(checked components: [String]) {
    self.components = components
  }

  /// Whether `name` can be one level of a path.
  public static func isValid(name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".."
      && !name.unicodeScalars.contains { $0 == "/" || $0 == "\0" }
  }

  /// This path with `name` one level below.
  public func appending(_ name: String) throws(WebDAVError) -> WebDAVPath {
    try WebDAVPath(components: components + [name])
  }

  /// The last name; nil for the root.
  public var name: String? { components.last }

  /// The folder holding this path; nil for the root.
  public var parent: WebDAVPath? {
    components.isEmpty ? nil : WebDAVPath(checked: Array(components.dropLast()))
  }

  /// Whether this path is `folder` or lies anywhere below it.
  public func isWithin(_ folder: WebDAVPath) -> Bool {
    components.count >= folder.components.count
      && zip(components, folder.components).allSatisfy { $0 == $1 }
  }

  /// The names joined by `/`, not encoded.
  public var description: String { components.joined(separator: "/") }

  /// Orders by names, level by level.
  public static func < (lhs: WebDAVPath, rhs: WebDAVPath) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }

  /// The names percent-encoded and joined by `/`: only RFC 3986's unreserved characters
  /// stay as they are, so `#`, `?`, `%`, `&`, `;` and spaces can never be read as anything
  /// but part of a name.
  var percentEncoded: String {
    components.map(Self.encode).joined(separator: "/")
  }

  private static func encode(_ name: String) -> String {
    var encoded = ""
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        encoded.unicodeScalars.append("%")
        encoded.unicodeScalars.append(hex[Int(byte >> 4)])
        encoded.unicodeScalars.append(hex[Int(byte & 0x0F)])
      }
    }
    return encoded
  }
}
