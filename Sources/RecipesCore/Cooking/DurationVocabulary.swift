/// The words the duration parser knows: units of time and numbers written out.
enum DurationVocabulary {
  /// Seconds in one of `word`'s unit, or nil when `word` is no unit of time.
  ///
  /// "s" and "m" are left out on purpose: "the 1980s" and "2 m" are not durations. Days
  /// are too: "keeps up to 3 days" is storage, and no one sets a kitchen timer for it.
  static func secondsPerUnit(_ word: String) -> Double? {
    switch word {
    case "second", "seconds", "sec", "secs": 1
    case "minute", "minutes", "min", "mins", "mn", "mns": 60
    case "hour", "hours", "hr", "hrs", "h": 3600
    default: nil
    }
  }

  /// The value of a number word below twenty ("one" … "nineteen", "a dozen" aside).
  static func smallNumber(_ word: String) -> Double? {
    smallNumbers[word]
  }

  /// The value of a tens word ("twenty" … "ninety"), which a units word may follow.
  static func tens(_ word: String) -> Double? {
    tensWords[word]
  }

  /// Words that join the two ends of a range ("25 to 30", "a minute or two").
  static func isRangeWord(_ word: String) -> Bool {
    word == "to" || word == "or"
  }

  private static let smallNumbers: [String: Double] = [
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
  ]

  private static let tensWords: [String: Double] = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]
}
