/// An HTTP request method: GET for pages and pictures, the WebDAV verbs for sync.
///
/// Only HTTP tokens are accepted (letters, digits and a few marks), because the name goes
/// to curl's `CURLOPT_CUSTOMREQUEST` verbatim: a space or a line break there would change
/// the request line.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name as sent, such as `PROPFIND`.
  public let rawValue: String

  /// A method named `rawValue`; nil unless it is a non-empty HTTP token.
  public init?(rawValue: String) {
    let marks = Set("!#$%&'*+-.^_`|~".utf8)
    guard !rawValue.isEmpty,
      rawValue.utf8.allSatisfy({ byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || marks.contains(byte)
      })
    else { return nil }
    self.rawValue = rawValue
  }

  private init(known: String) {
    rawValue = known
  }

  /// `GET`: read a resource.
  public static let get = HTTPMethod(known: "GET")
  /// `PUT`: write a whole file.
  public static let put = HTTPMethod(known: "PUT")
  /// `DELETE`: remove a file or a folder and everything in it.
  public static let delete = HTTPMethod(known: "DELETE")
  /// `PROPFIND` (RFC 4918): list a folder's members and their properties.
  public static let propfind = HTTPMethod(known: "PROPFIND")
  /// `MKCOL` (RFC 4918): create a folder.
  public static let mkcol = HTTPMethod(known: "MKCOL")
  /// `MOVE` (RFC 4918): rename a file or a folder.
  public static let move = HTTPMethod(known: "MOVE")
  /// `REPORT` (RFC 3253; CalDAV's calendar-query and calendar-multiget): ask a collection
  /// for its members' properties and contents.
  public static let report = HTTPMethod(known: "REPORT")

  /// The name as sent.
  public var description: String { rawValue }
}
