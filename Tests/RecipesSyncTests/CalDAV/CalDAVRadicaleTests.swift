import Foundation
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// The CalDAV client against a real Radicale on a loopback port, one per test.
///
/// One at a time: each test starts its own Radicale, and the machine has two cores.
@Suite(
  .serialized,
  .enabled(if: RadicaleInstallation.testsRun, Comment(rawValue: RadicaleInstallation.skipReason)))
struct CalDAVRadicaleTests {
  private static let week = [
    ("plan-1.ics", PlanEvents.rendang), ("plan-2.ics", PlanEvents.fishAndChips),
    ("plan-3.ics", PlanEvents.crepes),
  ]

  /// Puts the three events of the week as new; their tags by name.
  private static func putWeek(_ calendar: CalDAVClient) async throws -> [String: WebDAVETag] {
    var tags: [String: WebDAVETag] = [:]
    for (name, text) in week {
      tags[name] = try await calendar.put(eventName(name), text, .create)
    }
    return tags
  }

  @Test func theCalendarIsFoundAndOtherCollectionsAreRefused() async throws {
    try await RadicaleSession.run { radicale in
      let found = try await radicale.calendar.calendar()
      #expect(found.displayName == "Meal plan")
      #expect(found.components == ["VEVENT"])
      #expect(found.collectionTag != nil)

      let plain = try radicale.server.makeAddressBook("contacts")
      let plainError = await calDAVError { try await radicale.client(plain).calendar() }
      #expect(plainError == .notACalendar(plain.absoluteString))
      let tasks = try radicale.server.makeCalendar("tasks", components: ["VTODO"])
      #expect(
        await calDAVError { try await radicale.client(tasks).calendar() }
          == .eventsNotSupported(tasks.absoluteString))
      let wrong = HTTPCredentials(user: radicale.server.user, password: "wrong")
      #expect(
        await calDAVError {
          try await radicale.client(radicale.calendarURL, credentials: wrong).calendar()
        }
          == .unauthorized)
      let missing = radicale.server.calendarURL("nothing-here")
      #expect(await calDAVError { try await radicale.client(missing).calendar() } == .notFound)
    }
  }

  @Test func eventsArePutListedUpdatedAndDeletedOnTheirETags() async throws {
    try await RadicaleSession.run { radicale in
      let calendar = radicale.calendar
      let tags = try await Self.putWeek(calendar)
      #expect(
        await calDAVError {
          try await calendar.put(eventName("plan-1.ics"), PlanEvents.rendang, .create)
        }
          == .conflict)

      let listed = try await calendar.allEvents()
      #expect(listed.events.map(\.name.rawValue) == ["plan-1.ics", "plan-2.ics", "plan-3.ics"])
      #expect(
        listed.events.map { PlanEvents.summary(of: $0.calendarData) } == [
          "SUMMARY:Dinner: Beef Rendang", "SUMMARY:Lunch: Fish & Chips <3",
          "SUMMARY:Breakfast: Crêpes Suzette",
        ])
      #expect(
        Dictionary(uniqueKeysWithValues: listed.events.map { ($0.name.rawValue, $0.etag) }) == tags)
      #expect(try await calendar.eventTags().tags.count == 3)

      // Dinner moves to 20:00: an update on the tag read.
      let name = try eventName("plan-1.ics")
      let later = PlanEvents.rendang.replacingOccurrences(of: "T190000", with: "T200000")
      let stale = try #require(tags["plan-1.ics"])
      let fresh = try #require(try await calendar.put(name, later, .update(stale)))
      #expect(fresh != stale)
      #expect(
        await calDAVError { try await calendar.put(name, PlanEvents.rendang, .update(stale)) }
          == .conflict)
      #expect(await calDAVError { try await calendar.delete(name, stale) } == .conflict)
      let reread = try await calendar.events([name])
      #expect(
        reread.events.map { PlanEvents.start(of: $0.calendarData) } == ["DTSTART:20260105T200000"])
      #expect(reread.events.map(\.etag) == [fresh])

      #expect(try await calendar.delete(name, fresh) == .deleted)
      #expect(try await calendar.delete(name, fresh) == .alreadyGone)
      #expect(
        try await calendar.allEvents().events.map(\.name.rawValue) == ["plan-2.ics", "plan-3.ics"])
      let gone = try await calendar.events([name, try eventName("plan-2.ics")])
      #expect(gone.missing == [name])
      #expect(gone.events.map(\.name.rawValue) == ["plan-2.ics"])
    }
  }

  @Test func anEventMovedAndOneDeletedByAnotherClientAreReported() async throws {
    try await RadicaleSession.run { radicale in
      _ = try await Self.putWeek(radicale.calendar)
      let first = try await radicale.calendar.changes(since: nil)
      #expect(first.changed.count == 3)
      #expect(first.requestCount == 2)
      let quiet = try await radicale.calendar.changes(since: first.snapshot)
      #expect(quiet.isEmpty)
      #expect(quiet.requestCount == 1)

      // The phone moves Monday's dinner to Thursday and deletes Wednesday's breakfast.
      let phoneTags = try await radicale.otherDevice.eventTags().tags
      let dinner = try eventName("plan-1.ics")
      let breakfast = try eventName("plan-3.ics")
      let thursday = PlanEvents.rendang.replacingOccurrences(
        of: "DTSTART:20260105T190000", with: "DTSTART:20260108T190000")
      _ = try await radicale.otherDevice.put(
        dinner, thursday, .update(try #require(phoneTags[dinner])))
      #expect(
        try await radicale.otherDevice.delete(breakfast, try #require(phoneTags[breakfast]))
          == .deleted)

      let changes = try await radicale.calendar.changes(since: first.snapshot)
      #expect(changes.changed.map(\.name) == [dinner])
      #expect(
        changes.changed.map { PlanEvents.start(of: $0.calendarData) } == ["DTSTART:20260108T190000"]
      )
      #expect(changes.removed == [breakfast])
      #expect(changes.requestCount == 3)
      #expect(changes.snapshot.tags.keys.sorted().map(\.rawValue) == ["plan-1.ics", "plan-2.ics"])
      let after = try await radicale.calendar.changes(since: changes.snapshot)
      #expect(after.isEmpty)
      #expect(after.requestCount == 1)
    }
  }

  @Test func ownWritesRecordedInTheSnapshotAreNotReportedBack() async throws {
    try await RadicaleSession.run { radicale in
      let calendar = radicale.calendar
      var snapshot = try await calendar.changes(since: nil).snapshot
      let name = try eventName("plan-2.ics")
      let tag = try await calendar.put(name, PlanEvents.fishAndChips, .create)
      snapshot = snapshot.recording(name, tag)
      let changes = try await calendar.changes(since: snapshot)
      #expect(changes.isEmpty)
      // The version moved with the write: the tags are listed once, nothing fetched.
      #expect(changes.requestCount == 2)
      #expect(try await calendar.changes(since: changes.snapshot).requestCount == 1)
    }
  }
}
