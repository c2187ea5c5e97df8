import RecipesQuantities

/// How the recipes of one shopping item write one of its names: how many lines, after
/// which counts, in which language.
struct ShoppingSpelling: Equatable, Sendable {
  /// How many lines use it.
  var uses = 0
  /// Whether a line wrote it after a plain count of more than one ("6 Zwiebeln").
  var isWrittenForMany = false
  /// Whether a line wrote it after a plain count of one or less ("1 Zwiebel").
  var isWrittenForOne = false
  /// The language of the first of its recipes whose language is known
  /// (`CookingLanguage.guess`).
  var language: CookingLanguage?

  /// The spelling with one more line, written for many (or one, or neither: nil) in a
  /// recipe in `language`.
  mutating func add(writtenForMany: Bool?, language: CookingLanguage?) {
    uses += 1
    if let writtenForMany {
      if writtenForMany { isWrittenForMany = true } else { isWrittenForOne = true }
    }
    if self.language == nil { self.language = language }
  }

  /// Whether `name` takes English endings: its recipe reads as English, or its language is
  /// unknown and its last word looks English (`ForeignNoun.looksForeign`).
  func takesEnglishEndings(_ name: String) -> Bool {
    language.map { $0 == .english } ?? !ForeignNoun.looksForeign(name)
  }

  /// Whether `name`, so spelt, already reads as many (`plural`) or one.
  ///
  /// An English name as its endings say ("2 aubergine" is one aubergine written after a
  /// plural count: it needs its "s"); any other as the count its recipe wrote it after
  /// ("6 Zwiebeln", "3 carote", "2 poireaux"), else as its language's rules say, else it
  /// is taken as it is.
  func agrees(_ name: String, plural: Bool) -> Bool {
    if takesEnglishEndings(name) { return EnglishNoun.agreeing(name, plural: plural) == name }
    if isWrittenForMany != isWrittenForOne { return isWrittenForMany == plural }
    if let language {
      return (ForeignNoun.agreeing(name, plural: plural, in: language) ?? name) == name
    }
    return plural || ForeignNoun.singularNames(of: name).isEmpty
  }

  /// `name` made to agree with `plural` by its language's rules: English endings only
  /// where it takes them; as written where its language's rule does not say.
  func agreeing(_ name: String, plural: Bool) -> String {
    if takesEnglishEndings(name) { return EnglishNoun.agreeing(name, plural: plural) }
    guard let language else { return name }
    return ForeignNoun.agreeing(name, plural: plural, in: language) ?? name
  }
}

extension ShoppingSpelling {
  /// The spelling with `other`'s lines added, the language known first kept.
  mutating func merge(_ other: ShoppingSpelling) {
    uses += other.uses
    isWrittenForMany = isWrittenForMany || other.isWrittenForMany
    isWrittenForOne = isWrittenForOne || other.isWrittenForOne
    if language == nil { language = other.language }
  }
}
