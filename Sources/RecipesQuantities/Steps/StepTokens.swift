/// A step's tokens (`DurationTokenizer`'s) read for amounts: words, marks and numbers as
/// exact rationals ("1 ½", "1/2", "1-1/2", "1.5").
struct StepTokens {
  let tokens: [DurationToken]
  let text: String

  var count: Int { tokens.count }

  func word(at index: Int) -> String? {
    tokens.indices.contains(index) ? tokens[index].word : nil
  }

  func mark(at index: Int) -> Character? {
    tokens.indices.contains(index) ? tokens[index].mark : nil
  }

  func isDash(at index: Int) -> Bool {
    tokens.indices.contains(index) && tokens[index].kind == .dash
  }

  func isSlash(at index: Int) -> Bool {
    tokens.indices.contains(index) && tokens[index].kind == .slash
  }

  func isNumber(at index: Int) -> Bool {
    tokens.indices.contains(index) && tokens[index].number != nil
  }

  /// Whether token `index` is written right against the one before it ("200g", "180C").
  func isGlued(at index: Int) -> Bool {
    index > 0 && tokens.indices.contains(index)
      && tokens[index - 1].range.upperBound == tokens[index].range.lowerBound
  }

  /// The text of tokens `range`, as written.
  func written(_ range: Range<Int>) -> Range<String.Index> {
    tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
  }

  /// The number that starts at `index` and the index after it: "2", "1.5", "½", "1½",
  /// "1 ½", "1/2", "1 1/2", "1-1/2".
  func number(at index: Int) -> (value: Rational, next: Int)? {
    guard isNumber(at: index), let whole = rational(at: index) else { return nil }
    if isSlash(at: index + 1), whole.isInteger, isNumber(at: index + 2),
      let denominator = rational(at: index + 2), denominator.isInteger,
      let value = whole.divided(by: denominator)
    {
      return (value, index + 3)
    }
    guard whole.isInteger else { return (whole, index + 1) }
    // "1 ½"
    if let part = rational(at: index + 1), part < .one, !part.isInteger,
      let value = whole.adding(part)
    {
      return (value, index + 2)
    }
    // "1 1/2", "1-1/2"
    let start = isDash(at: index + 1) ? index + 2 : index + 1
    if isSlash(at: start + 1), let top = rational(at: start), let bottom = rational(at: start + 2),
      top.isInteger, bottom.isInteger, top < bottom, let part = top.divided(by: bottom),
      let value = whole.adding(part)
    {
      return (value, start + 3)
    }
    return (whole, index + 1)
  }

  /// The exact value of number token `index`, from its text: "25", "1.5", "½", "1½".
  private func rational(at index: Int) -> Rational? {
    guard isNumber(at: index) else { return nil }
    var digits = Substring(text[tokens[index].range])
    var value = Rational.zero
    if let last = digits.unicodeScalars.last,
      let glyph = IngredientTokenizer.vulgarFraction(last.value)
    {
      value = glyph
      digits = digits.dropLast()
    }
    guard !digits.isEmpty else { return value }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = Int(parts[0]) else { return nil }
    var number = Rational(whole)
    if parts.count == 2, parts[1].count <= 6, let fraction = Int(parts[1]),
      let decimal = Rational(
        fraction, (0..<parts[1].count).reduce(1) { product, _ in product * 10 })
    {
      number = number.adding(decimal) ?? number
    }
    return number.adding(value)
  }
}
