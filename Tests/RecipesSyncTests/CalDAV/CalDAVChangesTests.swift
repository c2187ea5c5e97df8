import Foundation
import RecipesCore
import RecipesSync
import Testing

/// `CalDAVClient.changes(since:)` over a calendar made of closures: which requests it makes
/// and what it concludes when the server changes between them.
@Suite struct CalDAVChangesTests {
  /// A calendar in memory whose answers a test sets, counting each request.
  private final class FakeCalendar: @unchecked Sendable {
    // @unchecked: every field is read and written under `lock`.
    private let lock = NSLock()
    private var _version: String?
    private var _tags: [CalDAVEventName: WebDAVETag] = [:]
    /// What a multiget returns, whatever the listing said (a server changing meanwhile).
    private var _bodies: [CalDAVEventName: CalDAVEvent] = [:]
    private var _requests: [String] = []
    private var silent: Set<CalDAVEventName> = []

    var requests: [String] { lock.withLock { _requests } }

    func set(version: String?, events: [CalDAVEvent]) {
      lock.withLock {
        _version = version
        _tags = Dictionary(uniqueKeysWithValues: events.map { ($0.name, $0.etag) })
        _bodies = Dictionary(uniqueKeysWithValues: events.map { ($0.name, $0) })
      }
    }

    /// The multiget no longer finds `name`: deleted after the listing.
    func dropBody(_ name: CalDAVEventName) {
      lock.withLock { _ = _bodies.removeValue(forKey: name) }
    }

    /// The multiget leaves `name` out of its answer altogether.
    func omit(_ name: CalDAVEventName) { lock.withLock { _ = silent.insert(name) } }

    var client: CalDAVClient {
      CalDAVClient(
        calendar: { () throws(CalDAVError) in
          self.lock.withLock {
            self._requests.append("calendar")
            return CalDAVCalendar(components: ["VEVENT"], collectionTag: self._version)
          }
        },
        eventTags: { () throws(CalDAVError) in
          self.lock.withLock {
            self._requests.append("tags")
            return CalDAVEventTags(tags: self._tags)
          }
        },
        allEvents: { () throws(CalDAVError) in
          self.lock.withLock {
            self._requests.append("all")
            return CalDAVEventList(events: self._bodies.values.sorted { $0.name < $1.name })
          }
        },
        events: { names throws(CalDAVError) in
          self.lock.withLock {
            self._requests.append("multiget \(names.count)")
            let asked = names.filter { !self.silent.contains($0) }
            return CalDAVEventList(
              events: asked.compactMap { self._bodies[$0] },
              missing: asked.filter { self._bodies[$0] == nil })
          }
        },
        put: { _, _, _ throws(CalDAVError) in
          Issue.record("changes(since:) never writes")
          return nil
        },
        delete: { _, _ throws(CalDAVError) in
          Issue.record("changes(since:) never deletes")
          return .deleted
        })
    }
  }

  private static func event(_ name: String, _ tag: String) throws -> CalDAVEvent {
    CalDAVEvent(
      name: try eventName(name), etag: try #require(WebDAVETag(tag)),
      calendarData: "BEGIN:VCALENDAR\r\nX-TAG:\(tag)\r\nEND:VCALENDAR\r\n")
  }

  @Test func anUnchangedVersionCostsOneRequest() async throws {
    let fake = FakeCalendar()
    fake.set(version: "v1", events: [try Self.event("a.ics", "1")])
    let first = try await fake.client.changes(since: nil)
    #expect(first.changed.map(\.name.rawValue) == ["a.ics"])
    #expect(
      first.snapshot
        == CalDAVSnapshot(
          version: "ctag:v1", tags: [try eventName("a.ics"): try #require(WebDAVETag("1"))]))
    let again = try await fake.client.changes(since: first.snapshot)
    #expect(
      again == CalDAVChanges(changed: [], removed: [], snapshot: first.snapshot, requestCount: 1))
    #expect(fake.requests == ["calendar", "all", "calendar"])
  }

  @Test func onlyTheEventsWhoseTagsDifferAreFetched() async throws {
    let fake = FakeCalendar()
    let kept = try Self.event("kept.ics", "1")
    fake.set(
      version: "v1",
      events: [kept, try Self.event("moved.ics", "1"), try Self.event("gone.ics", "1")])
    let snapshot = try await fake.client.changes(since: nil).snapshot
    let moved = try Self.event("moved.ics", "2")
    let added = try Self.event("added.ics", "1")
    fake.set(version: "v2", events: [kept, moved, added])
    let changes = try await fake.client.changes(since: snapshot)
    #expect(changes.changed == [added, moved])
    #expect(changes.removed == [try eventName("gone.ics")])
    #expect(changes.snapshot.tags.count == 3)
    #expect(changes.requestCount == 3)
    #expect(fake.requests.suffix(3) == ["calendar", "tags", "multiget 2"])
  }

  @Test func anEventGoneBeforeTheMultigetIsRemovedAndOneLeftOutIsAskedAgain() async throws {
    let fake = FakeCalendar()
    fake.set(version: "v1", events: [try Self.event("a.ics", "1"), try Self.event("b.ics", "1")])
    let snapshot = try await fake.client.changes(since: nil).snapshot
    fake.set(version: "v2", events: [try Self.event("a.ics", "2"), try Self.event("b.ics", "2")])
    fake.dropBody(try eventName("a.ics"))
    fake.omit(try eventName("b.ics"))
    let changes = try await fake.client.changes(since: snapshot)
    #expect(changes.changed.isEmpty)
    #expect(changes.removed == [try eventName("a.ics")])
    // b's old tag stays: the next call finds it differing and asks for it again.
    #expect(changes.snapshot.tags == [try eventName("b.ics"): try #require(WebDAVETag("1"))])
  }

  @Test func manyChangedEventsAreFetchedInBatchesOfAHundred() async throws {
    let fake = FakeCalendar()
    fake.set(version: "v1", events: [])
    let snapshot = try await fake.client.changes(since: nil).snapshot
    fake.set(version: "v2", events: try (0..<250).map { try Self.event("e\($0).ics", "1") })
    let changes = try await fake.client.changes(since: snapshot)
    #expect(changes.changed.count == 250)
    #expect(changes.requestCount == 5)
    #expect(fake.requests.suffix(4) == ["tags", "multiget 100", "multiget 100", "multiget 50"])
  }

  @Test func aCalendarWithoutAVersionIsListedEveryTime() async throws {
    let fake = FakeCalendar()
    fake.set(version: nil, events: [try Self.event("a.ics", "1")])
    let snapshot = try await fake.client.changes(since: nil).snapshot
    let changes = try await fake.client.changes(since: snapshot)
    #expect(changes.isEmpty)
    #expect(changes.requestCount == 2)
    #expect(fake.requests == ["calendar", "all", "calendar", "tags"])
  }
}
