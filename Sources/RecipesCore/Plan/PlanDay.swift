import Foundation

/// A day on the calendar, with no time and no time zone: what a plan entry is for.
///
/// Arithmetic counts days on the proleptic Gregorian calendar, so "the day after" never
/// depends on where the clocks change. `today(in:now:)` is the one place a time zone counts.
///
/// ```swift
/// let day = PlanDay(parsing: "2026-11-30")  // Monday
/// day?.adding(days: 7).description          // "2026-12-07"
/// ```
public struct PlanDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year (2026).
  public let year: Int
  /// The month, 1…12.
  public let month: Int
  /// The day of the month, 1…31.
  public let day: Int

  /// The day `year`-`month`-`day`, or nil when there is no such day (February 30).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day written `YYYY-MM-DD`, or nil when the text is anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day it is at `now` in `calendar`'s time zone.
  public static func today(in calendar: Calendar, now: Date = Date()) -> PlanDay {
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    return PlanDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
      ?? PlanDay(dayNumber: 0)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Whether `lhs` is the earlier day.
  public static func < (lhs: PlanDay, rhs: PlanDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  // MARK: - Arithmetic

  /// Days since 1970-01-01 (negative before).
  public var dayNumber: Int {
    // Days from civil, after Howard Hinnant's public-domain algorithm.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.month = month
    self.day = day
  }

  /// The day `days` days later (earlier when negative).
  public func adding(days: Int) -> PlanDay { PlanDay(dayNumber: dayNumber + days) }

  /// How many days from `self` to `other` (negative when `other` is earlier).
  public func days(to other: PlanDay) -> Int { other.dayNumber - dayNumber }

  /// The weekday as `Calendar` numbers it: 1 is Sunday, 7 Saturday.
  public var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 + 1 }

  /// The first day of the week holding this day, weeks starting on `firstWeekday` (1 is
  /// Sunday, as in `Calendar.firstWeekday`).
  public func startOfWeek(firstWeekday: Int) -> PlanDay {
    adding(days: -(((weekday - firstWeekday) % 7 + 7) % 7))
  }

  /// Every day from `self` to `last`, both included (none when `last` is earlier).
  public func through(_ last: PlanDay) -> [PlanDay] {
    guard self <= last else { return [] }
    return (0...days(to: last)).map(adding(days:))
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

extension PlanDay: Codable {
  /// Reads a day written `YYYY-MM-DD`.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let day = PlanDay(parsing: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD day: \(text)"))
    }
    self = day
  }

  /// Writes the day as `YYYY-MM-DD`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
