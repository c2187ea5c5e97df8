/// Reads the durations schema.org asks for, ISO 8601's `P…T…` ("PT1H30M"), in every shape
/// recipe sites write them: every field written ("P0Y0M0DT0H35M0.000S"), fractions ("PT1.5H",
/// "PT1,5H"), lowercase ("pt20m"), stray spaces ("PT 1H 20M"), units in words ("PT20 Mins")
/// and days among the time ("PT0D4H45M").
enum ISO8601Duration {
  /// Whether `text` is written as one: a "P" followed by a number or by "T", so that
  /// "Prep 20 min" is not.
  static func isWritten(_ text: String) -> Bool {
    let compact = text.filter { !$0.isWhitespace }
    guard let first = compact.first, first == "P" || first == "p" else { return false }
    guard let second = compact.dropFirst().first else { return false }
    return second == "T" || second == "t" || (second.isASCII && second.isNumber)
  }

  /// The seconds `text` gives; nil for garbage, and for years or months (no recipe takes
  /// those, and they have no fixed length) unless they are zero.
  ///
  /// Loosely, as pages write them: a unit in words ("PT20 Mins", "PT1HR"), days among the
  /// time ("PT0D4H45M"), hours and seconds before the "T" ("P1H").
  static func seconds(_ text: String) -> Double? {
    var rest = Substring(text.filter { !$0.isWhitespace }.uppercased())
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
      // A decimal comma ("PT1,5H") is as good as a point.
      guard !number.isEmpty, let value = Double(String(number.map { $0 == "," ? "." : $0 })),
        let (designator, length) = designator(in: rest.dropFirst(number.count)),
        let unit = inTime
          ? timeUnits[designator] ?? dayUnits[designator]
          : dayUnits[designator] ?? looseTimeUnits[designator]
            ?? zeroOnlyUnit(designator, value)
      else { return nil }
      seconds += value * unit
      components += 1
      rest = rest.dropFirst(number.count + length)
    }
    return components > 0 && seconds.isFinite ? seconds : nil
  }

  /// The designator that starts `text` and how many characters spell it: a letter, or a
  /// unit in words ("MINS" is M, "HOURS" H).
  private static func designator(in text: Substring) -> (Character, Int)? {
    for (word, designator) in words where text.hasPrefix(word) {
      return (designator, word.count)
    }
    guard let first = text.first, first.isLetter else { return nil }
    return (first, 1)
  }

  /// Units written in words, longest first so that "MINS" is not read as "M" and "INS".
  private static let words: [(String, Character)] = [
    ("MINUTES", "M"), ("SECONDS", "S"), ("MINUTE", "M"), ("SECOND", "S"), ("HOURS", "H"),
    ("WEEKS", "W"), ("HOUR", "H"), ("MINS", "M"), ("SECS", "S"), ("DAYS", "D"), ("WEEK", "W"),
    ("HRS", "H"), ("MIN", "M"), ("SEC", "S"), ("DAY", "D"), ("HR", "H"),
  ]

  private static let dayUnits: [Character: Double] = ["W": 604_800, "D": 86_400]
  private static let timeUnits: [Character: Double] = ["H": 3_600, "M": 60, "S": 1]
  /// Hours and seconds before the "T", which can mean nothing else ("P1H").
  private static let looseTimeUnits: [Character: Double] = ["H": 3_600, "S": 1]

  /// Years and months are read only when zero: some sites write every field
  /// ("P0Y0M0DT0H35M0.000S").
  private static func zeroOnlyUnit(_ designator: Character, _ value: Double) -> Double? {
    (designator == "Y" || designator == "M") && value == 0 ? 0 : nil
  }
}
