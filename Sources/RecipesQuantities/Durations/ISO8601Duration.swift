/// Reads the durations schema.org asks for, ISO 8601's `P…T…` ("PT1H30M"), in every shape
/// recipe sites write them: every field written ("P0Y0M0DT0H35M0.000S"), fractions ("PT1.5H",
/// "PT1,5H"), lowercase ("pt20m") and stray spaces ("PT 1H 20M").
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
        let designator = rest.dropFirst(number.count).first,
        let unit = inTime
          ? timeUnits[designator] : dateUnits[designator] ?? zeroOnlyUnit(designator, value)
      else { return nil }
      seconds += value * unit
      components += 1
      rest = rest.dropFirst(number.count + 1)
    }
    return components > 0 && seconds.isFinite ? seconds : nil
  }

  private static let dateUnits: [Character: Double] = ["W": 604_800, "D": 86_400]
  private static let timeUnits: [Character: Double] = ["H": 3_600, "M": 60, "S": 1]

  /// Years and months are read only when zero: some sites write every field
  /// ("P0Y0M0DT0H35M0.000S").
  private static func zeroOnlyUnit(_ designator: Character, _ value: Double) -> Double? {
    (designator == "Y" || designator == "M") && value == 0 ? 0 : nil
  }
}
