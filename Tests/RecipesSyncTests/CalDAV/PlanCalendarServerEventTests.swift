import Foundation
import RecipesCore
import RecipesSync
import Testing

/// `PlanCalendarServerEvent`: an event as another client wrote it, on the cook's clock.
@Suite struct PlanCalendarServerEventTests {
  private static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current

  private static func read(_ start: String) throws -> PlanCalendarServerEvent {
    let text = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Another client//EN", "BEGIN:VEVENT",
      "UID:plan-1@recipesapp.org", "DTSTAMP:20260101T090000Z", start, "SUMMARY:Moved",
      "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    let event = CalDAVEvent(
      name: try CalDAVEventName("plan-1@recipesapp.org.ics"),
      etag: try #require(WebDAVETag(#""7""#)), calendarData: text)
    return try PlanCalendarServerEvent(event, timeZone: berlin)
  }

  @Test func startsInUTCOrAnotherZoneAreReadOnTheCooksClock() throws {
    let floating = try Self.read("DTSTART:20260108T130000")
    #expect(floating.day == PlanDay(year: 2026, month: 1, day: 8))
    #expect(floating.minuteOfDay == 13 * 60)
    #expect(floating.start == "20260108T130000")
    // Berlin is an hour ahead of UTC in January, and two in July.
    #expect(try Self.read("DTSTART:20260108T120000Z").start == "20260108T130000")
    #expect(try Self.read("DTSTART:20260708T230000Z").start == "20260709T010000")
    #expect(
      try Self.read("DTSTART;TZID=America/New_York:20260108T070000").start == "20260108T130000")
    let allDay = try Self.read("DTSTART;VALUE=DATE:20260110")
    #expect(allDay.minuteOfDay == nil)
    #expect(allDay.start == "20260110")
    #expect(allDay.uid == "plan-1@recipesapp.org")
  }

  @Test func textThatIsNoEventIsASkipWithItsReason() throws {
    let event = CalDAVEvent(
      name: try CalDAVEventName("plan-1@recipesapp.org.ics"),
      etag: try #require(WebDAVETag(#""7""#)),
      calendarData: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VCALENDAR\r\n")
    #expect(throws: PlanCalendarSkip.self) {
      try PlanCalendarServerEvent(event, timeZone: Self.berlin)
    }
    let empty = CalDAVEvent(
      name: try CalDAVEventName("empty.ics"), etag: try #require(WebDAVETag(#""8""#)),
      calendarData: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n")
    #expect(throws: PlanCalendarSkip(path: "empty.ics", reason: "holds no event")) {
      try PlanCalendarServerEvent(empty, timeZone: Self.berlin)
    }
  }
}
