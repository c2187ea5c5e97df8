import Foundation

/// A marinade or a brine the food is lifted out of, the rest poured away: its lines (those
/// under a heading that names it, "For the marinade:") count only what clings to the food.
///
/// The method says whether it is discarded ("remove the chicken from the marinade",
/// "discard the brine"); one that is boiled into a sauce, kept to baste or reserved is
/// eaten and counted in full. The meat or fish in the marinade's lines is eaten whole.
enum DiscardedMarinade {
  /// The part of a discarded marinade counted: what clings to the food and what it takes up.
  static let share = 0.2

  /// Whether `heading` ("For the marinade:", "Brine", "Für die Marinade") names a marinade.
  static func isMarinade(heading: String) -> Bool {
    FoodWords.words(heading).contains(where: marinadeWords.contains)
  }

  /// Whether `method` lifts the food out of its marinade or brine and keeps none of it.
  static func isDiscarded(by method: String) -> Bool {
    guard !method.isEmpty else { return false }
    var discarded = false
    for sentence in method.split(whereSeparator: { ".!?;\n".contains($0) }) {
      let words = FoodWords.words(String(sentence))
      guard words.contains(where: marinadeWords.contains) else { continue }
      if words.contains(where: keepWords.contains) { return false }
      if words.contains(where: discardWords.contains)
        || (words.contains(where: liftVerbs.contains) && words.contains(where: outOf.contains))
      {
        discarded = true
      }
    }
    return discarded
  }

  /// Whether a line's `food` is what lies in the marinade (a meat or a fish), eaten whole.
  static func isMarinated(_ food: Food) -> Bool {
    marinatedGroups.contains(food.group)
  }

  /// Marinade and brine, in the languages read.
  private static let marinadeWords: Set<String> = [
    "marinade", "marinad", "marinate", "brine", "beize", "saumure", "pekel", "salmuera",
    "marinata", "salmoira",
  ]

  /// Verbs that throw a marinade away.
  private static let discardWords: Set<String> = [
    "discard", "discarding", "rinse", "jeter", "jetez", "wegwerfen", "wegschutten",
    "verwerfen", "weggooien", "kassera", "abspulen", "rincer", "rincez",
  ]

  /// Verbs that lift the food out of it ("remove the chicken from the marinade").
  private static let liftVerbs: Set<String> = [
    "remove", "lift", "take", "drain", "shake", "retirer", "retirez", "sortir", "egoutter",
    "nehmen", "herausnehmen", "abtropfen",
  ]

  /// Out of it: "from the marinade", "shake off", "aus der Marinade", "hors de".
  private static let outOf: Set<String> = ["from", "off", "out", "aus", "de", "hors", "uit", "ur"]

  /// Words that keep a marinade to eat: boiled into a sauce, reserved, basted with.
  private static let keepWords: Set<String> = [
    "reserve", "reserved", "boil", "simmer", "reduce", "baste", "basting", "thicken",
    "saucepan", "aufkochen", "einkochen", "reduire", "bouillir", "reservez",
  ]

  /// USDA's groups of poultry, sausages, fish, pork, beef and lamb.
  private static let marinatedGroups: Set<String> = ["05", "07", "10", "13", "15", "17"]
}
