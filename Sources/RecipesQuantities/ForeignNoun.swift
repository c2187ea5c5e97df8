/// Singular and plural of the counted nouns of the other six recipe languages, where their
/// rules are regular enough to trust; as written where they are not.
///
/// English endings on a German, French or Italian word make a word of no language ("3
/// Karottens", "2 Poireauxes"): these rules say when a word already reads as a plural, and
/// what a cook of that language writes for one or for more. A language whose plurals a
/// rule gets wrong too often (Dutch, Swedish, German outside "-e" and "-el") makes no
/// plural here: the name stays as its recipe wrote it.
///
/// ```swift
/// ForeignNoun.plural(of: "poireau", in: .french)     // "poireaux"
/// ForeignNoun.singular(of: "cipolle", in: .italian)  // "cipolla"
/// ForeignNoun.looksForeign("6 Zwiebeln")             // true
/// ```
public enum ForeignNoun {
  /// Whether the last word of `name` reads as no English noun: it has letters English does
  /// not write (ä, ö, ü, ß, å, ø, æ, œ), or ends as the other languages' plurals do and
  /// English singulars seldom do (German and Dutch "-en", "-eln", "-ern", French "-aux" and
  /// "-eux", Swedish "-ar" and "-or").
  public static func looksForeign(_ name: String) -> Bool {
    guard let start = EnglishNoun.lastWordStart(of: name) else { return false }
    let lower = name[start...].lowercased()
    if lower.contains(where: { foreignLetters.contains($0) }) { return true }
    let count = lower.count
    if count >= 4, ["en", "ln", "rn", "aux", "eux", "oux"].contains(where: lower.hasSuffix) {
      return true
    }
    return count >= 5 && (lower.hasSuffix("ar") || lower.hasSuffix("or"))
  }

  /// `name` with its last word made each singular it may be the plural of
  /// (`singulars(of:in:)`), and a Dutch "paprika's" without its "'s".
  public static func singularNames(of name: String, in language: CookingLanguage? = nil)
    -> [String]
  {
    for mark in ["'s", "’s"] where name.hasSuffix(mark) && name.count > mark.count + 1 {
      return [String(name.dropLast(mark.count))]
    }
    guard let start = EnglishNoun.lastWordStart(of: name) else { return [] }
    let word = String(name[start...])
    return singulars(of: word.lowercased(), in: language).map {
      name[..<start] + EnglishNoun.matchingCase($0, of: word)
    }
  }

  /// `name` as a cook of `language` writes it for more than one (`plural`) or for one: its
  /// last word, or in French, Spanish and Italian its first words up to a linking one
  /// ("pommes de terre"); nil when the language's rule does not say.
  public static func agreeing(_ name: String, plural: Bool, in language: CookingLanguage)
    -> String?
  {
    switch language {
    case .english: return EnglishNoun.agreeing(name, plural: plural)
    case .french, .spanish, .italian: return romanceAgreeing(name, plural: plural, in: language)
    case .german, .dutch, .swedish: break
    }
    guard let start = EnglishNoun.lastWordStart(of: name) else { return nil }
    let word = String(name[start...])
    let lower = word.lowercased()
    guard
      let changed = plural
        ? self.plural(of: lower, in: language) : singular(of: lower, in: language)
    else { return nil }
    return String(name[..<start]) + EnglishNoun.matchingCase(changed, of: word)
  }

  /// The plural of the singular `word` (lowercase) in `language`; nil where the rule is
  /// not regular enough (Dutch, Swedish).
  public static func plural(of word: String, in language: CookingLanguage) -> String? {
    guard word.count > 1 else { return nil }
    switch language {
    case .english: return EnglishNoun.plural(of: word)
    case .german: return germanPlural(of: word)
    case .french: return frenchPlural(of: word)
    case .spanish: return spanishPlural(of: word)
    case .italian: return italianPlural(of: word)
    case .dutch, .swedish: return nil
    }
  }

  /// The singular of the plural `word` (lowercase) in `language`; nil where the word does
  /// not end as that language's plurals do, or where its singular could end in more than
  /// one way (Italian "pomodori" and "limoni").
  public static func singular(of word: String, in language: CookingLanguage) -> String? {
    guard word.count > 3 else { return nil }
    switch language {
    case .english:
      let singular = EnglishNoun.singular(of: word)
      return singular == word ? nil : singular
    case .german: return germanSingular(of: word)
    case .french: return frenchSingular(of: word)
    case .spanish: return spanishSingular(of: word)
    case .italian: return italianSingular(of: word)
    case .dutch: return dutchSingular(of: word)
    case .swedish: return swedishSingular(of: word)
    }
  }

