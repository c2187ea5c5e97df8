import Foundation

/// Writes events as an iCalendar file (RFC 5545).
///
/// Lines end in CRLF and are folded at 75 octets, never inside a UTF-8 sequence; TEXT
/// values have `\`, `;`, `,` and line breaks escaped; DTSTAMP is in UTC.
///
/// ```swift
/// let text = ICalendarWriter(productID: "-//Recipes//Plan//EN")
///   .write([event], stamp: Date())
/// ```
public struct ICalendarWriter: Sendable {
  /// The `PRODID` written: who made the file.
  public let productID: String

  /// Creates a writer naming its product `productID`.
  public init(productID: String) {
    self.productID = productID
  }

  /// The calendar holding `events`, stamped `stamp`.
  public func write(_ events: [CalendarEvent], stamp: Date) -> String {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + Self.escaped(productID)]
    lines.append("CALSCALE:GREGORIAN")
    let stampText = Self.utcStamp(stamp)
    for event in events {
      lines.append("BEGIN:VEVENT")
      lines.append("UID:" + Self.escaped(event.uid))
      lines.append("DTSTAMP:" + stampText)
      lines.append(Self.start(event))
      if let minutes = event.durationMinutes, event.clock != .allDay {
        lines.append("DURATION:" + Self.duration(minutes))
      }
      lines.append("SUMMARY:" + Self.escaped(event.summary))
      if let description = event.description {
        lines.append("DESCRIPTION:" + Self.escaped(description))
      }
      if let url = event.url { lines.append("URL:" + url) }
      for property in event.extraProperties where Self.isExtensionName(property.name) {
        lines.append(property.name.uppercased() + ":" + Self.escaped(property.value))
      }
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.map(Self.folded).joined()
  }

  // MARK: - Values

  /// TEXT escaped as RFC 5545 § 3.3.11 asks.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\r": result += "\\n"
      case "\n": if !previousWasCarriageReturn { result += "\\n" }
      default:
        // Other control characters are not allowed in a TEXT value.
        if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A line folded so no line is longer than 75 octets, ending in CRLF.
  static func folded(_ line: String) -> String {
    var result = ""
    var octets = 0
    var limit = 75
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      if octets + size > limit {
        result += "\r\n "
        octets = 1
        limit = 75
      }
      result.unicodeScalars.append(scalar)
      octets += size
    }
    return result + "\r\n"
  }

  private static func start(_ event: CalendarEvent) -> String {
    let start = event.start
    switch event.clock {
    case .floating: return "DTSTART:\(start)"
    case .utc: return "DTSTART:\(start)Z"
    case .zone(let name): return "DTSTART;TZID=\(parameterValue(name)):\(start)"
    case .allDay:
      return "DTSTART;VALUE=DATE:" + String(start.description.prefix(8))
    }
  }

  private static func duration(_ minutes: Int) -> String {
    let sign = minutes < 0 ? "-" : ""
    let total = abs(minutes)
    let days = total / 1440
    let hours = total % 1440 / 60
    let rest = total % 60
    var text = sign + "P"
    if days > 0 { text += "\(days)D" }
    if hours > 0 || rest > 0 || days == 0 {
      text += "T"
      if hours > 0 { text += "\(hours)H" }
      if rest > 0 || hours == 0 { text += "\(rest)M" }
    }
    return text
  }

  private static func utcStamp(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = Int((Double(seconds) / 86_400).rounded(.down))
    let secondOfDay = seconds - days * 86_400
    let day = CivilDay(dayNumber: days)
    return CivilDays.digits(day.year, 4) + CivilDays.digits(day.month, 2)
      + CivilDays.digits(day.day, 2) + "T" + CivilDays.digits(secondOfDay / 3600, 2)
      + CivilDays.digits(secondOfDay % 3600 / 60, 2) + CivilDays.digits(secondOfDay % 60, 2)
      + "Z"
  }

  /// A parameter value, quoted when it holds `:`, `;` or `,`; quotes themselves dropped.
  private static func parameterValue(_ text: String) -> String {
    let clean = text.filter { $0 != "\"" && !$0.isNewline }
    return clean.contains(where: { ":;,".contains($0) }) ? "\"\(clean)\"" : clean
  }

  private static func isExtensionName(_ name: String) -> Bool {
    let upper = name.uppercased()
    return upper.hasPrefix("X-") && upper.count > 2
      && upper.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
  }
}

/// A day from a day number: the inverse of `CivilDays.dayNumber`.
struct CivilDay {
  let year: Int
  let month: Int
  let day: Int

  init(dayNumber: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }
}
