/// The words the duration parser knows: units of time and numbers written out.
enum DurationVocabulary {
  /// Seconds in one of `word`'s unit, or nil when `word` is no unit of time when reading
  /// `reading`.
  ///
  /// In steps, "s" and "m" are left out on purpose: "the 1980s" and "2 m" are not durations.
  /// Days and weeks are too: "keeps up to 3 days" is storage, and no one sets a kitchen timer
  /// for it. A time field holds nothing but a time, so there they read.
  static func secondsPerUnit(_ word: String, reading: DurationReading) -> Double? {
    switch word {
    case "second", "seconds", "sec", "secs": 1
    case "minute", "minutes", "min", "mins", "mn", "mns": 60
    case "hour", "hours", "hr", "hrs", "h": 3600
    default: reading == .field ? fieldOnlyUnits[word] : nil
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

  /// Units only a time field reads: letters that mean other things in a step, days and weeks,
  /// and "std" (Stunde), which German sites write in English pages' fields.
  private static let fieldOnlyUnits: [String: Double] = [
    "s": 1, "m": 60, "std": 3600, "d": 86_400, "day": 86_400, "days": 86_400,
    "w": 604_800, "week": 604_800, "weeks": 604_800,
  ]

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
