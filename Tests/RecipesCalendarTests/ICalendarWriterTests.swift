import Foundation
import RecipesCalendar
import Testing

@Suite struct ICalendarWriterTests {
  private static func event(summary: String, description: String? = nil) throws -> CalendarEvent {
    CalendarEvent(
      uid: "plan-1@recipesapp.org",
      start: try #require(LocalDateTime(year: 2026, month: 12, day: 2, hour: 19, minute: 0)),
      durationMinutes: 60, summary: summary, description: description,
      url: "https://example.org/r",
      extraProperties: [.init(name: "X-RECIPES-RECIPE-ID", value: "catalog-1")])
  }

  @Test func aCalendarIsWrittenLineByLineWithCRLF() throws {
    let text = ICalendarWriter(productID: "-//Recipes//Test//EN").write(
      [try Self.event(summary: "Dinner: Rendang")],
      stamp: Date(timeIntervalSince1970: 1_796_205_600))
    #expect(
      text
        == [
          "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recipes//Test//EN", "CALSCALE:GREGORIAN",
          "BEGIN:VEVENT", "UID:plan-1@recipesapp.org", "DTSTAMP:20261202T100000Z",
          "DTSTART:20261202T190000", "DURATION:PT1H", "SUMMARY:Dinner: Rendang",
          "URL:https://example.org/r", "X-RECIPES-RECIPE-ID:catalog-1", "END:VEVENT",
          "END:VCALENDAR", "",
        ].joined(separator: "\r\n"))
  }

  @Test func textIsEscaped() throws {
    let text = ICalendarWriter(productID: "p").write(
      [try Self.event(summary: "a,b;c\\d\ne\r\nf")], stamp: Date(timeIntervalSince1970: 0))
    #expect(text.contains("\r\nSUMMARY:a\\,b\\;c\\\\d\\ne\\nf\r\n"))
  }

  @Test func longLinesFoldAt75OctetsWithoutSplittingACharacter() throws {
    // 3-octet characters: a fold that counted characters, or split bytes, would show.
    let summary = String(repeating: "€", count: 60) + String(repeating: "x", count: 50)
    let text = ICalendarWriter(productID: "p").write(
      [try Self.event(summary: summary)], stamp: Date(timeIntervalSince1970: 0))
    let lines = text.components(separatedBy: "\r\n")
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    let start = try #require(lines.firstIndex { $0.hasPrefix("SUMMARY:") })
    // "SUMMARY:" is 8 octets: 22 euros (66 octets) fit in 75, the 23rd would not.
    #expect(lines[start] == "SUMMARY:" + String(repeating: "€", count: 22))
    // Continuations: a space and 24 euros (73 octets); then a space, 14 euros and 32 x.
    #expect(lines[start + 1] == " " + String(repeating: "€", count: 24))
    #expect(
      lines[start + 2] == " " + String(repeating: "€", count: 14)
        + String(repeating: "x", count: 32))
    #expect(lines[start + 3] == " " + String(repeating: "x", count: 18))
  }

  @Test func whatIsWrittenIsReadBack() throws {
    let original = try Self.event(
      summary: String(repeating: "Beef Rendang, slow; ", count: 8),
      description: "8 servings\n\n800 g Beef\n2 stalks Lemongrass \\ fresh")
    let text = ICalendarWriter(productID: "p").write([original], stamp: Date())
    #expect(try ICalendarReader().read(text) == [original])
  }
}
