/// Amounts: numbers, fractions, mixed numbers, number words and ranges.
extension IngredientLineReading {
  mutating func skipBullets() {
    while position < tokens.count {
      switch tokens[position].kind {
      case .dash, .symbol, .period, .semicolon, .comma, .times: roles[position] = .drop
      default: return
      }
      position += 1
    }
  }

  /// "1/4 + 1/8 teaspoon", "1 plus 1/2 cups": a second number added to the amount before
  /// their one unit is part of the amount.
  private mutating func readAddedNumber() {
    guard position + 1 < tokens.count, tokens[position].traits.contains(.addition),
      tokens[position + 1].kind == .number, let first = quantity,
      let second = amount(at: position + 1), let added = second.value,
      let sum = first.adding(added)
    else { return }
    drop(position..<second.end)
    position = second.end
    quantity = sum
  }

  mutating func readQuantity() {
    // "about 2 cups", "approx. 300 g", "scant ½ tsp": the hedge is a note.
    // "roughly 500 g", "optional: 1 tsp cayenne" too.
    if position < tokens.count,
      tokens[position].hasAny([.startsNote, .size, .adverb, .approximately]),
      tokens[position].word?.amount == nil
    {
      var next = position + 1
      if next < tokens.count, tokens[next].kind == .period || tokens[next].kind == .semicolon {
        next += 1
      }
      if amount(at: next) != nil {
        roles[position] = .note
        if next > position + 1 { roles[position + 1] = .drop }
        position = next
      }
    }
    readPartOf()
    guard let first = amount(at: position) else { return }
    amountStart = position
    drop(position..<first.end)
    position = first.end
    quantity = first.value
    sawAmount = true
    // "½ a lemon", "1/2 an onion", "1/4 of a cabbage".
    if let value = first.value, value < .one, position + 1 < tokens.count,
      tokens[position].has(.of), tokens[position + 1].has(.article)
    {
      roles[position] = .drop
      position += 1
    }
    if position < tokens.count, tokens[position].has(.article), let value = first.value,
      value < .one
    {
      roles[position] = .drop
      position += 1
    }
    readAddedNumber()
    guard position < tokens.count else { return }
    let joiner = tokens[position]
    guard joiner.kind == .dash || joiner.has(.rangeJoiner),
      position + 1 < tokens.count,
      tokens[position + 1].kind == .number
        || tokens[position + 1].word?.amount != nil && !tokens[position + 1].has(.article),
      let second = amount(at: position + 1)
    else { return }
    drop(position..<second.end)
    position = second.end
    if let low = first.value, let high = second.value, low < high { quantityMax = high }
  }

  /// "Juice of 1 lemon", "finely grated zest of 2 oranges": the part is a note, the count
  /// the quantity, the fruit the name.
  private mutating func readPartOf() {
    var index = position
    var sawPart = false
    while index < tokens.count, index < position + 6,
      tokens[index].hasAny([.partOf, .adverb, .preparation, .and, .size])
        || index == position && tokens[index].has(.determiner)
    {
      sawPart = sawPart || tokens[index].has(.partOf)
      index += 1
    }
    guard sawPart, index < tokens.count else { return }
    // "juice of 1 lemon", "leaves from 4 sprigs", or as shorthand "zest 1 lemon".
    let hasOf = tokens[index].hasAny([.of, .source])
    guard amount(at: hasOf ? index + 1 : index) != nil else { return }
    for note in position..<index { roles[note] = .note }
    if hasOf { roles[index] = .drop }
    position = hasOf ? index + 1 : index
  }

