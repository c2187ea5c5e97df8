import Foundation

/// The CalDAV calendar the plan is published to: its address and user (never the password,
/// which lives in the Secret Service or is given on the command line each time), and what
/// the calendar held when last synced.
public struct CalendarAccount: Equatable, Sendable {
  /// The calendar collection's address, ending in `/`.
  public var calendarURL: URL
  /// The user name on the server.
  public var user: String
  /// The calendar's version (ctag or sync-token) when last synced; nil when unknown.
  public var snapshotVersion: String?
  /// Each event's ETag when last synced, by event name.
  public var eventTags: [String: String]
  /// When the last sync finished; nil before the first.
  public var lastSyncedAt: Date?

  /// Creates an account.
  public init(
    calendarURL: URL, user: String, snapshotVersion: String? = nil,
    eventTags: [String: String] = [:], lastSyncedAt: Date? = nil
  ) {
    self.calendarURL = calendarURL
    self.user = user
    self.snapshotVersion = snapshotVersion
    self.eventTags = eventTags
    self.lastSyncedAt = lastSyncedAt
  }
}

/// What the last calendar sync left of one plan entry: its event's name and ETag, the hash
/// of the event text written for it, and the start that event had.
public struct CalendarRecord: Equatable, Sendable {
  /// The plan entry.
  public var entryID: PlanEntry.ID
  /// Its event's name in the calendar (`UID.ics`).
  public var eventName: String
  /// The event's ETag after the last write or read; nil when the server named none.
  public var etag: String?
  /// The hash of the event text the entry gave then: a different hash now means the entry
  /// changed here.
  public var contentHash: String
  /// The event's start then (`2026-01-05T19:00`): a different start on the server means
  /// the cook moved the event there.
  public var start: String

  /// Creates a record.
  public init(
    entryID: PlanEntry.ID, eventName: String, etag: String?, contentHash: String, start: String
  ) {
    self.entryID = entryID
    self.eventName = eventName
    self.etag = etag
    self.contentHash = contentHash
    self.start = start
  }
}
