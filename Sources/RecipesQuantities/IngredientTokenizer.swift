/// Splits an ingredient line's UTF-8 into tokens in one pass, without `Character`s or
/// regular expressions: digits, the vulgar fraction glyphs and a few dashes and spaces are
/// recognised by their bytes; every other non-ASCII scalar is a letter.
struct IngredientTokenizer {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var sawSpace = false

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Every token of the line, in order.
  static func tokens(of bytes: UnsafeBufferPointer<UInt8>) -> [IngredientToken] {
    var tokenizer = IngredientTokenizer(bytes)
    var tokens: [IngredientToken] = []
    tokens.reserveCapacity(16)
    while let token = tokenizer.next() { tokens.append(token) }
    return tokens
  }

  /// The next token, or nil at the end of the line.
  mutating func next() -> IngredientToken? {
    sawSpace = false
    while index < bytes.count {
      let start = index
      let byte = bytes[index]
      switch byte {
      case 0x30...0x39:
        return number(from: start)
      case 0x2E where index + 1 < bytes.count && (0x30...0x39).contains(bytes[index + 1]):
        // ".5 cup": a decimal without its leading zero.
        return number(from: start)
      case 0x41...0x5A, 0x61...0x7A:
        return word(from: start)
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
        sawSpace = true
        continue
      case 0x80...:
        let (scalar, length) = decode(at: index)
        index += length
        if let special = special(scalar, start: start) { return special }
        if Self.isSpace(scalar) {
          sawSpace = true
          continue
        }
        return word(from: start, alreadyRead: true)
      default:
        index += 1
        return punctuation(byte, start)
      }
    }
    return nil
  }

  /// The punctuation token of `byte`; "&" and an inch mark are words.
  private func punctuation(_ byte: UInt8, _ start: Int) -> IngredientToken {
    // "&" is "and", so "salt & pepper" joins as "salt and pepper" does.
    if byte == 0x26 { return finishWord(start) }
    // "+" adds one measure to another, as "plus" does.
    if byte == 0x2B {
      var token = self.token(.symbol, start)
      token.traits = .addition
      return token
    }
    // 2" is two inches.
    if byte == 0x22, start > 0, (0x30...0x39).contains(bytes[start - 1]) {
      var token = self.token(.word, start)
      token.vocabularyIndex = Int32(IngredientVocabulary.inch)
      token.traits = IngredientVocabulary.word(at: IngredientVocabulary.inch).traits
      return token
    }
    return token(Self.punctuation(byte), start)
  }

  // MARK: - Numbers

