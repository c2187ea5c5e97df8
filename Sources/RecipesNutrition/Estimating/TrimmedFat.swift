import Foundation

/// When a meat is counted without the fat a cook cuts off it.
///
/// "2 lb pork shoulder, trimmed of fat", "1 ½ lb beef chuck, trimmed", or a method that says
/// "Trim the excess fat off the pork". The USDA weighs most cuts both ways, "separable lean
/// and fat" as bought and "separable lean only" once the fat that a knife can take off is
/// gone; a trimmed one is the lean.
enum TrimmedFat {
  /// Whether `food` is a cut weighed with its fat, which a knife could trim.
  static func isLeanAndFat(_ food: Food) -> Bool {
    food.name.contains("separable lean and fat")
  }

  /// Whether `line`'s own words trim its meat: "trimmed", "fat trimmed", "excess fat removed".
  static func trims(line text: String) -> Bool {
    let words = FoodWords.words(text)
    guard !words.contains(where: negations.contains) else { return false }
    return words.contains(where: trimWords.contains)
      || (words.contains("fat") && words.contains(where: removeWords.contains))
  }

  /// Whether a sentence of `method` trims a meat's fat ("Trim the pork of excess fat"), not
  /// one that says to leave it ("do not trim the fat") nor one that trims something else
  /// and names a fat further on ("trim the leeks and fry them in the bacon fat").
  static func trims(method: String) -> Bool {
    // Most methods trim nothing: only those that say so are read word by word.
    guard method.range(of: "trim", options: .caseInsensitive) != nil else { return false }
    return method.split { ".!?;\n".contains($0) }.contains { sentence in
      let words = FoodWords.words(String(sentence))
      guard !words.contains(where: negations.contains) else { return false }
      let trims = words.indices.filter { trimWords.contains(words[$0]) }
      return words.indices.contains { index in
        words[index] == "fat" && trims.contains { abs($0 - index) <= nearness }
      }
    }
  }

  /// How many words apart a trim and its fat may be: "trim off any of the excess fat".
  private static let nearness = 6

  /// Verbs that cut fat off.
  private static let trimWords: Set<String> = ["trim", "trimmed", "trimming"]

  /// Verbs that take fat off when a line says so with "fat".
  private static let removeWords: Set<String> = ["removed", "off"]

  /// Words that make a line or sentence keep the fat.
  private static let negations: Set<String> = ["not", "dont", "don", "never", "untrimmed"]
}