  /// The amount starting at `start` and the index after it; the value is nil when the
  /// amount is written but cannot be held ("1/0", twenty digits).
  func amount(at start: Int) -> (value: Rational?, end: Int)? {
    guard start < tokens.count else { return nil }
    let token = tokens[start]
    if token.kind == .number {
      return dozens(numberAmount(at: start))
    }
    guard token.kind == .word, let word = token.word, let value = word.amount else { return nil }
    let next = start + 1 < tokens.count ? tokens[start + 1] : nil
    if word.traits.contains(.article) {
      // "a couple of" is two, "a dozen" twelve, "a half" one half; "a few" is no number.
      if let next, next.kind == .word, let following = next.word {
        // "a couple of tablespoons": the "of" belongs to the amount, so the unit follows.
        if let amount = following.amount {
          let afterOf = start + 2 < tokens.count && tokens[start + 2].has(.of)
          return (amount, start + (afterOf && amount > .one ? 3 : 2))
        }
        if following.traits.contains(.vagueAmount) { return nil }
      }
      guard next != nil else { return nil }
      return (value, start + 1)
    }
    // "half a cup", "one and a half", "two dozen".
    var end = start + 1
    var total: Rational? = value
    if value < .one, let next, next.has(.article) { end += 1 }
    if let next, next.kind == .word, next.word?.amount == Rational(12), !next.has(.article) {
      return (value.multiplied(by: Rational(12)), start + 2)
    }
    if value.isInteger, let (part, after) = fractionalPart(after: end) {
      total = part.flatMap { value.adding($0) }
      end = after
    }
    return (total, end)
  }

  private func numberAmount(at start: Int) -> (value: Rational?, end: Int) {
    let token = tokens[start]
    if token.isVulgarFraction || !token.isWholeNumber { return (token.value, start + 1) }
    if let fraction = fraction(at: start) { return fraction }
    if let (part, end) = fractionalPart(after: start + 1) {
      return (token.value.flatMap { whole in part.flatMap { whole.adding($0) } }, end)
    }
    return (token.value, start + 1)
  }

  /// "2 dozen": the amount times twelve.
  private func dozens(_ amount: (value: Rational?, end: Int)) -> (value: Rational?, end: Int) {
    guard amount.end < tokens.count, tokens[amount.end].kind == .word,
      tokens[amount.end].word?.amount == Rational(12), !tokens[amount.end].has(.article)
    else { return amount }
    return (amount.value?.multiplied(by: Rational(12)), amount.end + 1)
  }

  /// "3/4" (also "3 / 4"): two whole numbers around a slash.
  private func fraction(at start: Int) -> (value: Rational?, end: Int)? {
    guard start + 2 < tokens.count, tokens[start + 1].kind == .slash,
      tokens[start + 2].kind == .number, tokens[start + 2].isWholeNumber
    else { return nil }
    guard let numerator = tokens[start].value?.numerator,
      let denominator = tokens[start + 2].value?.numerator
    else { return (nil, start + 3) }
    return (Rational(numerator, denominator), start + 3)
  }

  /// The fraction after a whole number: "½", "1/2" or "-1/2" (a proper fraction only, so
  /// "1-2" stays a range), "and ½", "and a half".
  private func fractionalPart(after start: Int) -> (value: Rational?, end: Int)? {
    guard start < tokens.count else { return nil }
    let token = tokens[start]
    if token.isVulgarFraction { return (token.value, start + 1) }
    if token.kind == .number, token.spaceBefore, let fraction = properFraction(at: start) {
      return fraction
    }
    if token.kind == .dash, !token.spaceBefore, start + 1 < tokens.count,
      !tokens[start + 1].spaceBefore
    {
      // "1-1/2", "1-½".
      if tokens[start + 1].isVulgarFraction { return (tokens[start + 1].value, start + 2) }
      if let fraction = properFraction(at: start + 1) { return fraction }
    }
    guard token.has(.and), start + 1 < tokens.count else { return nil }
    let next = tokens[start + 1]
    if next.isVulgarFraction { return (next.value, start + 2) }
    if next.kind == .number, let fraction = properFraction(at: start + 1) { return fraction }
    var index = start + 1
    if next.has(.article) { index += 1 }
    if index < tokens.count, let value = tokens[index].word?.amount, value < .one,
      tokens[index].kind == .word
    {
      return (value, index + 1)
    }
    return nil
  }

  private func properFraction(at start: Int) -> (value: Rational?, end: Int)? {
    guard tokens[start].isWholeNumber, let fraction = fraction(at: start),
      let value = fraction.value, value < .one
    else { return nil }
    return fraction
  }
}
