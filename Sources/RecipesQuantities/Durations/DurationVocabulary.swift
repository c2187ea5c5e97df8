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
    NumberWords.belowTwenty[word].map(Double.init)
  }

  /// The value of a tens word ("twenty" … "ninety"), which a units word may follow.
  static func tens(_ word: String) -> Double? {
    NumberWords.tens[word].map(Double.init)
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

}
