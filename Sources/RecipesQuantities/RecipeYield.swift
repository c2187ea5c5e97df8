/// A recipe's yield as cooks write it, read into how many it makes: "Serves 4", "4 to 6",
/// "2 dozen", "Makes 12 cookies", "1 loaf (10 slices)", "4 Portionen", "6 personnes".
///
/// `count` is what a per-serving figure divides by: a range's lower end (the `countMax` is
/// kept), the portions a yield names beside what it makes ("1 loaf (10 slices)" is 10),
/// else what it makes ("1 loaf" is 1 loaf, `unit` "loaf").
public struct RecipeYield: Equatable, Sendable {
  /// How many: the lower end of a range.
  public var count: Int
  /// The upper end of a range ("4 to 6": 6); nil for one number.
  public var countMax: Int?
  /// What is counted when not servings ("cookie", "loaf"), singular; nil for servings.
  public var unit: String?

  /// Creates a yield of `count` (to `countMax`) `unit`s, or servings when `unit` is nil.
  public init(count: Int, countMax: Int? = nil, unit: String? = nil) {
    self.count = count
    self.countMax = countMax
    self.unit = unit
  }

  /// The yield `text` names; nil when it names no number from 1 to 9 999.
  public static func read(_ text: String) -> RecipeYield? {
    let words = text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "." }
      .map { $0.trimmingPeriods }
    var readings: [RecipeYield] = []
    var index = 0
    while index < words.count {
      // "1 9-inch pie", "a 23 cm tart": a size is not what the yield counts.
      guard var count = number(words[index]), !isSize(at: index + 1, in: words) else {
        index += 1
        continue
      }
      var next = index + 1
      if next < words.count, words[next] == "dozen" {
        count *= 12
        next += 1
      }
      var high: Int?
      if next + 1 < words.count, ["to", "or", "bis", "à"].contains(words[next]),
        let upper = self.number(words[next + 1])
      {
        high = upper
        next += 2
      } else if next < words.count, let upper = self.number(words[next]), upper > count,
        !isSize(at: next + 1, in: words)
      {
        high = upper  // "4-6": the dash is a separator
        next += 1
      }
      if next < words.count, words[next] == "dozen" {
        count *= 12
        high = high.map { $0 * 12 }
        next += 1
      }
      next = afterSize(from: next, in: words)
      let word = next < words.count ? words[next] : nil
      let previous = index > 0 ? words[index - 1] : ""
      let isServings =
        servingLeads.contains(previous)
        || word.map { servingWords.contains($0) || isNumber($0) } ?? true
      let unit = isServings ? nil : word.map { EnglishNoun.singular(of: $0) }
      readings.append(RecipeYield(count: count, countMax: high, unit: unit))
      index = next
    }
    // A portion count beside what is made ("1 loaf (10 slices)", "makes 12, serves 6") wins.
    return readings.first { $0.unit == nil || portionUnits.contains($0.unit ?? "") }
      .map { RecipeYield(count: $0.count, countMax: $0.countMax) } ?? readings.first
  }

  private static func isNumber(_ word: String) -> Bool { number(word) != nil }

  /// Whether `words[index]` makes the number before it a size ("9-inch", "23 cm").
  private static func isSize(at index: Int, in words: [String]) -> Bool {
    index < words.count && sizeWords.contains(words[index])
  }

  /// The index past a size at `index` ("9-inch", "23 cm", "9x13-inch"), else `index`.
  private static func afterSize(from index: Int, in words: [String]) -> Int {
    var next = index
    if next < words.count, number(words[next]) != nil, isSize(at: next + 1, in: words) {
      next += 2
    } else if next < words.count, isDimensions(words[next]) {
      next += 1
      if isSize(at: next, in: words) { next += 1 }
    }
    return next
  }

  /// "9x13", "8x8": a pan's sides.
  private static func isDimensions(_ word: String) -> Bool {
    let sides = word.split(separator: "x")
    return sides.count == 2 && sides.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  /// Words of length after a number: the size of a pan or a pie, not a count.
  private static let sizeWords: Set<String> = ["inch", "inches", "in", "cm", "zoll", "x"]

  private static func number(_ word: String) -> Int? {
    if let value = Int(word), value >= 1, value < 10_000 { return value }
    if let value = Double(word), value >= 1, value < 10_000 { return Int(value.rounded()) }
    return numberWords[word]
  }

  private static let numberWords: [String: Int] = [
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "twelve": 12, "a": 1, "an": 1,
  ]

  /// Words after a number that count servings.
  private static let servingWords: Set<String> = [
    "serving", "servings", "serves", "people", "persons", "person", "portion", "portions",
    "portionen", "personen", "personnes", "personne", "parts", "part", "stück", "stücke",
    "stuck", "stucke", "pieces", "piece", "slices", "slice", "squares", "square", "bowls",
    "plates", "helpings",
  ]

  /// Words before a number that make it servings ("serves 4 (makes 12 pancakes)").
  private static let servingLeads: Set<String> = [
    "serves", "serve", "feeds", "for", "servings", "portions", "yield", "für", "pour",
  ]

  /// Units that are portions: a yield naming them counts servings.
  private static let portionUnits: Set<String> = ["slice", "piece", "square", "bowl", "plate"]
}

extension Substring {
  fileprivate var trimmingPeriods: String {
    var text = self
    while text.hasSuffix(".") { text = text.dropLast() }
    while text.hasPrefix(".") { text = text.dropFirst() }
    return String(text)
  }
}
