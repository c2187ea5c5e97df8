import Foundation
import RecipesQuantities

/// The key that says two ingredient names are the same thing to buy.
///
/// "Cherry Tomatoes", "cherry tomato" and "cherry-tomatoes" share the key "cherry tomato":
/// case and accents are folded, punctuation is a space, a leading "fresh" ("frische") is
/// dropped, the last word is made singular, and a small table of synonyms (`ShoppingSynonyms`) maps
/// "scallions" and "green onions" to "spring onion". Keys are internal: they never show,
/// they only group, so "chillies" may fold to a key that is not an English word as long as
/// "chilli" folds to the same one.
public enum ShoppingName {
  /// The grouping key of `name`; empty when the name has no letters or digits.
  ///
  /// A spice is bought ground: "ground cumin", "gemahlener Kreuzkümmel" and "cumin moulu"
  /// are "cumin" (and "Kreuzkümmel"), whose aisle is the spices'. "Ground coriander" stays
  /// apart from the leaves, "ground ginger" from the root, "cumin seeds" from cumin.
  public static func key(_ name: String) -> String {
    let key = synonymKey(name)
    return groundSpice(key) ?? key
  }

  /// The key before the ground-spice rule: folded words, synonyms mapped (what the aisle
  /// table is keyed by).
  static func synonymKey(_ name: String) -> String {
    let plain = plainKey(name)
    return ShoppingSynonyms.canonical[plain] ?? plain
  }

  /// The key of the spice `key` names ground, when what is left is a spice.
  private static func groundSpice(_ key: String) -> String? {
    var words = key.split(separator: " ").map(String.init)
    guard words.count > 1 else { return nil }
    if let first = words.first, groundWords.contains(first) {
      words.removeFirst()
    } else if let last = words.last, groundWords.contains(last) {
      words.removeLast()
      words[words.count - 1] = EnglishNoun.singular(of: words[words.count - 1])
    } else {
      return nil
    }
    let rest = words.joined(separator: " ")
    let spice = ShoppingSynonyms.canonical[rest] ?? rest
    return GroceryAisle.of(key: spice) == .spices ? spice : nil
  }

  /// "Fresh" before a name, in English and German.
  private static let freshWords: Set<String> = [
    "fresh", "frisch", "frische", "frischer", "frisches", "frischen",
  ]

  /// "Ground" in English, German and French, as folded.
  private static let groundWords: Set<String> = [
    "ground", "gemahlen", "gemahlener", "gemahlene", "gemahlenes", "gemahlenen", "moulu",
    "moulue", "moulus", "moulues",
  ]

  /// The key before synonyms: folded words, the last one singular.
  static func plainKey(_ name: String) -> String {
    // Long names are not ingredients anyone shops for by that name; bounding the work keeps
    // a 10 000-character line as cheap as a short one.
    let bounded = name.utf8.count > 200 ? String(name.prefix(200)) : name
    var words = asciiWords(bounded) ?? foldedWords(bounded)
    while words.count > 1, let first = words.first, freshWords.contains(first) {
      words.removeFirst()
    }
    guard let last = words.last else { return "" }
    words[words.count - 1] = EnglishNoun.singular(of: last)
    return words.joined(separator: " ")
  }

  /// The lowercased words of an ASCII name, read from its bytes; nil for any other name.
  ///
  /// Most names are plain ASCII, and Foundation's folding costs more than the parse of the
  /// whole line: this keeps a list of 50 recipes well under its 5 ms.
  private static func asciiWords(_ name: String) -> [String]? {
    var words: [String] = []
    var word: [UInt8] = []
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case 0x41...0x5A: word.append(byte | 0x20)
      case 0x61...0x7A, 0x30...0x39: word.append(byte)
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
    name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
