import Foundation
import RecipesCalendar
import RecipesCore
import RecipesFixtures
import RecipesSync
import Testing

/// The plan's calendar sync against a real Radicale: both ways, with another client moving
/// and deleting events.
@Suite(
  .serialized,
  .enabled(if: RadicaleInstallation.testsRun, Comment(rawValue: RadicaleInstallation.skipReason)))
struct PlanCalendarRadicaleTests {
  private static let monday = PlanCalendarMachine.monday
  private static let week = [
    PlanCalendarMachine.dinner("plan-a", day: monday),
    PlanCalendarMachine.dinner("plan-b", day: monday.adding(days: 1), note: "Leftovers, again"),
    PlanCalendarMachine.dinner("plan-c", day: monday.adding(days: 2)),
  ]

  /// A machine with the week planned, synced once.
  private static func synced(_ radicale: RadicaleSession) async throws -> PlanCalendarMachine {
    let machine = PlanCalendarMachine(calendarURL: radicale.calendarURL)
    await machine.library.setPlan(week)
    let first = try await machine.sync(radicale.calendar)
    #expect(first.created == 3)
    return machine
  }

  @Test func theFirstSyncCreatesOneEventPerEntryAndTheSecondChangesNothing() async throws {
    try await RadicaleSession.run { radicale in
      let machine = try await Self.synced(radicale)
      let events = try await planEvents(radicale.otherDevice)
      #expect(
        events.keys.sorted() == [
          "plan-a@recipesapp.org", "plan-b@recipesapp.org", "plan-c@recipesapp.org",
        ])
      let rendang = try #require(events["plan-a@recipesapp.org"])
      #expect(rendang.summary == "Dinner: Beef Rendang")
      #expect(rendang.start == LocalDateTime(year: 2026, month: 1, day: 5, hour: 19, minute: 0))
      #expect(rendang.durationMinutes == 60)
      #expect(events["plan-b@recipesapp.org"]?.summary == "Dinner: Leftovers, again")

      let second = try await machine.sync(radicale.calendar)
      #expect(second == PlanCalendarReport())
      #expect(machine.requests.withLock { $0 } <= 2)
      let third = try await machine.sync(radicale.calendar)
      #expect(third == PlanCalendarReport())
      #expect(machine.requests.withLock { $0 } == 1)
      #expect(try await planEvents(radicale.otherDevice).keys.count == 3)
      #expect(await machine.library.plan == Self.week)
    }
  }

  @Test func anEntryMovedHereMovesItsEventAndOneRemovedDeletesIt() async throws {
    try await RadicaleSession.run { radicale in
      let machine = try await Self.synced(radicale)
      _ = try await machine.library.client.movePlanEntry(
        "plan-a", Self.monday.adding(days: 3),
        .lunch, nil)
      _ = try await machine.library.client.removePlanEntry("plan-c")

      let report = try await machine.sync(radicale.calendar)
      #expect(report.updated == 1)
      #expect(report.deletedThere == 1)
      #expect(report.created == 0)
      let events = try await planEvents(radicale.otherDevice)
      #expect(events.keys.sorted() == ["plan-a@recipesapp.org", "plan-b@recipesapp.org"])
      #expect(
        events["plan-a@recipesapp.org"]?.start
          == LocalDateTime(year: 2026, month: 1, day: 8, hour: 12, minute: 30))
      #expect(events["plan-a@recipesapp.org"]?.summary == "Lunch: Beef Rendang")
      #expect(await machine.library.calendarRecords.keys.sorted() == ["plan-a", "plan-b"])
    }
  }

  @Test func anEventMovedOnTheServerMovesItsEntryToTheNearestMeal() async throws {
    try await RadicaleSession.run { radicale in
      let machine = try await Self.synced(radicale)
      let name = try PlanCalendarMachine.eventName("plan-a")
      let stored = try #require(
        try await radicale.otherDevice.events([name]).events.first)
      // The phone moves Monday's dinner to Thursday at 13:00, and renames it.
      let moved = stored.calendarData
        .replacingOccurrences(of: "DTSTART:20260105T190000", with: "DTSTART:20260108T130000")
        .replacingOccurrences(of: "SUMMARY:Dinner: Beef Rendang", with: "SUMMARY:Rendang!")
      #expect(moved != stored.calendarData)
      _ = try await radicale.otherDevice.put(name, moved, .update(stored.etag))

      let report = try await machine.sync(radicale.calendar)
      #expect(report.movedHere == 1)
      #expect(report.updated == 0)
      let entry = try #require(await machine.library.plan.first { $0.id == "plan-a" })
      #expect(entry.day == Self.monday.adding(days: 3))
      #expect(entry.meal == .lunch)
      #expect(entry.content == .recipe(PlanCalendarMachine.rendang.id, servings: 2))
      // The cook's event stays as the phone left it, and the next sync is quiet.
      #expect(
        try await planEvents(radicale.otherDevice)["plan-a@recipesapp.org"]?.summary
          == "Rendang!")
      #expect(try await machine.sync(radicale.calendar) == PlanCalendarReport())
    }
  }

  @Test func anEventDeletedOnTheServerRemovesItsEntryAndForeignEventsStay() async throws {
    try await RadicaleSession.run { radicale in
      let machine = try await Self.synced(radicale)
      let foreign = try CalDAVEventName("dentist.ics")
      let dentist = PlanEvents.calendar(
        uid: "dentist-1@example.org", start: "20260106T190000", summary: "Dentist")
      _ = try await radicale.otherDevice.put(foreign, dentist, .create)
      let name = try PlanCalendarMachine.eventName("plan-b")
      let stored = try #require(try await radicale.otherDevice.events([name]).events.first)
      _ = try await radicale.otherDevice.delete(name, stored.etag)

      let report = try await machine.sync(radicale.calendar)
      #expect(report.removedHere == 1)
      #expect(report.created == 0 && report.updated == 0 && report.deletedThere == 0)
      #expect(await machine.library.plan.map(\.id) == ["plan-a", "plan-c"])
      let left = try await radicale.otherDevice.allEvents().events
      #expect(
        left.map(\.name.rawValue) == [
          "dentist.ics", "plan-a@recipesapp.org.ics", "plan-c@recipesapp.org.ics",
        ])
      #expect(left.first?.calendarData.contains("SUMMARY:Dentist") == true)
    }
  }

  @Test func bothChangedTheServersDateWinsAndOurServingsStay() async throws {
    try await RadicaleSession.run { radicale in
      let machine = try await Self.synced(radicale)
      let name = try PlanCalendarMachine.eventName("plan-c")
      let stored = try #require(try await radicale.otherDevice.events([name]).events.first)
      let moved = stored.calendarData.replacingOccurrences(
        of: "DTSTART:20260107T190000", with: "DTSTART:20260109T200000")
      _ = try await radicale.otherDevice.put(name, moved, .update(stored.etag))
      // Here, the same entry gets more servings.
      await machine.library.setPlan(
        Self.week.filter { $0.id != "plan-c" } + [
          PlanEntry(
            id: "plan-c", day: Self.monday.adding(days: 2), meal: .dinner,
            content: .recipe(PlanCalendarMachine.rendang.id, servings: 6))
        ])

      let report = try await machine.sync(radicale.calendar)
      #expect(report.movedHere == 1)
      #expect(report.updated == 1)
      let entry = try #require(await machine.library.plan.first { $0.id == "plan-c" })
      #expect(entry.day == Self.monday.adding(days: 4))
      #expect(entry.meal == .dinner)
      #expect(entry.servings == 6)
      let event = try #require(try await planEvents(radicale.otherDevice)["plan-c@recipesapp.org"])
      #expect(event.start == LocalDateTime(year: 2026, month: 1, day: 9, hour: 19, minute: 0))
      #expect(event.description?.hasPrefix("6 servings") == true)
    }
  }

  @Test func aWriteRefusedWith412IsReadAgainAndPlannedOnce() async throws {
    try await RadicaleSession.run { radicale in
      let machine = try await Self.synced(radicale)
      // The phone renames Monday's event after this machine last looked…
      let name = try PlanCalendarMachine.eventName("plan-a")
      let stored = try #require(try await radicale.otherDevice.events([name]).events.first)
      let renamed = stored.calendarData.replacingOccurrences(
        of: "SUMMARY:Dinner: Beef Rendang", with: "SUMMARY:Mum's rendang")
      // …between this machine's listing and its write: a client that writes first.
      let sneaky = CalDAVClient(
        calendar: radicale.calendar.calendar, eventTags: radicale.calendar.eventTags,
        allEvents: radicale.calendar.allEvents, events: radicale.calendar.events,
        put: {
          [other = radicale.otherDevice, calendar = radicale.calendar] event, text, condition
            throws(CalDAVError) in
          if event == name, case .update(let tag) = condition, tag == stored.etag {
            _ = try await other.put(name, renamed, .update(stored.etag))
          }
          return try await calendar.put(event, text, condition)
        },
        delete: radicale.calendar.delete)
      _ = try await machine.library.client.movePlanEntry("plan-a", Self.monday, .lunch, nil)

      let report = try await machine.sync(sneaky)
      #expect(report.updated == 1)
      #expect(report.skipped.isEmpty)
      // Version, tags, the refused PUT, the event read again, the PUT on its new tag.
      #expect(machine.requests.withLock { $0 } == 5)
      let event = try #require(try await planEvents(radicale.otherDevice)["plan-a@recipesapp.org"])
      #expect(event.summary == "Lunch: Beef Rendang")
      #expect(event.start == LocalDateTime(year: 2026, month: 1, day: 5, hour: 12, minute: 30))
    }
  }

  @Test func aFailingServerStopsWithItsErrorAndLosesNothing() async throws {
    try await RadicaleSession.run { radicale in
      let machine = try await Self.synced(radicale)
      _ = try await machine.library.client.removePlanEntry("plan-b")
      let refusing = CalDAVClient(
        calendar: radicale.calendar.calendar, eventTags: radicale.calendar.eventTags,
        allEvents: radicale.calendar.allEvents, events: radicale.calendar.events,
        put: radicale.calendar.put,
        delete: { _, _ throws(CalDAVError) in throw .insufficientStorage })

      await #expect(throws: PlanCalendarSyncError.server(.insufficientStorage)) {
        try await machine.sync(refusing)
      }
      #expect(await machine.library.calendarRecords["plan-b"] != nil)
      let report = try await machine.sync(radicale.calendar)
      #expect(report.deletedThere == 1)
      #expect(try await planEvents(radicale.otherDevice).count == 2)
    }
  }
}
