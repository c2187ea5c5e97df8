/// The language a recipe is written in, as far as its own words tell: the seven whose
/// ingredient lines the line reader knows.
///
/// A guess from small words every recipe uses ("and", "the", "und", "mit", "et", "avec",
/// "och", "y", "di") and the spoons its lines measure in ("tbsp", "eetlepel", "msk",
/// "cuillère"), counted over the recipe's text; nil when too few of them occur. Words two of
/// the languages share ("de", "la", "en", "in", "con", "EL") count for neither.
///
/// ```swift
/// CookingLanguage.guess(["Die Zwiebeln schälen und mit dem Öl anbraten."])  // .german
/// CookingLanguage.guess(["3 eggs"])                                          // nil
/// ```
public enum CookingLanguage: String, CaseIterable, Sendable {
  case english, german, french, dutch, swedish, spanish, italian

  /// The language most of `texts`' telling words are in; nil when fewer than three words
  /// tell it (a word of another language can look like one of ours: Slovak "para"), or
  /// when two languages tie at the top.
  ///
  /// Only the first 600 bytes of each text are read, as bytes, and reading stops once one
  /// language has eight words and three times any other's (the shopping list asks for every
  /// recipe on it): a recipe tells its language in its first lines.
  public static func guess(_ texts: [String]) -> CookingLanguage? {
    var scores = [Int](repeating: 0, count: allCases.count)
    var word: [UInt8] = []
    word.reserveCapacity(16)
    var settled = false
    func count() {
      defer { word.removeAll(keepingCapacity: true) }
      guard word.count > 0, word.count <= longestWord, let language = telling[word] else { return }
      scores[language.index] += 1
      let top = scores[language.index]
      settled = top >= 8 && scores.allSatisfy { $0 == top || $0 * 3 <= top }
    }
    for text in texts where !settled {
      bytes: for byte in text.utf8.prefix(600) {
        switch byte {
        case 0x41...0x5A: word.append(byte | 0x20)
        // Letters, and the bytes of any letter beyond ASCII ("på", "cuillère").
        case 0x61...0x7A, 0x80...0xFF: word.append(byte)
        default:
          count()
          if settled { break bytes }
        }
      }
      count()
    }
    guard let top = scores.max(), top >= 3, scores.filter({ $0 == top }).count == 1,
      let index = scores.firstIndex(of: top)
    else { return nil }
    return allCases[index]
  }

  /// The language's place in `allCases`.
  private var index: Int {
    Self.allCases.firstIndex(of: self) ?? 0
  }

  /// Each telling word, as lowercase UTF-8, and its language.
  private static let telling: [[UInt8]: CookingLanguage] = {
    var table: [[UInt8]: CookingLanguage] = [:]
    for (language, words) in tellingWords {
      for word in words.split(separator: " ") { table[Array(word.utf8)] = language }
    }
    return table
  }()

  /// The length of the longest telling word, in bytes.
  private static let longestWord = telling.keys.map(\.count).max() ?? 0

  /// Words of one language only, among the seven: small words of every sentence, and the
  /// spoons and pinches of its lines.
  private static let tellingWords: [CookingLanguage: String] = [
    .english:
      "the and with until into of or then add stir each about cup cups tbsp tsp tablespoon "
      + "tablespoons teaspoon teaspoons chopped large pinch oz lb",
    .german:
      "und der die das mit im auf bis oder eine einen etwas zum zur ca prise geben schneiden "
      + "würfel hacken",
    .french:
      "et les du des au aux avec dans pour puis sur une cuillère cuillères cuil soupe café "
      + "pincée jusqu ajouter",
    .dutch:
      "het van een met op tot ongeveer eetlepel eetlepels theelepel theelepels snufje voeg toe "
      + "ze zijn dan niet wordt",
    .swedish: "och med till på av ett tills vid msk tsk krm minuter nypa är eller sedan",
    .spanish:
      "y el los las hasta cucharada cucharadas cucharadita cucharaditas minutos pizca para "
      + "añadir",
    .italian:
      "e il di della dei delle per fino cucchiaio cucchiai cucchiaino cucchiaini minuti "
      + "pizzico qb aggiungere che poi nel nell nella gli",
  ]
}
