import Foundation
import RecipesCalendar
import Testing

/// Whatever the text, reading it ends in events or a typed error, never a crash.
@Suite struct ICalendarHostileInputTests {
  private static let valid = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:a@b",
    "DTSTART;TZID=\"Europe/Berlin\":20261130T123000", "DURATION:PT1H30M",
    "SUMMARY:Beef\\, slow\\; \\\\ and", " a fold", "X-RECIPES-RECIPE-ID:catalog-1",
    "END:VEVENT", "END:VCALENDAR", "",
  ].joined(separator: "\r\n")

  @Test func everyTruncationIsReadOrRefused() throws {
    let scalars = Array(Self.valid.unicodeScalars)
    for length in 0...scalars.count {
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars[..<length])
      _ = try? ICalendarReader().read(text)
    }
    #expect(try ICalendarReader().read(Self.valid).count == 1)
  }

  @Test func randomEditsAreReadOrRefused() {
    // A small generator of our own: the same edits on every run.
    var state: UInt64 = 0x5EED
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    let pieces: [String] = [
      ":", ";", "\"", "\\", "\r\n", "\r\n ", "=", "T", "Z", "9", "P", "-", "é",
    ]
    for _ in 0..<2_000 {
      var scalars = Array(Self.valid.unicodeScalars)
      for _ in 0..<(1 + next() % 4) {
        let position = next() % (scalars.count + 1)
        if next() % 2 == 0, position < scalars.count {
          scalars.remove(at: position)
        } else {
          scalars.insert(contentsOf: pieces[next() % pieces.count].unicodeScalars, at: position)
        }
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      _ = try? ICalendarReader().read(text)
    }
  }

  private static func event(lasting duration: String) -> String {
    [
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:a", "DTSTART:20261130T123000",
      "DURATION:\(duration)", "END:VEVENT", "END:VCALENDAR",
    ].joined(separator: "\r\n")
  }

  /// Too large to hold, repeated, out of order, empty or unfinished: a typed error, never
  /// a number made up.
  @Test(
    arguments: [
      "P99999999999999999999W", "PT9223372036854775807S", "P1W1W1W", "-PT", "PT1H2", "PT",
      "P1DT", "P1W2D", "PT1M1H", "P1H", "PT1D", "P1DT1H1H", "PT1HT1M", "P1", "+P", "PT-1H",
    ])
  func malformedDurationsAreErrors(_ duration: String) {
    #expect(throws: ICalendarError.badDuration(duration)) {
      try ICalendarReader().read(Self.event(lasting: duration))
    }
  }

  /// The shapes RFC 5545 allows still read, signs and all.
  @Test(
    arguments: [
      ("P1W", 10_080), ("P2D", 2_880), ("P1DT2H", 1_560), ("PT1H30M", 90), ("PT90S", 1),
      ("-PT15M", -15), ("+PT15M", 15), ("PT1H0M0S", 60), ("P0D", 0),
    ] as [(String, Int)])
  func wellFormedDurationsRead(_ duration: String, _ minutes: Int) throws {
    let events = try ICalendarReader().read(Self.event(lasting: duration))
    #expect(events.map(\.durationMinutes) == [minutes])
  }
}
