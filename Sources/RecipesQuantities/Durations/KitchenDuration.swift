import Foundation

/// The one reader of how long things take in recipes: a whole time field for imported times,
/// and every duration in a step's text for timers.
///
/// A field may be ISO 8601 (`PT1H30M`, "P0Y0M0DT0H35M0.000S", "pt20m"), words ("1 hr 20 mins",
/// "1 hour and 20 minutes", "20-25 minutes", "half an hour"), a clock ("1:20") or bare
/// minutes ("45"). A step is scanned with the same words, but only for what a cook would set
/// a timer for: oven temperatures, servings, years and quantities are no durations.
///
/// ```swift
/// KitchenDuration.minutes("PT1H20M")  // 80
/// KitchenDuration.minutes("20-25 minutes")  // 20
/// KitchenDuration.phrases(in: "Bake for 25–30 minutes, then rest 1 hr 15 min.")
/// // 1500 up to 1800 ("25–30 minutes"), then 4500 ("1 hr 15 min")
/// ```
public enum KitchenDuration {
  /// More than this many minutes (about two months) is no kitchen time but a mistake.
  private static let maximumMinutes = 100_000.0

  // MARK: - A time field

  /// The minutes a time field gives, rounded, the lower bound of a range.
  ///
  /// A few seconds count as a minute. Nil when the field names no time, or zero ("PT0S",
  /// "0"): a time not given.
  public static func minutes(_ field: String) -> Int? {
    seconds(field).flatMap(roundedMinutes)
  }

  /// The minutes a time field gives at the most, rounded: the upper bound of a range ("15 to
  /// 30 minutes" is 30), as a recipe's total adds it up; one time is itself.
  ///
  /// Nil when the field names no time, or zero.
  public static func longestMinutes(_ field: String) -> Int? {
    seconds(field, longest: true).flatMap(roundedMinutes)
  }

  /// The seconds a time field gives: ISO 8601 when it is written so, else words, a clock or a
  /// bare number of minutes; of a range, its lower bound, or with `longest` its upper.
  static func seconds(_ field: String, longest: Bool = false) -> Double? {
    if ISO8601Duration.isWritten(field) { return ISO8601Duration.seconds(field) }
    return secondsInWords(field, longest: longest)
  }

  /// The minutes of an ISO 8601 duration, rounded; nil for garbage, for zero, and for years
  /// or months.
  static func minutes(iso8601 text: String) -> Int? {
    ISO8601Duration.seconds(text).flatMap(roundedMinutes)
  }

  /// The minutes of a field written in words (or a clock, or a bare number), the lower
  /// bound of a range; nil when the text names no time.
  static func minutes(freeText text: String) -> Int? {
    secondsInWords(text).flatMap(roundedMinutes)
  }

  private static func secondsInWords(_ field: String, longest: Bool = false) -> Double? {
    let text = field.trimmingCharacters(in: .whitespacesAndNewlines)
    // "45": schema.org wants ISO 8601, but some sites write minutes.
    if let minutes = Double(text) { return minutes * 60 }
    if let clock = clockSeconds(text) { return clock }
    let parser = DurationParser(tokens: DurationTokenizer.tokens(of: text), reading: .field)
    guard let match = parser.tokens.indices.lazy.compactMap(parser.duration(at:)).first else {
      return nil
    }
    return longest ? match.upperBoundSeconds ?? match.seconds : match.seconds
  }

  /// "1:20" (an hour and twenty minutes) or "1:20:30".
  private static func clockSeconds(_ text: String) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts.dropFirst().allSatisfy({ $0.count == 2 })
    else { return nil }
    let values = parts.compactMap { Double($0) }
    guard values.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
    return zip(values, [3600.0, 60, 1]).reduce(0) { $0 + $1.0 * $1.1 }
  }

  private static func roundedMinutes(_ seconds: Double) -> Int? {
    minutes(count: seconds / 60)
  }

  /// A number of minutes given as a number (schema.org's `"totalTime": 45`), rounded; nil
  /// when it is no kitchen time: zero or less, or past the cap every time field has.
  public static func minutes(count minutes: Double) -> Int? {
    guard minutes.isFinite, minutes > 0, minutes <= maximumMinutes else { return nil }
    return max(1, Int(minutes.rounded()))
  }

  // MARK: - Running text

  /// Every wait `text` gives, in order: an amount and a unit of time ("25 minutes", "1 hr 15
  /// min", "an hour and a half", "2 to 3 minutes", "a couple of minutes").
  ///
  /// Days are left out (storage, not a timer), and so is a limit after a wait ("chill
  /// 2 hours, or up to 24 hours").
  public static func phrases(in text: String) -> [DurationPhrase] {
    let parser = DurationParser(tokens: DurationTokenizer.tokens(of: text), reading: .step)
    var phrases: [DurationPhrase] = []
    var index = 0
    while index < parser.tokens.count {
      guard let match = parser.duration(at: index) else {
        index += 1
        continue
      }
      index = match.next
      if !phrases.isEmpty, parser.followsUpTo(match.start) { continue }
      phrases.append(
        DurationPhrase(
          seconds: Int(match.seconds.rounded()),
          upperBoundSeconds: match.upperBoundSeconds.map { Int($0.rounded()) },
          text: String(
            text[
              parser.tokens[match.start].range
                .lowerBound..<parser.tokens[match.next - 1].range.upperBound])))
    }
    return phrases
  }
}
