import Foundation
import RecipesQuantities

/// The English spellings other sites and apps give the catalog's categories and cuisines.
///
/// "Desserts", "Main Dish", "Appetizer", "Mexican cuisine", "Lunch, Side Dish": each is led
/// to the word `CatalogNames` translates, so an imported recipe's tags read in the reader's
/// language like the catalog's; what is stored is never changed.
enum CatalogNameSpellings {
  /// A table's words (lowercased), the other spellings that mean them, and the endings a
  /// site adds to a tag ("Dessert Recipes", "Mexican Cuisine").
  struct Vocabulary: Sendable {
    /// The known word a lowercased spelling names, or nil: the translating switch.
    let translate: @Sendable (String) -> String?
    /// Lowercased spellings of a known word: "side dish" → "side".
    let aliases: [String: String]
    /// Lowercased endings dropped before looking a tag up: " recipes".
    let endings: [String]
  }

  /// `written` in the reader's language: the whole tag when it is a known word, else each
  /// part of a comma-separated list ("Lunch, Side Dish"), the unknown parts as written;
  /// `written` itself when no part is known.
  static func display(_ written: String, in vocabulary: Vocabulary) -> String {
    if let shown = translation(of: written, in: vocabulary) { return shown }
    let parts = written.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
    guard parts.count > 1 else { return written }
    let shown = parts.map { translation(of: $0, in: vocabulary) }
    guard shown.contains(where: { $0 != nil }) else { return written }
    return zip(parts, shown).map { part, translated in translated ?? part }
      .joined(separator: ", ")
  }

  /// The translation of one tag, or nil when no spelling of it is known, or when the tag is
  /// another spelling of a word the reader's language writes as English does: in English,
  /// and "Desserts" in French, the tag stays as the recipe writes it.
  private static func translation(of tag: String, in vocabulary: Vocabulary) -> String? {
    let written = tag.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var word = written
    for ending in vocabulary.endings where word.hasSuffix(ending) && word.count > ending.count {
      word.removeLast(ending.count)
      break
    }
    // "Desserts", "Side Dishes", "Pastries": the English plural of a known word.
    for candidate in [word, EnglishNoun.singular(of: word)] {
      let known = vocabulary.aliases[candidate] ?? candidate
      guard let shown = vocabulary.translate(known) else { continue }
      return known == written || shown.lowercased() != known ? shown : nil
    }
    return nil
  }
}
