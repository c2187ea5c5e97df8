import Foundation
import RecipesCalendar
import RecipesCore

/// An event of the plan's calendar as the sync reads it: its name, tag, UID and where it
/// starts on the cook's clock.
public struct PlanCalendarServerEvent: Sendable, Equatable {
  /// Its name in the calendar.
  public var name: CalDAVEventName
  /// Its ETag.
  public var etag: WebDAVETag
  /// Its UID.
  public var uid: String
  /// The day it starts, on the cook's clock.
  public var day: PlanDay
  /// The minute of that day it starts; nil for a whole-day event.
  public var minuteOfDay: Int?

  /// Creates an event.
  public init(
    name: CalDAVEventName, etag: WebDAVETag, uid: String, day: PlanDay, minuteOfDay: Int?
  ) {
    self.name = name
    self.etag = etag
    self.uid = uid
    self.day = day
    self.minuteOfDay = minuteOfDay
  }

  /// Reads the first VEVENT of `event`'s text.
  ///
  /// A start in UTC or another zone is turned into wall time in `timeZone`. Throws a one-line reason for text that is no event.
  public init(_ event: CalDAVEvent, timeZone: TimeZone) throws(PlanCalendarSkip) {
    let read: CalendarEvent
    do {
      guard let first = try ICalendarReader().read(event.calendarData).first else {
        throw PlanCalendarSkip(path: event.name.rawValue, reason: "holds no event")
      }
      read = first
    } catch let error as ICalendarError {
      throw PlanCalendarSkip(path: event.name.rawValue, reason: error.description)
    } catch let skip as PlanCalendarSkip {
      throw skip
    } catch {
      throw PlanCalendarSkip(path: event.name.rawValue, reason: "\(error)")
    }
    let start = Self.wallTime(read.start, clock: read.clock, in: timeZone)
    guard let day = PlanDay(year: start.year, month: start.month, day: start.day) else {
      throw PlanCalendarSkip(path: event.name.rawValue, reason: "starts on no real day")
    }
    self.init(
      name: event.name, etag: event.etag, uid: read.uid, day: day,
      minuteOfDay: read.clock == .allDay ? nil : start.hour * 60 + start.minute)
  }

  /// Its start as the sync records it: `YYYYMMDDTHHMM00`, or `YYYYMMDD` for a whole day.
  public var start: String {
    guard let minuteOfDay else { return Self.digits(day) }
    return PlanCalendarServerEvent.start(day: day, minuteOfDay: minuteOfDay)
  }

  /// The recorded form of a start on `day` at `minuteOfDay`.
  static func start(day: PlanDay, minuteOfDay: Int) -> String {
    let hour = minuteOfDay / 60
    let minute = minuteOfDay % 60
    return digits(day) + "T" + (hour < 10 ? "0" : "") + String(hour) + (minute < 10 ? "0" : "")
      + String(minute) + "00"
  }

  private static func digits(_ day: PlanDay) -> String {
    day.description.replacingOccurrences(of: "-", with: "")
  }

  /// `start` read on `clock`, as wall time in `timeZone`.
  private static func wallTime(
    _ start: LocalDateTime, clock: CalendarEvent.Clock, in timeZone: TimeZone
  ) -> LocalDateTime {
    let zone: TimeZone
    switch clock {
    case .floating, .allDay: return start
    case .utc: zone = TimeZone(identifier: "UTC") ?? timeZone
    case .zone(let name):
      guard let named = TimeZone(identifier: name) else { return start }
      zone = named
    }
    var source = Calendar(identifier: .gregorian)
    source.timeZone = zone
    var target = Calendar(identifier: .gregorian)
    target.timeZone = timeZone
    let parts = DateComponents(
      year: start.year, month: start.month, day: start.day, hour: start.hour,
      minute: start.minute)
    guard let instant = source.date(from: parts) else { return start }
    let local = target.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
    return LocalDateTime(
      year: local.year ?? start.year, month: local.month ?? start.month,
      day: local.day ?? start.day, hour: local.hour ?? start.hour,
      minute: local.minute ?? start.minute) ?? start
  }
}

/// An event or entry the calendar sync left alone, and why.
public struct PlanCalendarSkip: Error, Equatable, Sendable, Codable {
  /// The event's name in the calendar (or its href).
  public var path: String
  /// Why, in one line.
  public var reason: String

  /// Creates a record.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
