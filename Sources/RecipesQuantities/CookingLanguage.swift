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
  /// Only the first 2 000 characters of each text are read: a recipe tells its language
  /// in its first lines, and a long method costs no more than a short one.
  public static func guess(_ texts: [String]) -> CookingLanguage? {
    var scores: [CookingLanguage: Int] = [:]
    for text in texts {
      for word in words(of: text) {
        if let language = telling[word] { scores[language, default: 0] += 1 }
      }
    }
    let ranked = scores.sorted { $0.value > $1.value }
    guard let top = ranked.first, top.value >= 3 else { return nil }
    if ranked.count > 1, ranked[1].value == top.value { return nil }
    return top.key
  }

  /// The lowercased words of the start of `text`.
  private static func words(of text: String) -> [Substring] {
    let start = text.utf8.count > 2_000 ? text.prefix(2_000) : Substring(text)
    return start.lowercased().split { !$0.isLetter }.map { Substring($0) }
  }

  /// Each telling word and its language.
  private static let telling: [Substring: CookingLanguage] = {
    var table: [Substring: CookingLanguage] = [:]
    for (language, words) in tellingWords {
      for word in words.split(separator: " ") { table[word] = language }
    }
    return table
  }()

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
