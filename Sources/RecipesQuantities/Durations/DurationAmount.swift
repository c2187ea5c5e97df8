/// How many of a unit a phrase counts: "25", "1½", "1 1/2", "twenty-five", "an", "half an",
/// "three quarters of an", "a couple of".
struct DurationAmount {
  /// The count, in units yet to be named.
  let value: Double
  /// The index of the first token after the amount.
  let next: Int
  /// True for "a", "an" and "another": they count one only when a unit follows, and never
  /// start a range ("a 25–30 minute bake" is read from "25").
  let isArticle: Bool
}

extension DurationParser {
  /// The amount that starts at `index`, if one does.
  func amount(at index: Int) -> DurationAmount? {
    guard var amount = baseAmount(at: index) else { return nil }
    // "1 and a half", "one and 1/2"
    if word(at: amount.next) == "and" {
      if isArticle(word(at: amount.next + 1)), let part = partWord(at: amount.next + 2) {
        amount = DurationAmount(value: amount.value + part, next: amount.next + 3, isArticle: false)
      } else if let fraction = fraction(at: amount.next + 1), fraction.value < 1 {
        amount = DurationAmount(
          value: amount.value + fraction.value, next: fraction.next, isArticle: false)
      }
    }
    // "three quarters of an hour", "three-quarters of an hour"
    let quarterIndex = isDash(at: amount.next) ? amount.next + 1 : amount.next
    if !amount.isArticle, let word = word(at: quarterIndex), word == "quarter" || word == "quarters"
    {
      amount = DurationAmount(
        value: amount.value / 4, next: skippingOfArticle(from: quarterIndex + 1), isArticle: false)
    }
    return amount
  }

  private func baseAmount(at index: Int) -> DurationAmount? {
    if let leading = fraction(at: index) {
      // "1 1/2", "1 ½": a whole number followed by a proper fraction.
      if leading.next == index + 1, leading.value == leading.value.rounded(),
        let more = fraction(at: index + 1), more.value < 1
      {
        return DurationAmount(value: leading.value + more.value, next: more.next, isArticle: false)
      }
      // "1-1/2 hours": the hyphen joins a whole number to a written fraction, not a range.
      if leading.next == index + 1, leading.value == leading.value.rounded(),
        isDash(at: index + 1), isSlash(at: index + 3), let more = fraction(at: index + 2),
        more.value < 1
      {
        return DurationAmount(value: leading.value + more.value, next: more.next, isArticle: false)
      }
      return DurationAmount(value: leading.value, next: leading.next, isArticle: false)
    }
    guard let word = word(at: index) else { return nil }
    if isArticle(word) || word == "another" {
      // "a half hour", "a quarter of an hour", "a couple of minutes"
      if let part = partWord(at: index + 1) {
        return DurationAmount(
          value: part, next: skippingOfArticle(from: index + 2), isArticle: false)
      }
      if self.word(at: index + 1) == "couple" {
        return DurationAmount(value: 2, next: skipping("of", from: index + 2), isArticle: false)
      }
      return DurationAmount(value: 1, next: index + 1, isArticle: true)
    }
    if let part = partWord(at: index) {
      // "half an hour", "quarter of an hour"
      return DurationAmount(value: part, next: skippingOfArticle(from: index + 1), isArticle: false)
    }
    if word == "couple" {
      return DurationAmount(value: 2, next: skipping("of", from: index + 1), isArticle: false)
    }
    return writtenNumber(at: index)
  }

  /// "seven", "twenty", "twenty-five", "twenty five".
  private func writtenNumber(at index: Int) -> DurationAmount? {
    guard let word = word(at: index) else { return nil }
    if let small = DurationVocabulary.smallNumber(word) {
      return DurationAmount(value: small, next: index + 1, isArticle: false)
    }
    guard let tens = DurationVocabulary.tens(word) else { return nil }
    let unitIndex = isDash(at: index + 1) ? index + 2 : index + 1
    if let units = self.word(at: unitIndex).flatMap(DurationVocabulary.smallNumber), units < 10 {
      return DurationAmount(value: tens + units, next: unitIndex + 1, isArticle: false)
    }
    return DurationAmount(value: tens, next: index + 1, isArticle: false)
  }

  /// A number or a fraction at `index`: "25", "1.5", "½", "1/2".
  private func fraction(at index: Int) -> (value: Double, next: Int)? {
    guard let numerator = number(at: index) else { return nil }
    if isSlash(at: index + 1), let denominator = number(at: index + 2), denominator > 0 {
      return (numerator / denominator, index + 3)
    }
    return (numerator, index + 1)
  }

  /// "half" is ½ and "quarter" ¼ of what follows.
  private func partWord(at index: Int) -> Double? {
    switch word(at: index) {
    case "half": 0.5
    case "quarter": 0.25
    default: nil
    }
  }

  /// The index after an "of" and an article, each optional ("quarter of an hour").
  private func skippingOfArticle(from index: Int) -> Int {
    let afterOf = skipping("of", from: index)
    return isArticle(word(at: afterOf)) ? afterOf + 1 : afterOf
  }

  private func skipping(_ expected: String, from index: Int) -> Int {
    word(at: index) == expected ? index + 1 : index
  }

  func isArticle(_ word: String?) -> Bool {
    word == "a" || word == "an"
  }
}
