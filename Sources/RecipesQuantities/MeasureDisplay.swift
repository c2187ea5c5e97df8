import RecipesLocalization

/// A rendered measure in the reader's language.
///
/// "2 tbsp + 2 tsp" (a shopping item's lines that cannot be added) is "2 EL + 2 TL" in
/// German and "2 c. à s. + 2 c. à c." in French;
/// "1.5 kg" is "1,5 kg" in both.
///
/// The renderers write one canonical English form, which the parser reads back and the JSON
/// output keeps; only what a person reads goes through here. The measured units, the pinch and
/// the counted units ("3 cloves", "2 sprigs": `CountedUnitNames`) are translated, each form,
/// singular and plural, its own message with the context "unit".
public enum MeasureDisplay {
  /// `measure` (as `QuantityRenderer.measure` writes it) with its unit words and decimals as
  /// the installed catalog writes them.
  public static func text(for measure: String) -> String {
    guard !measure.isEmpty else { return measure }
    let catalog = Localization.catalog
    var words: [String] = []
    var rest = measure[...]
    while !rest.isEmpty {
      if rest.hasPrefix("a pinch") {  // one pinch, written with its article
        // TRANSLATORS: one pinch, as an amount ("a pinch" of salt): with your language's article.
        words.append(localized("a pinch", context: "unit"))
        rest = rest.dropFirst(7)
        continue
      }
      if rest.hasPrefix("fl oz") {  // the one unit written with a space
        words.append(unitWord("fl oz"))
        rest = rest.dropFirst(5)
        continue
      }
      let word = rest.prefix { $0 != " " }
      rest = rest.dropFirst(word.count)
      if word.isEmpty {
        words.append(" ")
        rest = rest.dropFirst()
        continue
      }
      let text = String(word)
      if text.first?.isNumber == true {
        words.append(LocalizedNumber.decimal(text, locale: catalog.locale))
      } else {
        words.append(unitWord(text))
      }
    }
    return words.joined()
  }

  /// The unit word in the reader's language, or `word` itself when it is not a unit.
  private static func unitWord(_ word: String) -> String {
    switch word {
    // TRANSLATORS: units of a measure ("2 tbsp"): write them as cooks in your language do.
    case "tsp": localized("tsp", context: "unit")
    case "tbsp": localized("tbsp", context: "unit")
    case "cup": localized("cup", context: "unit")
    case "cups": localized("cups", context: "unit")
    case "fl oz": localized("fl oz", context: "unit")
    case "pt": localized("pt", context: "unit")
    case "qt": localized("qt", context: "unit")
    case "gal": localized("gal", context: "unit")
    case "oz": localized("oz", context: "unit")
    case "lb": localized("lb", context: "unit")
    case "pinch": localized("pinch", context: "unit")
    case "pinches": localized("pinches", context: "unit")
    default: CountedUnitNames.word(word) ?? word
    }
  }
}
