/// What a calendar collection says of itself (a PROPFIND at depth 0).
public struct CalDAVCalendar: Sendable, Equatable {
  /// Its name for people (`DAV:displayname`), if it has one.
  public var displayName: String?
  /// The components it takes (`C:supported-calendar-component-set`), such as `VEVENT`;
  /// empty when the server does not say, which RFC 4791 reads as any.
  public var components: [String]
  /// Its `CS:getctag` (Apple's calendar server extension, kept by Radicale and Nextcloud):
  /// changes whenever any event in it changes.
  public var collectionTag: String?
  /// Its `DAV:sync-token` (RFC 6578), which also changes with every change.
  public var syncToken: String?

  /// Creates a description.
  public init(
    displayName: String? = nil, components: [String] = [], collectionTag: String? = nil,
    syncToken: String? = nil
  ) {
    self.displayName = displayName
    self.components = components
    self.collectionTag = collectionTag
    self.syncToken = syncToken
  }

  /// The calendar's version as one string, ctag before sync-token; nil when it has
  /// neither (then every check lists the events' tags).
  public var version: String? {
    if let collectionTag { return "ctag:" + collectionTag }
    if let syncToken { return "sync-token:" + syncToken }
    return nil
  }
}
