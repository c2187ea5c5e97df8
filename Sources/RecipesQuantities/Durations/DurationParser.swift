/// Reads the durations of a step from its tokens: an amount, a unit of time, and what may
/// extend it — a compound ("1 hr 15 min"), a half ("an hour and a half"), a range
/// ("25–30 minutes", "45 minutes to 1 hour", "a minute or two").
struct DurationParser {
  /// One duration found: seconds, the upper bound of a range, and the tokens it spans.
  struct Match {
    let seconds: Double
    let upperBoundSeconds: Double?
    let start: Int
    let next: Int
  }

  let tokens: [DurationToken]
  /// Whether the tokens are a step's or a time field's, which decides the units that read.
  let reading: DurationReading

  /// The duration that starts at `index`, if one does.
  func duration(at index: Int) -> Match? {
    let betweenAnd = word(at: index) == "between"
    let start = betweenAnd ? index + 1 : index
    guard let first = amount(at: start) else { return nil }
    if let single = measured(first) {
      return extendedToRange(single, amount: first, from: start, allowingAnd: betweenAnd)
    }
    // "25–30 minutes", "2 to 3 minutes", "between 20 and 25 minutes": the unit comes once.
    guard !first.isArticle, isRangeJoin(at: first.next, allowingAnd: betweenAnd),
      let second = amount(at: first.next + 1), !second.isArticle, let upper = measured(second)
    else { return nil }
    let lower = first.value * upper.unit
    guard lower > 0, lower < upper.seconds else { return nil }
    return Match(seconds: lower, upperBoundSeconds: upper.seconds, start: index, next: upper.next)
  }

  /// A single duration after its amount ("45 minutes", "1 hr 15 min"), before any range.
  private struct Measured {
    let seconds: Double
    /// Seconds in the first unit, which a bare upper bound ("a minute or two") counts in.
    let unit: Double
    let next: Int
  }

  private func extendedToRange(
    _ single: Measured, amount: DurationAmount, from start: Int, allowingAnd: Bool
  ) -> Match {
    let join = single.next
    if isRangeJoin(at: join, allowingAnd: allowingAnd), let upperAmount = self.amount(at: join + 1)
    {
      // "45 minutes to 1 hour"
      if let upper = measured(upperAmount), upper.seconds > single.seconds {
        return Match(
          seconds: single.seconds, upperBoundSeconds: upper.seconds, start: start,
          next: upper.next)
      }
      // "a minute or two", "10 minutes or 15 until golden"
      if !upperAmount.isArticle, upperAmount.value > amount.value, endsPhrase(at: upperAmount.next)
      {
        return Match(
          seconds: single.seconds, upperBoundSeconds: upperAmount.value * single.unit,
          start: start, next: upperAmount.next)
      }
    }
    return Match(seconds: single.seconds, upperBoundSeconds: nil, start: start, next: single.next)
  }

  private func measured(_ amount: DurationAmount) -> Measured? {
    guard let (unit, unitWord, afterUnit) = unit(after: amount.next) else { return nil }
    // "a second coat" counts coats, not seconds.
    if amount.isArticle, unitWord == "second" { return nil }
    var seconds = amount.value * unit
    var next = afterUnit
    // "an hour and a half"
    if word(at: next) == "and", isArticle(word(at: next + 1)), word(at: next + 2) == "half" {
      seconds += unit / 2
      next += 3
    }
    // "1 hr 15 min", "1 hour and 15 minutes", "2 minutes 30 seconds": smaller units follow.
    var smallest = unit
    var lastWord = unitWord
    while true {
      var partStart = compoundPartStart(after: next, unitWord: lastWord, unit: smallest)
      if word(at: partStart) == "and" { partStart += 1 }
      if smallest == 3600, let minutes = bareMinutes(at: partStart) {
        // "1h30", "1h 45m": the minutes of a clock-like compound.
        seconds += minutes.value * 60
        next = minutes.next
        break
      }
      guard let part = self.amount(at: partStart), !part.isArticle,
        let (partUnit, partWord, afterPart) = self.unit(after: part.next), partUnit < smallest
      else { break }
      seconds += part.value * partUnit
      smallest = partUnit
      lastWord = partWord
      next = afterPart
    }
    guard seconds > 0 else { return nil }
    return Measured(seconds: seconds, unit: unit, next: next)
  }

