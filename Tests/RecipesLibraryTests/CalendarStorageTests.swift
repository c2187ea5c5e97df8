import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesLibrary

/// The plan's calendar sync records in the library file (schema version 9).
@Suite struct CalendarStorageTests {
  private static let calendar =
    URL(string: "https://cloud.example.org/remote.php/dav/calendars/ana/personal/")
    ?? URL(fileURLWithPath: "/")

  @Test func theAccountAndItsSnapshotAreRememberedReplacedAndForgotten() async throws {
    let library = try await TestLibrary.make()
    #expect(try await library.database.calendarAccount() == nil)
    let synced = Date(timeIntervalSince1970: 1_767_000_000.5)
    try await library.database.saveCalendarAccount(
      CalendarAccount(
        calendarURL: Self.calendar, user: "ana", snapshotVersion: "ctag:1",
        eventTags: ["a.ics": #""1""#, "b.ics": #""2""#]))
    let second = CalendarAccount(
      calendarURL: Self.calendar, user: "ana", snapshotVersion: nil,
      eventTags: ["b.ics": #""3""#], lastSyncedAt: synced)
    try await library.database.saveCalendarAccount(second)
    #expect(try await library.database.calendarAccount() == second)

    try await library.database.saveCalendarRecord(
      CalendarRecord(
        entryID: "plan-1", eventName: "plan-1@recipesapp.org.ics", etag: nil, contentHash: "h",
        start: "20260105T190000"))
    try await library.database.forgetCalendar()
    #expect(try await library.database.calendarAccount() == nil)
    #expect(try await library.database.calendarRecords().isEmpty)
  }

  @Test func recordsAreKeptPerEntryReplacedAndRemoved() async throws {
    let library = try await TestLibrary.make()
    let first = CalendarRecord(
      entryID: "plan-b", eventName: "plan-b@recipesapp.org.ics", etag: #""e-1""#,
      contentHash: "00ff", start: "20260105T190000")
    let other = CalendarRecord(
      entryID: "plan-a", eventName: "plan-a@recipesapp.org.ics", etag: nil,
      contentHash: "abcd", start: "20260106")
    try await library.database.saveCalendarRecord(first)
    try await library.database.saveCalendarRecord(other)
    var moved = first
    moved.etag = #""e-2""#
    moved.start = "20260108T123000"
    try await library.database.saveCalendarRecord(moved)
    #expect(try await library.database.calendarRecords() == [other, moved])
    try await library.database.removeCalendarRecord("plan-a")
    try await library.database.removeCalendarRecord("plan-none")
    #expect(try await library.database.calendarRecords() == [moved])
  }

  @Test func aVersion8LibraryMigratesKeepingItsPlan() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file(LibraryDatabase.fileName)
    do {
      let old = try SQLiteConnection(path: file.path)
      try LibrarySchema.migrations.migrate(old, to: 8)
      try old.run(
        """
        INSERT INTO plan_entries (id, day, meal, position, note)
        VALUES ('plan-1', '2026-01-05', 'dinner', 0, 'Leftovers')
        """)
    }
    let database = try await LibraryDatabase.open(
      in: directory.url, catalog: try TestRecipes.catalogJSON([]))
    let check = try SQLiteConnection(path: file.path)
    #expect(try SchemaMigrations.version(of: check) == LibrarySchema.migrations.latestVersion)
    let monday = try #require(PlanDay(year: 2026, month: 1, day: 5))
    #expect(try await database.planEntries(in: monday...monday).map(\.note) == ["Leftovers"])
    #expect(try await database.calendarAccount() == nil)
    #expect(try await database.calendarRecords().isEmpty)
  }
}