  /// The singulars `word` (lowercase) may be the plural of in any of the six languages, or
  /// in `language` alone when it is known: what the shopping list looks for among its
  /// other items to put "1 Zwiebel" and "2 Zwiebeln" on one line.
  public static func singulars(of word: String, in language: CookingLanguage? = nil)
    -> [String]
  {
    let languages = language.map { [$0] } ?? CookingLanguage.allCases.filter { $0 != .english }
    var found: [String] = []
    for language in languages {
      guard word.count > 3 else { break }
      let sure = singular(of: word, in: language).map { [$0] } ?? []
      for singular in sure + uncertainSingulars(of: word, in: language)
      where singular != word && !found.contains(singular) {
        found.append(singular)
      }
    }
    return found
  }

  /// Singulars a plural may have where its ending does not tell which: Italian "limoni"
  /// may be "limono" or "limone", German "Pilze" "Pilz".
  private static func uncertainSingulars(of word: String, in language: CookingLanguage)
    -> [String]
  {
    switch language {
    case .italian:
      if word.hasSuffix("chi") || word.hasSuffix("ghi") { return [word.dropLast(2) + "o"] }
      guard word.hasSuffix("i") else { return [] }
      let stem = word.dropLast()
      return [stem + "o", stem + "e", stem + "io"]
    case .german:
      return word.hasSuffix("e") ? [String(word.dropLast())] : []
    default:
      return []
    }
  }

  /// A French, Spanish or Italian name made to agree: its noun comes first and the words
  /// after it agree with it, up to a word that links another noun ("pommes de terre",
  /// "poivrons rouges", "spicchi d'aglio", "peperoni rossi").
  private static func romanceAgreeing(
    _ name: String, plural: Bool, in language: CookingLanguage
  ) -> String {
    var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    for index in words.indices {
      let word = words[index]
      let lower = word.lowercased()
      guard !romanceLinks.contains(lower), word.allSatisfy(\.isLetter) else { break }
      let form =
        plural ? self.plural(of: lower, in: language) : singular(of: lower, in: language)
      if let form { words[index] = EnglishNoun.matchingCase(form, of: word) }
    }
    return words.joined(separator: " ")
  }

  /// French, Spanish and Italian words that link a noun to another (of, with, and, in).
  private static let romanceLinks: Set<String> = [
    "de", "du", "des", "à", "au", "aux", "avec", "sans", "pour", "ou", "et", "en", "sur",
    "del", "con", "sin", "para", "o", "y", "e", "a", "al", "di", "della", "delle", "dei",
    "degli", "dello", "da", "senza", "per", "ed", "in", "alla",
  ]

  // MARK: - Plurals

  private static func germanPlural(of word: String) -> String? {
    if let irregular = germanIrregular[word] { return irregular }
    if word.hasSuffix("e") || word.hasSuffix("el") { return word + "n" }
    return nil
  }

  private static func frenchPlural(of word: String) -> String {
    if let last = word.last, "sxz".contains(last) { return word }
    if frenchPluralsInX.contains(where: word.hasSuffix) { return word + "x" }
    if ["au", "eu"].contains(where: word.hasSuffix) { return word + "x" }
    return word + "s"
  }