  /// Where the next part of a compound may start.
  ///
  /// That is past an abbreviation's period ("1 hr. 20 min.") or a comma before the next
  /// smaller unit ("1 hour, 5 minutes").
  private func compoundPartStart(after index: Int, unitWord: String, unit: Double) -> Int {
    guard index < tokens.count, let mark = tokens[index].mark else { return index }
    if mark == ".", Self.abbreviations.contains(unitWord) { return index + 1 }
    // Only the next smaller unit, so "1 hour, 30 seconds" stays apart.
    if mark == ",", unit > 1, let part = amount(at: index + 1), !part.isArticle,
      self.unit(after: part.next)?.seconds == unit / 60
    {
      return index + 1
    }
    return index
  }

  /// Minutes written after an hour with no unit or with a bare "m": "1h30", "1h 45m"; in a
  /// time field, also a number that ends it ("1 hr 20").
  private func bareMinutes(at index: Int) -> (value: Double, next: Int)? {
    guard let value = number(at: index), value < 60, value == value.rounded(), index > 0
    else { return nil }
    if reading == .field, index + 1 == tokens.count { return (value, index + 1) }
    guard word(at: index - 1) == "h" else { return nil }
    if word(at: index + 1) == "m" { return (value, index + 2) }
    let glued = tokens[index].range.lowerBound == tokens[index - 1].range.upperBound
    guard glued, unit(after: index + 1) == nil, word(at: index + 1) == nil else { return nil }
    return (value, index + 1)
  }

  /// The unit of time at `index`, also after a hyphen ("5-minute") or a word that only
  /// says the time is added ("2 more minutes").
  private func unit(after index: Int) -> (seconds: Double, word: String, next: Int)? {
    var index = index
    if isDash(at: index) { index += 1 }
    // "5 or so minutes": a hedge between the amount and its unit.
    if word(at: index) == "or", word(at: index + 1) == "so" { index += 2 }
    if let word = word(at: index), Self.additionWords.contains(word) { index += 1 }
    guard let word = word(at: index),
      let seconds = DurationVocabulary.secondsPerUnit(word, reading: reading)
    else { return nil }
    return (seconds, word, index + 1)
  }

  private func isRangeJoin(at index: Int, allowingAnd: Bool) -> Bool {
    if isDash(at: index) { return true }
    guard let word = word(at: index) else { return false }
    return DurationVocabulary.isRangeWord(word) || (allowingAnd && word == "and")
  }

  /// Whether a bare number at the end of "a minute or two" really ends the phrase, rather
  /// than counting something else ("10 minutes or 2 eggs").
  private func endsPhrase(at index: Int) -> Bool {
    guard index < tokens.count else { return true }
    guard let word = word(at: index) else { return tokens[index].kind == .barrier }
    return Self.phraseEndingWords.contains(word)
  }

  private static let additionWords: Set<String> = ["more", "additional", "further", "extra"]
  /// Units written short, which a period may follow inside a compound.
  private static let abbreviations: Set<String> = [
    "hr", "hrs", "h", "min", "mins", "mn", "mns", "sec", "secs",
  ]
  private static let phraseEndingWords: Set<String> = [
    "more", "longer", "until", "then", "and", "or", "before", "after", "at", "per", "each", "on",
    "in", "to", "while", "stirring", "turning", "so",
  ]

  /// Whether "up to" comes right before `index` ("or up to 24 hours"): a limit, not a wait.
  func followsUpTo(_ index: Int) -> Bool {
    index >= 2 && word(at: index - 1) == "to" && word(at: index - 2) == "up"
  }

  // MARK: - Tokens

  func word(at index: Int) -> String? {
    index < tokens.count ? tokens[index].word : nil
  }

  func number(at index: Int) -> Double? {
    index < tokens.count ? tokens[index].number : nil
  }

  func isDash(at index: Int) -> Bool {
    index < tokens.count && tokens[index].kind == .dash
  }

  func isSlash(at index: Int) -> Bool {
    index < tokens.count && tokens[index].kind == .slash
  }
}
