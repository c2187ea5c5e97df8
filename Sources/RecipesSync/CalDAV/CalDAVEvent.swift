/// One event resource of a calendar, as the server holds it.
public struct CalDAVEvent: Sendable, Equatable {
  /// Its name in the calendar.
  public var name: CalDAVEventName
  /// Its entity tag, for `If-Match` on the next update or delete.
  public var etag: WebDAVETag
  /// Its iCalendar text (a whole `VCALENDAR`), as the server gave it: servers may reorder
  /// properties, and lines may end with LF alone (XML reads a raw CRLF as LF), so a reader
  /// of it must take both.
  public var calendarData: String

  /// Creates an event.
  public init(name: CalDAVEventName, etag: WebDAVETag, calendarData: String) {
    self.name = name
    self.etag = etag
    self.calendarData = calendarData
  }
}

/// The events of an answer, and what it left out.
public struct CalDAVEventList: Sendable, Equatable {
  /// The events, sorted by name.
  public var events: [CalDAVEvent]
  /// Names a multiget asked for that the server answered as gone (404).
  public var missing: [CalDAVEventName]
  /// Resources named but not used, and why (no data, not iCalendar, a name that does not
  /// decode, a sub-collection).
  public var skipped: [WebDAVListing.Skipped]

  /// Creates a list.
  public init(
    events: [CalDAVEvent], missing: [CalDAVEventName] = [], skipped: [WebDAVListing.Skipped] = []
  ) {
    self.events = events
    self.missing = missing
    self.skipped = skipped
  }
}

/// The ETag of every event of a calendar (a PROPFIND at depth 1): what changed shows
/// without downloading any event.
public struct CalDAVEventTags: Sendable, Equatable {
  /// Each event's tag.
  public var tags: [CalDAVEventName: WebDAVETag]
  /// Resources named but not used, and why.
  public var skipped: [WebDAVListing.Skipped]

  /// Creates a record.
  public init(tags: [CalDAVEventName: WebDAVETag], skipped: [WebDAVListing.Skipped] = []) {
    self.tags = tags
    self.skipped = skipped
  }
}
