import Foundation
import RecipesQuantities

/// Ingredient names folded into the words a food is known by: lowercase, accents folded,
/// letters and digits only, each word singular, words that say nothing of which food it is
/// left out ("fresh", "large", "chopped").
enum PantryWords {
  /// The words of `name`, folded, the descriptive ones left out.
  static func words(_ name: String) -> [String] {
    // A name longer than any food's costs no more than a long one.
    let bounded = name.utf8.count > 200 ? String(name.prefix(200)) : name
    let raw = asciiWords(bounded) ?? foldedWords(bounded)
    return raw.compactMap { word in
      guard !descriptive.contains(word) else { return nil }
      let singular = EnglishNoun.singular(of: word)
      return descriptive.contains(singular) ? nil : singular
    }
  }

  /// The lowercased words of an ASCII name, read from its bytes; nil for any other name.
  private static func asciiWords(_ name: String) -> [String]? {
    var words: [String] = []
    var word: [UInt8] = []
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case 0x41...0x5A: word.append(byte | 0x20)
      case 0x61...0x7A, 0x30...0x39: word.append(byte)
      case 0x27: continue  // "confectioners' sugar"
      default:
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }

  /// The words of any name, case and accents folded ("Jalapeño" → "jalapeno").
  private static func foldedWords(_ name: String) -> [String] {
    name.replacingOccurrences(of: "œ", with: "oe").replacingOccurrences(of: "ß", with: "ss")
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// Words that say nothing of which food a name is.
  ///
  /// Quality, size, freshness, how it was cut or cooked, temperature: "2 large red onions, finely chopped" is onions.
  static let descriptive: Set<String> = [
    "fresh", "freshly", "organic", "good", "quality", "best", "large", "medium", "small",
    "big", "extra", "jumbo", "whole", "ripe", "very", "homemade", "storebought", "premium",
    "pure", "real", "finely", "roughly", "thinly", "coarsely", "chopped", "diced", "minced",
    "sliced", "grated", "shredded", "crushed", "peeled", "seeded", "deseeded", "cubed",
    "halved", "quartered", "trimmed", "rinsed", "drained", "softened", "melted", "beaten",
    "lightly", "cold", "warm", "hot", "lukewarm", "boiling", "iced", "chilled", "packed",
    "heaping", "level", "about", "approximately", "of", "the", "a", "an", "some", "few",
    "handful", "bunch", "cooked", "uncooked", "raw", "leftover", "tinned", "canned", "frozen",
    "thawed", "defrosted", "optional", "plus", "more", "additional", "unsalted", "salted",
    "boneless", "skinless", "leaf", "sprig", "stalk", "stick",
  ]

  /// Words of colour and kind that leave a food the same food to a cook deciding what to
  /// make: a red onion is an onion, white wine is wine, brown rice is rice.
  static let loose: Set<String> = ["red", "white", "yellow", "brown", "purple"]

  /// Words that, added to a food's name, name another food: coconut milk is not milk,
  /// peanut butter not butter, sweet potatoes not potatoes, cream cheese not cheese.
  static let otherFood: Set<String> = [
    "coconut", "almond", "soy", "soya", "oat", "rice", "peanut", "ice", "sour", "sweet",
    "spring", "green", "garlic", "celery", "onion", "corn", "cream", "condensed",
    "evaporated", "chocolate", "vanilla", "sesame", "maple", "golden", "buttermilk",
    "powdered", "icing", "self", "raising", "rising", "sugar", "salt", "smoked", "cottage",
    "curd", "snap", "cake", "lemon", "pepper", "bouillon",
  ]
}
