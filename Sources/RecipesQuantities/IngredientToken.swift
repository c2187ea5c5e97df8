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
  /// The bytes of a French elision the word starts with ("d'" of "d'huile"), else 0.
  var elision: UInt8 = 0
  /// Where the vocabulary keeps what it knows of the word; -1 when it knows nothing.
  ///
  /// An index rather than the entry itself keeps tokens plain data, cheap to copy.
  var vocabularyIndex: Int32 = -1
  /// The word's traits, copied from the vocabulary for the many checks of the grammar.
  var traits: IngredientWord.Traits = []

  /// What the parser knows about a word, if anything.
  var word: IngredientWord? {
    vocabularyIndex < 0 ? nil : IngredientVocabulary.word(at: Int(vocabularyIndex))
  }

  /// Whether it is a word with all of `traits`.
  func has(_ traits: IngredientWord.Traits) -> Bool {
    kind == .word && !traits.isEmpty && self.traits.isSuperset(of: traits)
  }

  /// Whether it is a word with any of `traits`.
  func hasAny(_ traits: IngredientWord.Traits) -> Bool {
    kind == .word && !self.traits.isDisjoint(with: traits)
  }
}
