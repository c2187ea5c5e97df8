import Foundation
import RecipesQuantities

/// When a raw meat is counted as it comes out of the pan: its fat, rendered and left behind
/// or poured off, is not eaten.
///
/// A fatty meat ("1 lb bacon", "3 lb short ribs") loses much of its fat in any cooking; a
/// leaner one (ground beef, a pork shoulder) or a sausage when the line or the method says
/// the fat is drained, poured off or skimmed. Either is counted as the USDA's cooked form of
/// the same meat (`CookedForms`), as much of it as the raw weight cooks to.
enum RenderedFat {
  /// Fat per 100 g of raw meat above which cooking renders much of it whatever the method.
  static let fattyMeat = 25.0
  /// USDA's group of sausages and luncheon meats.
  private static let sausages = "07"
  /// Fat per 100 g of raw meat above which draining it is worth counting.
  static let drainedMeat = 10.0

  /// Whether `line`'s `food`, a raw meat, loses its rendered fat: fatty enough, or drained
  /// as the line or the method (`methodDrains`) says.
  static func applies(to food: Food, line: IngredientLine, methodDrains: Bool) -> Bool {
    guard CookedForms.meatGroups.contains(food.group) else { return false }
    let fat = food.per100Grams.fat
    // A sausage's casing keeps its fat in: only drained when crumbled and drained.
    if fat >= fattyMeat, food.group != sausages { return true }
    guard fat >= drainedMeat else { return false }
    return methodDrains || FoodWords.words(line.text).contains { drainWords.contains($0) }
  }

  /// Whether a sentence of `method` drains, pours off or skims a meat's fat ("drain the
  /// grease", "brown the beef and drain", "skim the fat off the top"), not one that says
  /// not to.
  static func drains(_ method: String) -> Bool {
    guard !method.isEmpty else { return false }
    let sentences = method.split { ".!?;\n".contains($0) }
    return sentences.contains { sentence in
      let words = FoodWords.words(String(sentence))
      guard !words.contains(where: negations.contains) else { return false }
      if words.contains(where: fatWords.contains) {
        return words.contains(where: drainWords.contains)
          || zip(words, words.dropFirst()).contains { pair in
            removeVerbs.contains(pair.0) && ["off", "away"].contains(pair.1)
          } || words.contains(where: oneWordDegreasing.contains)
      }
      // "Brown the beef, then drain": the meat is what is drained.
      return words.contains(where: drainWords.contains) && words.contains(where: meatWords.contains)
        || words.contains(where: oneWordDegreasing.contains)
    }
  }

  /// Verbs that drain, in the languages read (the words folded as `FoodWords` folds them).
  private static let drainWords: Set<String> = [
    "drain", "drained", "draining", "skim", "skimmed", "abgiessen", "abschopfen", "abgegossen",
    "egoutter", "egouttez", "afgieten", "afscheppen", "hall", "skumma",
  ]

  /// Verbs that take the fat off with "off" or "away": "pour off", "spoon off the fat".
  private static let removeVerbs: Set<String> = ["pour", "spoon", "blot", "discard", "tip"]

  /// One word for taking off the fat: French "dégraisser".
  private static let oneWordDegreasing: Set<String> = ["degraisser", "degraissez", "entfetten"]

  /// The fat that is taken off.
  private static let fatWords: Set<String> = [
    "fat", "grease", "dripping", "drippings", "fett", "graisse", "vet", "fettet", "flottet",
  ]

  /// The meats a method drains by name.
  private static let meatWords: Set<String> = [
    "beef", "meat", "pork", "sausage", "lamb", "turkey", "mince", "chorizo", "hackfleisch",
    "viande", "gehakt", "kottfarsen", "farsen",
  ]

  /// Words that make a sentence say not to drain ("do not drain the pan").
  private static let negations: Set<String> = ["not", "dont", "don", "never", "nicht", "pas"]
}
