/// Why an iCalendar text could not be read.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is larger than `ICalendarReader.maximumBytes`.
  case tooLarge(limit: Int)
  /// The text holds no `BEGIN:VCALENDAR`.
  case notACalendar
  /// A line has no `:` between name and value (line number, from 1, after unfolding).
  case malformedLine(Int)
  /// A component was opened and never closed, or closed without being opened.
  case unbalanced(String)
  /// An event has no `UID`.
  case missingUID
  /// An event has no `DTSTART`, or one that is not a date or date and time.
  case badStart(String)
  /// A `DURATION` or `DTEND` that cannot be read.
  case badDuration(String)
  /// More events than `ICalendarReader.maximumEvents`.
  case tooManyEvents(limit: Int)

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .tooLarge(let limit): "the calendar is larger than \(limit) bytes"
    case .notACalendar: "the text is not an iCalendar file (no BEGIN:VCALENDAR)"
    case .malformedLine(let line): "line \(line) of the calendar has no value"
    case .unbalanced(let name): "the calendar's \(name) is not closed properly"
    case .missingUID: "an event of the calendar has no UID"
    case .badStart(let value): "an event starts at '\(value)', which is not a date"
    case .badDuration(let value): "an event lasts '\(value)', which is not a duration"
    case .tooManyEvents(let limit): "the calendar has more than \(limit) events"
    }
  }
}
