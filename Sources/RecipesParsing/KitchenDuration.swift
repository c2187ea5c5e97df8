import Foundation

/// Minutes from the ways recipes write how long something takes: ISO 8601 durations
/// (`PT1H30M`) and free text ("30 to 45 minutes", "1 hr 15 min", "half an hour").
public enum KitchenDuration {
  /// More than this many minutes (about two months) is no kitchen time but a mistake.
  private static let maximumMinutes = 100_000

  /// The minutes of an ISO 8601 duration, rounded; nil for garbage, for zero, and for years
  /// or months (no recipe takes those, and they have no fixed length).
  ///
  /// ```swift
  /// KitchenDuration.minutes(iso8601: "PT1H30M")  // 90
  /// KitchenDuration.minutes(iso8601: "P0DT0H20M")  // 20
  /// KitchenDuration.minutes(iso8601: "PT0.5H")  // 30
  /// ```
  public static func minutes(iso8601 text: String) -> Int? {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces).uppercased())
    guard rest.first == "P" else { return nil }
    rest.removeFirst()
    var seconds = 0.0
    var inTime = false
    var components = 0
    while !rest.isEmpty {
      if rest.first == "T", !inTime {
        inTime = true
        rest.removeFirst()
        continue
      }
      let number = rest.prefix(while: { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") })
      guard !number.isEmpty, let value = Double(number.replacingOccurrences(of: ",", with: ".")),
        let designator = rest.dropFirst(number.count).first,
        let unit = inTime
          ? timeUnits[designator] : dateUnits[designator] ?? zeroOnlyUnit(designator, value)
      else { return nil }
      seconds += value * unit
      components += 1
      rest = rest.dropFirst(number.count + 1)
    }
    guard components > 0 else { return nil }
    return rounded(seconds / 60)
  }

  /// The minutes of a duration written in words, the lower bound of a range; nil when the
  /// text names no time.
  ///
  /// ```swift
  /// KitchenDuration.minutes(freeText: "30 to 45 minutes")  // 30
  /// KitchenDuration.minutes(freeText: "1 hour 15 min")  // 75
  /// KitchenDuration.minutes(freeText: "45 minutes to an hour")  // 45
  /// ```
  public static func minutes(freeText text: String) -> Int? {
    var reader = FreeTextDurationReader(tokens: tokens(of: text.lowercased()))
    return reader.minutes().flatMap(rounded)
  }

  /// Either form: ISO 8601 when the text is one, else words.
  public static func minutes(_ text: String) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.uppercased().hasPrefix("P") { return minutes(iso8601: trimmed) }
    return minutes(freeText: trimmed)
  }

  private static let dateUnits: [Character: Double] = ["W": 604_800, "D": 86_400]

  /// Years and months are read only when zero: some sites write every field
  /// ("P0Y0M0DT0H35M0.000S").
  private static func zeroOnlyUnit(_ designator: Character, _ value: Double) -> Double? {
    (designator == "Y" || designator == "M") && value == 0 ? 0 : nil
  }
  private static let timeUnits: [Character: Double] = ["H": 3_600, "M": 60, "S": 1]

  private static func rounded(_ minutes: Double) -> Int? {
    guard minutes.isFinite, minutes > 0, minutes <= Double(maximumMinutes) else { return nil }
    let whole = Int(minutes.rounded())
    return whole == 0 ? 1 : whole
  }

  /// Words, numbers and dashes: "1h30" → ["1", "h", "30"], "1½" → ["1", "½"].
  private static func tokens(of text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var currentIsNumber = false
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    for character in text {
      let isNumber =
        character.isASCII && (character.isNumber || character == "." || character == "/")
      if character.isWhitespace || character == "," {
        flush()
      } else if FreeTextDurationReader.vulgarFractions[character] != nil
        || "-–—".contains(character)
      {
        flush()
        tokens.append(String(character))
      } else {
        if !current.isEmpty, isNumber != currentIsNumber { flush() }
        current.append(character)
        currentIsNumber = isNumber
      }
    }
    flush()
    return tokens
  }
}

/// Reads quantities and units in order: "1 hour 30 minutes" adds up, "30 to 45 minutes"
/// stops at the range and gives the first end its unit.
private struct FreeTextDurationReader {
  static let vulgarFractions: [Character: Double] = [
    "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75,
  ]
  private static let units: [String: Double] = [
    "d": 1_440, "day": 1_440, "days": 1_440,
    "h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60, "std": 60,
    "m": 1, "min": 1, "mins": 1, "minute": 1, "minutes": 1, "mn": 1,
    "s": 1.0 / 60, "sec": 1.0 / 60, "secs": 1.0 / 60, "second": 1.0 / 60, "seconds": 1.0 / 60,
  ]
  private static let words: [String: Double] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20,
    "thirty": 30, "forty": 40, "forty-five": 45, "half": 0.5, "quarter": 0.25,
  ]
  private static let rangeWords: Set<String> = ["to", "-", "–", "—", "or"]

  let tokens: [String]
  private var index = 0

  init(tokens: [String]) { self.tokens = tokens }

  mutating func minutes() -> Double? {
    var total = 0.0
    var matched = false
    var pending: Double?
    var lastUnit = 0.0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if let quantity = quantity(token) {
        pending = (pending.map { $0 + quantity } ?? quantity)
      } else if let unit = Self.units[token] {
        if let quantity = pending {
          total += quantity * unit
          matched = true
          lastUnit = unit
        }
        pending = nil
      } else if Self.rangeWords.contains(token) {
        if matched { return total }
        if let low = pending, let unit = nextUnit() { return low * unit }
      } else if matched, token != "and" {
        return total
      }
    }
    // "1h30": minutes left without a unit after hours.
    if matched { return total + (lastUnit == 60 ? pending ?? 0 : 0) }
    // A bare number ("20") is minutes; a bare word ("a while") is no time at all.
    return tokens.count == 1 ? pending : nil
  }

  /// A number ("30", "1.5", "1/2", "½"), or a word for one ("an", "half"); "half an hour"
  /// reads "half" and skips the article.
  private mutating func quantity(_ token: String) -> Double? {
    if let fraction = token.first.flatMap({ Self.vulgarFractions[$0] }), token.count == 1 {
      return fraction
    }
    if let number = Double(token) { return number }
    let parts = token.split(separator: "/")
    if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 {
      return top / bottom
    }
    guard let word = Self.words[token] else { return nil }
    if word < 1, index < tokens.count, tokens[index] == "an" || tokens[index] == "a" {
      index += 1
    }
    return word
  }

  private func nextUnit() -> Double? {
    tokens[index...].lazy.compactMap { Self.units[$0] }.first
  }
}
