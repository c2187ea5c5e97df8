/// A wall-clock date and time with no time zone: "19:00 on 30 November 2026".
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year (2026).
  public var year: Int
  /// The month, 1…12.
  public var month: Int
  /// The day of the month, 1…31.
  public var day: Int
  /// The hour, 0…23.
  public var hour: Int
  /// The minute, 0…59.
  public var minute: Int

  /// Creates a date and time; nil when there is no such day or time.
  public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...CivilDays.daysIn(month: month, year: year)).contains(day), (0...23).contains(hour),
      (0...59).contains(minute)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
  }

  /// Minutes since 1970-01-01 00:00 of the same clock.
  public var minutesSinceEpoch: Int {
    (CivilDays.dayNumber(year: year, month: month, day: day) * 24 + hour) * 60 + minute
  }

  /// `YYYYMMDDTHHMM00`, as iCalendar writes a date and time.
  public var description: String {
    CivilDays.digits(year, 4) + CivilDays.digits(month, 2) + CivilDays.digits(day, 2) + "T"
      + CivilDays.digits(hour, 2) + CivilDays.digits(minute, 2) + "00"
  }

  /// Whether `lhs` is earlier on the same clock.
  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute)
      < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute)
  }
}

/// One event of a calendar (a VEVENT): what the plan publishes and reads back.
public struct CalendarEvent: Equatable, Sendable {
  /// How the start is to be read.
  public enum Clock: Equatable, Sendable {
    /// Wall time wherever the reader is (iCalendar's "floating" time).
    case floating
    /// Coordinated universal time.
    case utc
    /// Wall time in the named zone (`TZID`), kept as written.
    case zone(String)
    /// A whole day: the time is ignored.
    case allDay
  }

  /// A property beyond the standard ones (`X-RECIPES-ENTRY`); its name starts with `X-`.
  public struct ExtraProperty: Equatable, Sendable {
    /// The name, upper case, starting with `X-`.
    public var name: String
    /// The value, as text.
    public var value: String

    /// Creates a property.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The event's identifier, stable across exports.
  public var uid: String
  /// When it starts.
  public var start: LocalDateTime
  /// How `start` is to be read.
  public var clock: Clock
  /// How long it lasts, in minutes; nil when the calendar does not say.
  public var durationMinutes: Int?
  /// Its title.
  public var summary: String
  /// Its longer text, if any.
  public var description: String?
  /// A link, if any.
  public var url: String?
  /// Other `X-` properties, in order.
  public var extraProperties: [ExtraProperty]

  /// Creates an event.
  public init(
    uid: String, start: LocalDateTime, clock: Clock = .floating, durationMinutes: Int? = nil,
    summary: String, description: String? = nil, url: String? = nil,
    extraProperties: [ExtraProperty] = []
  ) {
    self.uid = uid
    self.start = start
    self.clock = clock
    self.durationMinutes = durationMinutes
    self.summary = summary
    self.description = description
    self.url = url
    self.extraProperties = extraProperties
  }
}

/// Day arithmetic on the proleptic Gregorian calendar, without time zones.
enum CivilDays {
  /// Days since 1970-01-01, after Howard Hinnant's public-domain algorithm.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
