import Foundation

/// One calendar collection on a CalDAV server (Nextcloud Calendar, Radicale, any CalDAV
/// server), as the plan's sync needs it: events as raw iCalendar text, each with its name
/// and ETag.
///
/// A struct of closures: `live(session:calendar:credentials:timeout:)` talks to a server
/// over `CurlSession`; a test replaces the endpoints it uses. Every failure is a
/// `CalDAVError`; a 412 is `.conflict`.
///
/// ```swift
/// let calendar = try CalDAVClient.live(session: session, calendar: url, credentials: login)
/// _ = try await calendar.calendar()  // throws .notACalendar for another collection
/// let name = try CalDAVEventName(uid: "plan-42@recipes")
/// let tag = try await calendar.put(name, ics, .create)
/// let changes = try await calendar.changes(since: snapshot)
/// ```
public struct CalDAVClient: Sendable {
  /// PROPFIND (depth 0) the collection: checks it is a calendar taking events, and reads its
  /// version (ctag, sync-token).
  public var calendar: @Sendable () async throws(CalDAVError) -> CalDAVCalendar
  /// PROPFIND (depth 1) every event's ETag, and nothing else.
  public var eventTags: @Sendable () async throws(CalDAVError) -> CalDAVEventTags
  /// REPORT calendar-query: every VEVENT with its ETag and iCalendar text.
  public var allEvents: @Sendable () async throws(CalDAVError) -> CalDAVEventList
  /// REPORT calendar-multiget: the events of these names (those gone listed as missing).
  public var events:
    @Sendable (_ names: [CalDAVEventName]) async throws(CalDAVError) -> CalDAVEventList
  /// PUT the iCalendar text `calendarData` as the event `name` if `condition` holds; its new
  /// ETag (read back with a GET when the PUT's answer has none; nil if neither names one).
  public var put:
    @Sendable (
      _ name: CalDAVEventName, _ calendarData: String, _ condition: CalDAVWriteCondition
    ) async throws(CalDAVError) -> WebDAVETag?
  /// DELETE the event `name` if it still has the ETag `ifMatch`; gone already is fine.
  public var delete:
    @Sendable (_ name: CalDAVEventName, _ ifMatch: WebDAVETag) async throws(CalDAVError) ->
      CalDAVDeletion

  /// Creates a client from its endpoints.
  public init(
    calendar: @escaping @Sendable () async throws(CalDAVError) -> CalDAVCalendar,
    eventTags: @escaping @Sendable () async throws(CalDAVError) -> CalDAVEventTags,
    allEvents: @escaping @Sendable () async throws(CalDAVError) -> CalDAVEventList,
    events: @escaping @Sendable ([CalDAVEventName]) async throws(CalDAVError) -> CalDAVEventList,
    put:
      @escaping @Sendable (CalDAVEventName, String, CalDAVWriteCondition)
      async throws(CalDAVError) -> WebDAVETag?,
    delete:
      @escaping @Sendable (CalDAVEventName, WebDAVETag) async throws(CalDAVError) ->
      CalDAVDeletion
  ) {
    self.calendar = calendar
    self.eventTags = eventTags
    self.allEvents = allEvents
    self.events = events
    self.put = put
    self.delete = delete
  }
}
