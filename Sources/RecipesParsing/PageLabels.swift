import Foundation
import RecipesHTML
import RecipesQuantities

/// The times and yield a page without recipe data writes beside their labels ("Total Time:
/// 20 minutes", "Serves 4"), as schema.org members of the recipe made of its lists.
enum PageLabels {
  /// The member each label gives, and the labels, folded (lowercase, no accents).
  private static let labels: [(member: String, words: [String])] = [
    (
      "totalTime",
      [
        "total time", "ready in", "gesamtzeit", "temps total", "totale tijd", "tiempo total",
        "tempo totale", "total tid",
      ]
    ),
    (
      "prepTime",
      [
        "prep time", "preparation time", "arbeitszeit", "vorbereitungszeit",
        "zubereitungszeit", "temps de preparation", "voorbereidingstijd", "bereidingstijd",
        "tiempo de preparacion", "tempo di preparazione",
      ]
    ),
    (
      "cookTime",
      [
        "cook time", "cooking time", "kochzeit", "backzeit", "garzeit", "temps de cuisson",
        "kooktijd", "baktijd", "tiempo de coccion", "tempo di cottura",
      ]
    ),
    (
      "recipeYield",
      [
        "servings", "serves", "yield", "makes", "portionen", "portions", "personen",
        "porciones", "porzioni", "portioner",
      ]
    ),
  ]
  /// The longest value read after a label, in characters.
  private static let longestValue = 40

  /// Labels that say the total time only under its figure, as a summary's tiles write it
  /// ("1 h 50" over "Total").
  private static let totalUnderneath: Set<String> = ["total", "totalt", "gesamt", "totaal"]

  /// The members the first line of each label gives, among the lines of `document`: the
  /// value after the label on its line, or (for a time) on the line above a label alone.
  static func members(of document: HTMLDocument) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    var above = ""
    for line in document.lines where members.count < labels.count {
      let folded = PageRecipeLists.fold(line)
      defer { above = folded }
      // A line that is the yield by itself: "2 personnes", "Für 4 Personen".
      if members["recipeYield"] == nil, let yield = wholeYield(folded) {
        members["recipeYield"] = .string(yield)
        continue
      }
      for (member, words) in labels where members[member] == nil {
        // A time alone under its figure; a count above "Servings" may be any other number.
        let alone =
          member != "recipeYield"
          && (words.contains(folded)
            || (member == "totalTime" && totalUnderneath.contains(folded)))
        // A figure above its label names its unit: a bare number there may count anything.
        guard let value = alone ? above : value(after: words, in: folded),
          !value.isEmpty, value.count <= longestValue, !alone || value.contains(where: \.isLetter)
        else { continue }
        if reads(value, as: member) { members[member] = .string(value) }
      }
    }
    return members
  }

  /// Words that count the people or portions a recipe serves, folded.
  private static let servingWords: Set<String> = [
    "servings", "serving", "portions", "portion", "portionen", "personen", "person",
    "personnes", "personne", "people", "persons", "couverts", "porciones", "porzioni",
    "porties", "portioner", "personer", "pers",
  ]
  /// Words that may lead a yield written alone ("for 4 people"), folded.
  private static let servingLeads: Set<String> = ["for", "fur", "pour", "voor", "para", "per"]

  /// The yield a line is by itself, folded: a count of 1 to 99 and a word that counts
  /// people or portions, after "for" (in the languages of `servingLeads`) or not; nil for
  /// any other line, a sentence that mentions people among other words above all.
  static func wholeYield(_ folded: String) -> String? {
    var words = folded.split(separator: " ")
    if words.count == 3, servingLeads.contains(String(words[0])) { words.removeFirst() }
    guard words.count == 2, let count = Int(words[0]), (1...99).contains(count),
      servingWords.contains(String(words[1]))
    else { return nil }
    return "\(count) \(words[1])"
  }

  /// Whether `value` reads as the member's: a count for a yield, else a duration.
  private static func reads(_ value: String, as member: String) -> Bool {
    member == "recipeYield"
      ? value.first?.isNumber == true : KitchenDuration.minutes(value) != nil
  }

  /// What follows one of `words` at the start of `line` (after a colon, if any).
  private static func value(after words: [String], in line: String) -> String? {
    for word in words where line.hasPrefix(word) {
      let rest = line.dropFirst(word.count)
      guard rest.first == ":" || rest.first == " " else { continue }
      let value = rest.drop { $0 == ":" || $0 == " " }
      if !value.isEmpty, value.count <= longestValue { return String(value) }
    }
    return nil
  }
}
