import RecipesCalendar
import Testing

@Suite struct ICalendarReaderTests {
  private static func calendar(_ lines: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n")
  }

  @Test func startsInEveryFormAreRead() throws {
    let text = Self.calendar([
      "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "END:VTIMEZONE",
      "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Europe/Berlin:20261130T123000",
      "DTEND;TZID=Europe/Berlin:20261130T140000", "SUMMARY:Lunch", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART:20261201T180000Z", "DURATION:P1DT2H", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTART;VALUE=DATE:20261202", "SUMMARY:All day", "END:VEVENT",
      "BEGIN:VEVENT", "UID:d", "DTSTART:20261203T080000", "DURATION:PT45M",
      "X-RECIPES-RECIPE-ID:catalog-1", "END:VEVENT",
    ])
    let events = try ICalendarReader().read(text)
    #expect(events.map(\.uid) == ["a", "b", "c", "d"])
    #expect(events[0].clock == .zone("Europe/Berlin"))
    #expect(events[0].start == LocalDateTime(year: 2026, month: 11, day: 30, hour: 12, minute: 30))
    #expect(events[0].durationMinutes == 90)
    #expect(events[1].clock == .utc)
    #expect(events[1].durationMinutes == 1560)
    #expect(events[2].clock == .allDay)
    #expect(events[2].durationMinutes == nil)
    #expect(events[3].clock == .floating)
    #expect(events[3].durationMinutes == 45)
    #expect(events[3].extraProperties == [.init(name: "X-RECIPES-RECIPE-ID", value: "catalog-1")])
  }

  @Test func foldedLinesAreJoinedAndTextUnescaped() throws {
    let text = Self.calendar([
      "BEGIN:VEVENT", "UID:a", "DTSTART:20261203T080000",
      "SUMMARY:Beef\\, slow\\; with \\\\ and", "  a fold\\nthere",
      "DESCRIPTION;LANGUAGE=en:x", "\ty", "END:VEVENT",
    ])
    let event = try #require(try ICalendarReader().read(text).first)
    #expect(event.summary == "Beef, slow; with \\ and a fold\nthere")
    #expect(event.description == "xy")
  }

  @Test(arguments: [
    ("", ICalendarError.notACalendar),
    ("BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261203T080000\r\nEND:VEVENT", .notACalendar),
    ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a", .unbalanced("VEVENT")),
    ("BEGIN:VCALENDAR\r\nEND:VEVENT\r\nEND:VCALENDAR", .unbalanced("VEVENT")),
    ("BEGIN:VCALENDAR\r\nno colon here\r\nEND:VCALENDAR", .malformedLine(2)),
    (calendar(["BEGIN:VEVENT", "DTSTART:20261203T080000", "END:VEVENT"]), .missingUID),
    (calendar(["BEGIN:VEVENT", "UID:a", "END:VEVENT"]), .badStart("")),
    (
      calendar(["BEGIN:VEVENT", "UID:a", "DTSTART:20261303T080000", "END:VEVENT"]),
      .badStart("20261303T080000")
    ),
    (calendar(["BEGIN:VEVENT", "UID:a", "DTSTART:2026", "END:VEVENT"]), .badStart("2026")),
    (
      calendar(["BEGIN:VEVENT", "UID:a", "DTSTART:20261203T0800", "END:VEVENT"]),
      .badStart("20261203T0800")
    ),
    (
      calendar([
        "BEGIN:VEVENT", "UID:a", "DTSTART:20261203T080000", "DURATION:PT1X",
        "END:VEVENT",
      ]), .badDuration("PT1X")
    ),
    (
      calendar([
        "BEGIN:VEVENT", "UID:a", "DTSTART:20261203T080000", "DURATION:P",
        "END:VEVENT",
      ]), .badDuration("P")
    ),
  ])
  func brokenInputIsATypedError(_ text: String, _ expected: ICalendarError) {
    #expect(throws: expected) { try ICalendarReader().read(text) }
  }

  @Test func aHugeInputIsRefused() {
    let huge = String(repeating: "X", count: ICalendarReader.maximumBytes + 1)
    #expect(throws: ICalendarError.tooLarge(limit: ICalendarReader.maximumBytes)) {
      try ICalendarReader().read(huge)
    }
  }
}
