/// What a calendar held when last looked at: its version and each event's ETag.
///
/// The plan's sync keeps it between syncs and hands it to `CalDAVClient.changes(since:)`.
public struct CalDAVSnapshot: Sendable, Equatable {
  /// The calendar's version (`CalDAVCalendar.version`); nil when unknown.
  public var version: String?
  /// Each event's ETag.
  public var tags: [CalDAVEventName: WebDAVETag]

  /// Creates a snapshot.
  public init(version: String? = nil, tags: [CalDAVEventName: WebDAVETag] = [:]) {
    self.version = version
    self.tags = tags
  }

  /// This snapshot after this client's own PUT of `name`, which answered `tag`: the
  /// next look finds the event unchanged. (The calendar's version changed too, unknown
  /// here, so that look lists the tags once.)
  public func recording(_ name: CalDAVEventName, _ tag: WebDAVETag?) -> CalDAVSnapshot {
    var copy = self
    copy.tags[name] = tag
    copy.version = nil
    return copy
  }
}

/// What changed in a calendar since a snapshot: by other clients, or by this one if its
/// writes were not recorded in the snapshot.
public struct CalDAVChanges: Sendable, Equatable {
  /// Events new since the snapshot or changed (moved to another day, renamed…), with
  /// their new text and ETag, sorted by name.
  public var changed: [CalDAVEvent]
  /// Events of the snapshot that are gone from the calendar, sorted.
  public var removed: [CalDAVEventName]
  /// The calendar as it is now: the snapshot for the next call.
  public var snapshot: CalDAVSnapshot
  /// Resources named but not used, and why.
  public var skipped: [WebDAVListing.Skipped]
  /// How many requests it took (1 when the calendar's version had not moved).
  public var requestCount: Int

  /// Creates a record.
  public init(
    changed: [CalDAVEvent], removed: [CalDAVEventName], snapshot: CalDAVSnapshot,
    skipped: [WebDAVListing.Skipped] = [], requestCount: Int
  ) {
    self.changed = changed
    self.removed = removed
    self.snapshot = snapshot
    self.skipped = skipped
    self.requestCount = requestCount
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }
}
