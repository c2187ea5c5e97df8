import RecipesQuantities

/// Lines naming the juice or zest of fruit in German, French, Dutch or Swedish: "Saft einer
/// halben Zitrone", "le jus d'un citron", "sap van een halve citroen", "saften av en lime".
///
/// Read again as English writes them ("juice of ½ Zitrone"), so the count is the fruit's and
/// the part its juice or zest, as "juice of half a lemon" is.
enum PartOfFruitLine {
  /// `line` read as the part of a counted fruit when it says so in another language; else
  /// `line` as it is.
  static func reread(_ line: IngredientLine) -> IngredientLine {
    guard line.quantity == nil else { return line }
    var words = line.text.lowercased().split(separator: " ").map(String.init)
    while let first = words.first, articles.contains(first) { words.removeFirst() }
    guard let first = words.first, let part = parts[first] else { return line }
    words.removeFirst()
    var count = 1.0
    var counted = false
    while let word = words.first.map(Self.elided) {
      if let number = numbers[word] ?? Double(word.replacingOccurrences(of: ",", with: ".")) {
        count = counted ? count * number : number
        counted = true
      } else if let glyph = glyphs[word] {
        count = counted ? count * glyph : glyph
        counted = true
      } else if halves.contains(word) {
        count = (counted ? count : 1) * 0.5
        counted = true
      } else if !ones.contains(word), !prepositions.contains(word) {
        break
      }
      words.removeFirst()
    }
    guard !words.isEmpty, count > 0 else { return line }
    let amount = count == 0.5 ? "1/2" : count == 0.25 ? "1/4" : String(count)
    var reread = IngredientLineParser.parse(
      "\(part) of \(amount) \(words.joined(separator: " "))")
    guard reread.quantity != nil, !reread.name.isEmpty else { return line }
    reread.text = line.text
    return reread
  }

  /// "d'un" and "l'orange" as "un" and "orange".
  private static func elided(_ word: String) -> String {
    for prefix in ["d'", "d’", "l'", "l’"] where word.hasPrefix(prefix) && word.count > 2 {
      return String(word.dropFirst(prefix.count))
    }
    return word
  }

  /// The parts, in the English word the line reader knows.
  private static let parts: [String: String] = [
    "saft": "juice", "jus": "juice", "sap": "juice", "saften": "juice", "juice": "juice",
    "abrieb": "zest", "zeste": "zest", "zestes": "zest", "rasp": "zest", "schale": "zest",
    "skal": "zest", "skalet": "zest", "zest": "zest",
  ]
  /// Articles a line may start with: "der Saft", "le jus", "het sap".
  private static let articles: Set<String> = [
    "der", "die", "das", "le", "la", "les", "het", "de", "the", "geriebene", "abgeriebene",
  ]
  /// "von", "de", "van", "av", "ur": of.
  private static let prepositions: Set<String> = [
    "von", "vom", "aus", "de", "du", "van", "av", "från", "fran", "ur", "of", "from",
  ]
  /// Articles that count one: "einer", "d'un", "een", "en".
  private static let ones: Set<String> = [
    "ein", "eine", "einer", "eines", "einem", "un", "une", "een", "en", "ett", "a", "an",
  ]
  /// Half: "einer halben", "d'un demi", "een halve", "en halv".
  private static let halves: Set<String> = [
    "halb", "halbe", "halben", "halber", "demi", "demie", "halve", "halv", "halva", "half",
  ]
  /// Counts written in words.
  private static let numbers: [String: Double] = [
    "zwei": 2, "zweier": 2, "deux": 2, "twee": 2, "två": 2, "tva": 2, "two": 2, "drei": 3,
    "dreier": 3, "trois": 3, "drie": 3, "tre": 3, "three": 3, "vier": 4, "quatre": 4,
    "fyra": 4, "four": 4, "un": 1, "une": 1,
  ]
  private static let glyphs: [String: Double] = ["½": 0.5, "¼": 0.25, "1/2": 0.5, "1/4": 0.25]
}
