import Foundation

/// Hand-written iCalendar events of a planned week, as the plan's sync will publish them.
enum PlanEvents {
  /// One VCALENDAR holding one VEVENT, lines ended with CRLF as RFC 5545 says.
  static func calendar(uid: String, start: String, summary: String) -> String {
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Recipes tests//Plan//EN",
      "BEGIN:VEVENT",
      "UID:\(uid)",
      "DTSTAMP:20260101T090000Z",
      "DTSTART:\(start)",
      "DURATION:PT1H",
      "SUMMARY:\(summary)",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].joined(separator: "\r\n")
  }

  /// Monday's dinner.
  static let rendang = calendar(
    uid: "plan-1@recipes.test", start: "20260105T190000", summary: "Dinner: Beef Rendang")
  /// Tuesday's lunch, with characters XML must escape on the way back.
  static let fishAndChips = calendar(
    uid: "plan-2@recipes.test", start: "20260106T123000", summary: "Lunch: Fish & Chips <3")
  /// Wednesday's breakfast, with accents.
  static let crepes = calendar(
    uid: "plan-3@recipes.test", start: "20260107T080000", summary: "Breakfast: Crêpes Suzette")

  /// The DTSTART line of `text`, or nil.
  static func start(of text: String) -> String? {
    text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("DTSTART") }.map(String.init)
  }

  /// The SUMMARY line of `text`, or nil.
  static func summary(of text: String) -> String? {
    text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("SUMMARY") }.map(String.init)
  }
}
