/// Reads the events of an iCalendar text (RFC 5545).
///
/// Lines are unfolded and TEXT unescaped. A start is a floating, UTC or `TZID` date and
/// time (the zone's wall time is kept as written) or a whole day; the length comes from
/// `DURATION` or `DTEND`. Other components (time zones, to-dos) and unknown properties are
/// skipped; `X-` properties are kept. Broken input is a typed error, never a crash.
public struct ICalendarReader: Sendable {
  /// The largest text read, in bytes.
  public static let maximumBytes = 8 << 20
  /// The most events read.
  public static let maximumEvents = 100_000

  /// Creates a reader.
  public init() {}

  /// The events of `text`, in order.
  public func read(_ text: String) throws(ICalendarError) -> [CalendarEvent] {
    guard text.utf8.count <= Self.maximumBytes else {
      throw .tooLarge(limit: Self.maximumBytes)
    }
    var events: [CalendarEvent] = []
    var stack: [String] = []
    var properties: [ContentLine] = []
    var sawCalendar = false
    for (index, raw) in Self.unfolded(text).enumerated() where !raw.isEmpty {
      guard let line = ContentLine(raw) else { throw .malformedLine(index + 1) }
      switch line.name {
      case "BEGIN":
        let component = line.value.uppercased()
        if component == "VCALENDAR" { sawCalendar = true }
        if component == "VEVENT" { properties = [] }
        stack.append(component)
      case "END":
        guard stack.last == line.value.uppercased() else { throw .unbalanced(line.value) }
        if stack.removeLast() == "VEVENT" {
          guard events.count < Self.maximumEvents else {
            throw .tooManyEvents(limit: Self.maximumEvents)
          }
          events.append(try Self.event(properties))
        }
      default:
        if stack.last == "VEVENT" { properties.append(line) }
      }
    }
    guard sawCalendar else { throw .notACalendar }
    if let open = stack.last { throw .unbalanced(open) }
    return events
  }

  // MARK: - Lines

  /// The logical lines: a line break followed by a space or tab continues the line.
  static func unfolded(_ text: String) -> [String] {
    var lines: [String] = []
    var current: String?
    // Only CR and LF break lines: other Unicode line separators are text.
    let breaks: Set<Character> = ["\r\n", "\n", "\r"]
    for physical in text.split(omittingEmptySubsequences: false, whereSeparator: breaks.contains) {
      if let first = physical.first, first == " " || first == "\t", current != nil {
        current? += physical.dropFirst()
      } else {
        if let current { lines.append(current) }
        current = String(physical)
      }
    }
    if let current { lines.append(current) }
    return lines
  }

  /// A TEXT value with its escapes undone.
  static func unescaped(_ text: String) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n", "N": result.append("\n")
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  // MARK: - Events

  private static func event(_ lines: [ContentLine]) throws(ICalendarError) -> CalendarEvent {
    func first(_ name: String) -> ContentLine? { lines.first { $0.name == name } }
    guard let uid = first("UID")?.value, !uid.isEmpty else { throw .missingUID }
    guard let startLine = first("DTSTART") else { throw .badStart("") }
    let (start, clock) = try Self.start(startLine)
    var minutes: Int?
    if let duration = first("DURATION") {
      minutes = try Self.minutes(duration.value)
    } else if let endLine = first("DTEND") {
      let (end, _) = try Self.start(endLine)
      minutes = end.minutesSinceEpoch - start.minutesSinceEpoch
    }
    return CalendarEvent(
      uid: unescaped(uid), start: start, clock: clock, durationMinutes: minutes,
      summary: first("SUMMARY").map { unescaped($0.value) } ?? "",
      description: first("DESCRIPTION").map { unescaped($0.value) },
      url: first("URL")?.value,
      extraProperties: lines.filter { $0.name.hasPrefix("X-") }.map {
        CalendarEvent.ExtraProperty(name: $0.name, value: unescaped($0.value))
      })
  }

