/// One token of a step's text, as the duration parser reads it.
struct DurationToken: Equatable {
  /// What kind of token it is.
  enum Kind: Equatable {
    /// A written number: "25", "1.5", "1½", "½".
    case number(Double)
    /// A run of letters, lowercased: "minutes", "an", "half".
    case word(String)
    /// A hyphen or a dash, which joins a range ("25–30") or a compound ("twenty-five").
    case dash
    /// A fraction bar ("1/2").
    case slash
    /// Anything else that separates (punctuation, a degree sign); it ends a phrase.
    case barrier
  }

  let kind: Kind
  /// Where the token is in the text, so that a phrase can be quoted as written.
  let range: Range<String.Index>
  /// A barrier's character, if the token is one.
  ///
  /// A period or a comma may sit inside a compound ("1 hr. 20 min.", "1 hour, 5 minutes").
  var mark: Character? = nil

  var word: String? {
    if case .word(let word) = kind { return word }
    return nil
  }

  var number: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }
}
