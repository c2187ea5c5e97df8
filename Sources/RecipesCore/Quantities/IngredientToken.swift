/// One piece of an ingredient line: a number, a word or a punctuation mark, as byte offsets
/// into the line's UTF-8.
struct IngredientToken {
  /// What the piece is.
  enum Kind: UInt8 {
    /// Digits, a decimal, or a vulgar fraction ("½").
    case number
    /// Letters (with inner hyphens and apostrophes), or any other text.
    case word
    /// ",".
    case comma
    /// "(" or "[".
    case open
    /// ")" or "]".
    case close
    /// "-", "–", "—" or "−".
    case dash
    /// "/" or "⁄".
    case slash
    /// ".".
    case period
    /// ";" or ":".
    case semicolon
    /// "×".
    case times
    /// Anything else: "*", "•", "~", "+".
    case symbol
  }

  /// What the piece is.
  var kind: Kind
  /// The first byte.
  var start: Int
  /// One past the last byte.
  var end: Int
  /// Whether white space separates it from the piece before.
  var spaceBefore: Bool
  /// A number's value; nil for a number too long to hold, and for other pieces.
  var value: Rational? = nil
  /// Whether a number is a whole number written in digits ("12", not "1.5" or "½").
  var isWholeNumber = false
  /// Whether a number is a vulgar fraction glyph.
  var isVulgarFraction = false
  /// What the parser knows about a word, if anything.
  var word: IngredientWord? = nil

  /// Whether it is a word with all of `traits`.
  func has(_ traits: IngredientWord.Traits) -> Bool {
    word?.traits.isSuperset(of: traits) == true && kind == .word
  }

  /// Whether it is a word with any of `traits`.
  func hasAny(_ traits: IngredientWord.Traits) -> Bool {
    kind == .word && word.map { !$0.traits.isDisjoint(with: traits) } == true
  }
}
