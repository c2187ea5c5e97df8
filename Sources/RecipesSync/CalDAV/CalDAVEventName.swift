/// The name of an event's resource in its calendar (`20260105-dinner-1.ics`): one path
/// level, as the person would read it, percent-encoded only on the way to the server.
public struct CalDAVEventName: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The name, not encoded.
  public let rawValue: String

  /// Wraps `rawValue`; throws `.invalidAddress` for an empty, `.` or `..` name, or one
  /// holding `/` or NUL.
  public init(_ rawValue: String) throws(CalDAVError) {
    guard WebDAVPath.isValid(name: rawValue) else { throw .invalidAddress(rawValue) }
    self.rawValue = rawValue
  }

  /// The name of the event whose iCalendar UID is `uid`, the way most clients name them
  /// (`UID.ics`); a UID that cannot be one path level is rejected.
  public init(uid: String) throws(CalDAVError) {
    try self.init(uid + ".ics")
  }

  init?(path: WebDAVPath) {
    guard path.components.count == 1, let name = path.name else { return nil }
    rawValue = name
  }

  /// Where the event is, below the calendar.
  var path: WebDAVPath {
    // A valid name always makes a path of one level.
    (try? WebDAVPath(components: [rawValue])) ?? .root
  }

  /// The name.
  public var description: String { rawValue }

  /// Orders by name.
  public static func < (lhs: CalDAVEventName, rhs: CalDAVEventName) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