  private static func start(_ line: ContentLine) throws(ICalendarError)
    -> (LocalDateTime, CalendarEvent.Clock)
  {
    let value = line.value
    let digits = Array(value.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= digits.count,
        digits[range].allSatisfy({ (0x30...0x39).contains($0) })
      else { return nil }
      return digits[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8) else {
      throw .badStart(value)
    }
    if digits.count == 8 {
      guard let date = LocalDateTime(year: year, month: month, day: day) else {
        throw .badStart(value)
      }
      return (date, .allDay)
    }
    let isUTC = digits.count == 16 && digits[15] == UInt8(ascii: "Z")
    guard digits.count == 15 || isUTC, digits[8] == UInt8(ascii: "T"),
      let hour = number(9..<11), let minute = number(11..<13), number(13..<15) != nil,
      let time = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute)
    else { throw .badStart(value) }
    if isUTC { return (time, .utc) }
    if let zone = line.parameters["TZID"] { return (time, .zone(zone)) }
    return (time, .floating)
  }

  /// The minutes of a DURATION value: `P1W`, `PT1H30M`, `-P1DT2H`, seconds rounded down.
  ///
  /// As RFC 5545 writes it: weeks alone, or days then a time; each designator at most once
  /// and in order (`P1W1W1W` and `PT1M1H` are no durations), a time never empty (`-PT`,
  /// `P1DT`), and at least one number.
  private static func minutes(_ value: String) throws(ICalendarError) -> Int {
    var text = Substring(value)
    var sign = 1
    if text.first == "-" || text.first == "+" {
      if text.first == "-" { sign = -1 }
      text = text.dropFirst()
    }
    guard text.first == "P", text.count > 1, text.count < 40 else { throw .badDuration(value) }
    let order: [Character] = ["W", "D", "T", "H", "M", "S"]
    let factors: [Character: Int] = ["W": 604_800, "D": 86_400, "H": 3600, "M": 60, "S": 1]
    var seconds = 0
    var number: Int?
    var last = -1
    var components = 0
    for character in text.dropFirst() {
      if let digit = character.wholeNumberValue, character.isASCII {
        // A million weeks is far past any event; larger numbers would overflow the sum.
        let grown = (number ?? 0) * 10 + digit
        guard grown <= 1_000_000 else { throw .badDuration(value) }
        number = grown
        continue
      }
      guard let position = order.firstIndex(of: character), position > last,
        last != 0  // weeks stand alone
      else { throw .badDuration(value) }
      let isTime = position > 2
      // Hours, minutes and seconds come after "T"; weeks and days before it.
      guard isTime == (last >= 2) || character == "T" else { throw .badDuration(value) }
      if character == "T" {
        guard number == nil else { throw .badDuration(value) }
      } else {
        guard let count = number, let factor = factors[character] else {
          throw .badDuration(value)
        }
        seconds += count * factor
        components += 1
      }
      last = position
      number = nil
    }
    // A number with no designator, nothing after "T", or no number at all.
    guard number == nil, last != 2, components > 0 else { throw .badDuration(value) }
    return sign * seconds / 60
  }
}

/// One unfolded line: `NAME;PARAM=value:VALUE`.
struct ContentLine {
  /// The name, upper case.
  let name: String
  /// The parameters by upper-case name, quotes removed.
  let parameters: [String: String]
  /// The value as written (TEXT still escaped).
  let value: String

  init?(_ line: String) {
    var name = ""
    var parameters: [String: String] = [:]
    var index = line.startIndex
    while index < line.endIndex, line[index] != ";", line[index] != ":" {
      name.append(line[index])
      index = line.index(after: index)
    }
    guard !name.isEmpty, index < line.endIndex else { return nil }
    // Parameters: ;NAME=value or ;NAME="quoted: value", up to the first colon outside
    // quotes.
    while line[index] == ";" {
      index = line.index(after: index)
      var parameter = ""
      var inQuotes = false
      while index < line.endIndex, inQuotes || (line[index] != ";" && line[index] != ":") {
        if line[index] == "\"" { inQuotes.toggle() } else { parameter.append(line[index]) }
        index = line.index(after: index)
      }
      guard index < line.endIndex else { return nil }
      let parts = parameter.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { parameters[parts[0].uppercased()] = String(parts[1]) }
    }
    guard line[index] == ":" else { return nil }
    self.name = name.uppercased()
    self.parameters = parameters
    self.value = String(line[line.index(after: index)...])
  }
}
