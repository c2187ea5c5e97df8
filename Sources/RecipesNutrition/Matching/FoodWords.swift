import Foundation
import RecipesQuantities

/// Names folded into the words they are matched on: lowercase, accents and ligatures
/// folded ("Äpfel" → "apfel", "œufs" → "oeufs"), letters and digits only, each word
/// singular ("tomatoes" → "tomato").
enum FoodWords {
  /// The words of `text`, folded.
  static func words(_ text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
    var folded = text.lowercased()
    if !folded.utf8.allSatisfy({ $0 < 0x80 }) {
      folded = folded.replacingOccurrences(of: "œ", with: "oe")
        .replacingOccurrences(of: "ß", with: "ss")
        .folding(options: .diacriticInsensitive, locale: nil)
    }
    return folded.split { !($0.isLetter || $0.isNumber) }.map {
      EnglishNoun.singular(of: String($0))
    }
  }

  /// The words of ASCII `text`, read byte by byte: most lines and every description.
  private static func asciiWords(_ text: String) -> [String] {
    var words: [String] = []
    var current: [UInt8] = []
    func finish() {
      guard !current.isEmpty else { return }
      words.append(EnglishNoun.singular(of: String(decoding: current, as: UTF8.self)))
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case 0x41...0x5A: current.append(byte + 0x20)
      case 0x61...0x7A, 0x30...0x39: current.append(byte)
      default: finish()
      }
    }
    finish()
    return words
  }

  /// `text` folded into one key: its words joined by single spaces.
  static func key(_ text: String) -> String {
    words(text).joined(separator: " ")
  }

  /// Words a name carries that say nothing of which food it is: quality, origin, size,
  /// freshness, how it was cut.
  static let descriptive: Set<String> = [
    "fresh", "freshly", "organic", "good", "quality", "best", "large", "medium", "small",
    "extra", "jumbo", "whole", "ripe", "very", "homemade", "store", "bought", "storebought",
    "premium", "pure", "natural", "plain", "real", "finely", "roughly", "thinly", "coarsely",
    "chopped", "diced", "minced", "sliced", "grated", "shredded", "crushed", "peeled",
    "seeded", "cubed", "halved", "quartered", "trimmed", "rinsed", "softened", "melted",
    "beaten", "lightly", "room", "temperature", "cold", "warm", "hot", "packed", "heaping",
    "level", "about", "approximately", "or", "and", "of", "de", "la", "le", "du", "des", "the",
    "a", "an", "unsweetened", "frisch", "frische", "frischer", "gehackt", "fein", "style", "baby",
    "bio", "frais", "fraiche", "vers", "verse", "farsk", "crumbled", "mini", "grote", "kleine",
    "stor", "liten", "torkad", "torkade", "gedroogde", "getrocknet", "getrocknete", "seche",
    "nature",
  ]

  /// Forms that are not raw.
  static let cookedForms: Set<String> = [
    "cooked", "canned", "roasted", "toasted", "boiled", "fried", "baked",
  ]

  /// Words naming a form of a food, which a description should name too.
  static let forms: Set<String> = [
    "cooked", "canned", "frozen", "dried", "roasted", "toasted", "smoked", "boiled", "fried",
    "baked", "raw", "condensed", "evaporated",
  ]

  /// Forms many times as rich as the food as eaten ("Coffee, instant, powder"): a
  /// description with one the line does not ask for is a poor match.
  static let concentratedForms: Set<String> = [
    "powder", "instant", "dry", "dehydrated", "concentrate", "mix", "dessert",
  ]
}
