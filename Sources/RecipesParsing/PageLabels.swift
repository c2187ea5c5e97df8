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

  /// The members the first line of each label gives, among the lines of `document`.
  static func members(of document: HTMLDocument) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    for line in document.lines where members.count < labels.count {
      let folded = PageRecipeLists.fold(line)
      for (member, words) in labels where members[member] == nil {
        guard let value = value(after: words, in: folded) else { continue }
        let reads =
          member == "recipeYield"
          ? value.first?.isNumber == true : KitchenDuration.minutes(value) != nil
        if reads { members[member] = .string(value) }
      }
    }
    return members
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