  private mutating func number(from start: Int) -> IngredientToken {
    var whole: Int? = 0
    var digitCount = 0
    while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
      whole = Self.appendDigit(bytes[index], to: whole)
      digitCount += 1
      index += 1
    }
    var value = whole.map { Rational($0) }
    var isWhole = true
    // A decimal point or comma must be followed by a digit: "2." ends a sentence.
    if index + 1 < bytes.count, bytes[index] == 0x2E || bytes[index] == 0x2C,
      (0x30...0x39).contains(bytes[index + 1])
    {
      let separator = bytes[index]
      let fractionStart = index + 1
      var end = fractionStart
      while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
      let fractionDigits = end - fractionStart
      // "1,500" is fifteen hundred; "1,5" and "0,250" are decimals.
      let isThousands = separator == 0x2C && fractionDigits == 3 && whole != 0
      if isThousands {
        var combined = whole
        for position in fractionStart..<end {
          combined = Self.appendDigit(bytes[position], to: combined)
        }
        value = combined.map { Rational($0) }
      } else {
        value = Self.decimal(whole, bytes, fractionStart..<end)
        isWhole = false
      }
      index = end
    }
    var token = self.token(.number, start)
    token.value = value
    token.isWholeNumber = isWhole && digitCount > 0
    return token
  }

  private static func appendDigit(_ digit: UInt8, to value: Int?) -> Int? {
    guard let value else { return nil }
    let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
    let (sum, carry) = shifted.addingReportingOverflow(Int(digit - 0x30))
    return overflow || carry ? nil : sum
  }

  private static func decimal(
    _ whole: Int?, _ bytes: UnsafeBufferPointer<UInt8>, _ digits: Range<Int>
  ) -> Rational? {
    var numerator = whole
    var denominator = 1
    // Beyond nine places a cook's decimal is noise; the rest is ignored.
    for position in digits.prefix(9) {
      numerator = appendDigit(bytes[position], to: numerator)
      denominator *= 10
    }
    return numerator.flatMap { Rational($0, denominator) }
  }

  // MARK: - Words

  private mutating func word(from start: Int, alreadyRead: Bool = false) -> IngredientToken {
    if !alreadyRead { index += 1 }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x41...0x5A, 0x61...0x7A, 0x30...0x39:
        index += 1
      case 0x27, 0x2D:
        // An apostrophe or hyphen inside a word ("all-purpose", "cook's").
        guard index + 1 < bytes.count, Self.isWordByte(bytes[index + 1]) else {
          return finishWord(start)
        }
        index += 1
      case 0x80...:
        let (scalar, length) = decode(at: index)
        if Self.isSpace(scalar) || Self.isSpecial(scalar) {
          return finishWord(start)
        }
        index += length
      default:
        return finishWord(start)
      }
    }
    return finishWord(start)
  }

  private func finishWord(_ start: Int) -> IngredientToken {
    var token = self.token(.word, start)
    let length = index - start
    token.elision = elision(start, length)
    // Only "T" and "t" are told apart by case: tablespoon and teaspoon.
    var index: Int?
    if length == 1, bytes[start] == 0x54 || bytes[start] == 0x74 {
      index = bytes[start] == 0x54 ? IngredientVocabulary.tablespoon : IngredientVocabulary.teaspoon
    } else if length == 2, bytes[start] == 0x53, bytes[start + 1] | 0x20 == 0x74 {
      // "St" and "ST" are a saint ("2 St. Louis racks"); only "st" counts pieces.
      index = nil
    } else if let key = WordKey(bytes, start: start, length: length) {
      index = IngredientVocabulary.index(of: key)
    }
    if let index {
      token.vocabularyIndex = Int32(index)
      token.traits = IngredientVocabulary.word(at: index).traits
    }
    return token
  }

  /// "d'" or "d’" (also "l'") before more letters: French for "of" ("the"), not the name.
  private func elision(_ start: Int, _ length: Int) -> UInt8 {
    guard length > 3, [0x64, 0x44, 0x6C, 0x4C].contains(bytes[start]) else { return 0 }
    if bytes[start + 1] == 0x27 { return 2 }
    if length > 5, bytes[start + 1] == 0xE2, bytes[start + 2] == 0x80, bytes[start + 3] == 0x99 {
      return 4
    }
    return 0
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
      || byte >= 0x80
  }

  // MARK: - Scalars

  private func token(_ kind: IngredientToken.Kind, _ start: Int) -> IngredientToken {
    IngredientToken(kind: kind, start: start, end: index, spaceBefore: sawSpace)
  }

  private static func punctuation(_ byte: UInt8) -> IngredientToken.Kind {
    switch byte {
    case 0x2C: .comma
    case 0x28, 0x5B: .open
    case 0x29, 0x5D: .close
    case 0x2D: .dash
    case 0x2F: .slash
    case 0x2E: .period
    case 0x3B, 0x3A: .semicolon
    default: .symbol
    }
  }

  /// A fraction glyph, a dash, a fraction slash or a symbol; nil for a letter.
  private func special(_ scalar: UInt32, start: Int) -> IngredientToken? {
    if let fraction = Self.vulgarFraction(scalar) {
      var token = self.token(.number, start)
      token.value = fraction
      token.isVulgarFraction = true
      return token
    }
    return Self.symbolKind(scalar).map { token($0, start) }
  }

  private static func symbolKind(_ scalar: UInt32) -> IngredientToken.Kind? {
    switch scalar {
    case 0x2010...0x2015, 0x2212: .dash
    case 0x2044, 0x2215: .slash
    case 0xD7: .times
    // Bullets, check boxes, quotation marks, the degree sign.
    case 0x2022, 0x25A2, 0x2610, 0x25AA, 0x25CF, 0xB7, 0x2018, 0x201C, 0x201D, 0xB0: .symbol
    default: nil
    }
  }

  private static func isSpecial(_ scalar: UInt32) -> Bool {
    vulgarFraction(scalar) != nil || symbolKind(scalar) != nil
  }

  private static func isSpace(_ scalar: UInt32) -> Bool {
    scalar == 0xA0 || (0x2000...0x200B).contains(scalar) || scalar == 0x202F || scalar == 0x3000
      || scalar == 0xFEFF
  }

  /// The value of a vulgar fraction glyph ("¼", "⅜"); nil for any other scalar.
  ///
  /// The duration tokenizer reads its glyphs here too.
  static func vulgarFraction(_ scalar: UInt32) -> Rational? {
    switch scalar {
    case 0xBC: Rational(1, 4)
    case 0xBD: Rational(1, 2)
    case 0xBE: Rational(3, 4)
    case 0x2150...0x215E: vulgarFractions[Int(scalar - 0x2150)]
    default: nil
    }
  }

  // ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞, in code point order.
  private static let vulgarFractions: [Rational?] = [
    (1, 7), (1, 9), (1, 10), (1, 3), (2, 3), (1, 5), (2, 5), (3, 5), (4, 5), (1, 6), (5, 6),
    (1, 8), (3, 8), (5, 8), (7, 8),
  ].map { Rational($0.0, $0.1) }

  /// The scalar starting at `position` and its length in bytes; a malformed sequence reads
  /// as one byte of U+FFFD.
  private func decode(at position: Int) -> (UInt32, Int) {
    let lead = bytes[position]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, position + length <= bytes.count else { return (0xFFFD, 1) }
    var scalar = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let byte = bytes[position + offset]
      guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    return (scalar, length)
  }
}