  private static func spanishPlural(of word: String) -> String {
    guard let last = word.last else { return word }
    if "aeiouáéó".contains(last) { return word + "s" }
    if last == "z" { return word.dropLast() + "ces" }
    if "sx".contains(last) { return word }
    // The stress an accent marks moves off the last syllable: "limón", "limones".
    let stressed: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]
    if word.count > 2, let vowel = stressed[word[word.index(word.endIndex, offsetBy: -2)]],
      !"íú".contains(last)
    {
      return word.dropLast(2) + String(vowel) + String(last) + "es"
    }
    return word + "es"
  }

  private static func italianPlural(of word: String) -> String {
    if word == "uovo" { return "uova" }
    for (singular, plural) in italianEndings where word.hasSuffix(singular) {
      return word.dropLast(singular.count) + plural
    }
    return word
  }

  /// Italian endings by singular, longest first: "arancia" → "arance", "fungo" →
  /// "funghi", "finocchio" → "finocchi", "cipolla" → "cipolle", "limone" → "limoni".
  private static let italianEndings: [(String, String)] = [
    ("cia", "ce"), ("gia", "ge"), ("io", "i"), ("co", "chi"), ("go", "ghi"), ("ca", "che"),
    ("ga", "ghe"), ("o", "i"), ("a", "e"), ("e", "i"),
  ]

  // MARK: - Singulars

  private static func germanSingular(of word: String) -> String? {
    if let irregular = germanIrregularSingular[word] { return irregular }
    if word.hasSuffix("chen") { return nil }
    if word.hasSuffix("er"), word.count > 4 { return withoutUmlaut(word.dropLast(2)) }
    if ["en", "ln", "rn"].contains(where: word.hasSuffix) { return String(word.dropLast()) }
    if word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
    return nil
  }

  private static func frenchSingular(of word: String) -> String? {
    if ["eaux", "eux", "oux"].contains(where: word.hasSuffix) { return String(word.dropLast()) }
    guard word.hasSuffix("s"), !["ss", "as", "is", "us"].contains(where: word.hasSuffix)
    else { return nil }
    return String(word.dropLast())
  }

  private static func spanishSingular(of word: String) -> String? {
    if word.hasSuffix("ones") { return word.dropLast(4) + "ón" }
    if word.hasSuffix("ces") { return word.dropLast(3) + "z" }
    guard word.hasSuffix("s"), word.count > 2 else { return nil }
    let before = word[word.index(word.endIndex, offsetBy: -2)]
    return "aeiouáéó".contains(before) ? String(word.dropLast()) : nil
  }

  private static func italianSingular(of word: String) -> String? {
    if word == "uova" { return "uovo" }
    for (plural, singular) in [("che", "ca"), ("ghe", "ga"), ("e", "a")]
    where word.hasSuffix(plural) {
      return word.dropLast(plural.count) + singular
    }
    return nil
  }

  private static func dutchSingular(of word: String) -> String? {
    if word.hasSuffix("eren") { return String(word.dropLast(4)) }
    if word.hasSuffix("s"), !["ss", "is", "us"].contains(where: word.hasSuffix) {
      return String(word.dropLast())
    }
    guard word.hasSuffix("en") else { return nil }
    return dutchStem(word.dropLast(2))
  }

  /// A Dutch stem as its singular writes it: a long vowel before one consonant is
  /// written twice ("tomat" → "tomaat"), a doubled consonant once ("sjalott" → "sjalot").
  private static func dutchStem(_ stem: Substring) -> String {
    let letters = Array(stem)
    guard letters.count >= 3 else { return String(stem) }
    let last = letters[letters.count - 1]
    let vowel = letters[letters.count - 2]
    let before = letters[letters.count - 3]
    if last == vowel, !isVowel(last) { return String(stem.dropLast()) }
    if !isVowel(last), "aou".contains(vowel), !isVowel(before) {
      return String(stem.dropLast()) + String(vowel) + String(last)
    }
    return String(stem)
  }

  private static func swedishSingular(of word: String) -> String? {
    if word.hasSuffix("ötter") { return word.dropLast(5) + "ot" }
    if word.hasSuffix("or") { return word.dropLast(2) + "a" }
    if word.hasSuffix("ar") { return String(word.dropLast(2)) }
    if word.hasSuffix("er") {
      let stem = word.dropLast(2)
      guard let last = stem.last, stem.dropLast().last == last, !isVowel(last) else {
        return String(stem)
      }
      return String(stem.dropLast())
    }
    if word.hasSuffix("en") { return String(word.dropLast()) }
    return nil
  }

  /// A German stem with its last umlaut undone: "Blätter" is "Blatt", "Kräuter" "Kraut".
  private static func withoutUmlaut(_ stem: Substring) -> String {
    let plain: [Character: Character] = ["ä": "a", "ö": "o", "ü": "u"]
    guard let index = stem.lastIndex(where: { plain[$0] != nil }), let vowel = plain[stem[index]]
    else { return String(stem) }
    var word = stem
    word.replaceSubrange(index...index, with: String(vowel))
    return String(word)
  }

  // MARK: - Tables

  /// French nouns in "-ou" whose plural is in "x", of those a cook might count.
  private static let frenchPluralsInX = ["chou", "caillou", "genou", "bijou"]

  private static func isVowel(_ letter: Character) -> Bool { "aeiouyäöüåéè".contains(letter) }

  /// Letters the other languages write and English does not.
  private static let foreignLetters: Set<Character> = ["ä", "ö", "ü", "ß", "å", "ø", "æ", "œ"]

  /// German nouns a cook counts whose plural no ending makes, by singular.
  private static let germanIrregular: [String: String] = [
    "apfel": "äpfel", "ei": "eier", "knödel": "knödel", "trüffel": "trüffel",
  ]

  /// The same table by plural.
  private static let germanIrregularSingular: [String: String] = Dictionary(
    germanIrregular.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
}
