import RecipesQuantities

/// What is at home, as the pantry compares it: the foods of the cook's lines ("2 onions",
/// "rice", "500 g flour", "salt and pepper"), and the staples when they count.
public struct PantryStock: Sendable {
  /// Staples every kitchen has: salt, pepper, water, ice.
  public static let staples: Set<String> = ["salt", "black pepper", "water", "ice"]

  /// The foods held, by key.
  public let keys: Set<String>
  /// The held keys by their last word, for `covers` (a kind of a food covers the food).
  private let byLastWord: [Substring: [String]]

  /// The stock of the cook's pantry lines, as written; the staples are held too when
  /// `staplesAtHome`.
  public init(lines: [String], staplesAtHome: Bool) {
    var keys = Set(lines.flatMap(Self.keys(ofLine:)))
    if staplesAtHome { keys.formUnion(Self.staples) }
    self.keys = keys
    var byLastWord: [Substring: [String]] = [:]
    for key in keys {
      guard let last = key.split(separator: " ").last else { continue }
      byLastWord[last, default: []].append(key)
    }
    self.byLastWord = byLastWord
  }

  /// The foods a pantry line names ("2 onions": onion; "salt and pepper": salt and black
  /// pepper).
  public static func keys(ofLine line: String) -> [String] {
    let parsed = IngredientLineParser.parse(line)
    return PantryNames.parts(of: parsed.name, listing: true).flatMap {
      PantryNames.alternatives(of: $0).map(PantryFood.key)
    }.filter { !$0.isEmpty }
  }

  /// Whether the food `key` is at home.
  public func holds(_ key: String) -> Bool {
    if keys.contains(key) { return true }
    guard let last = key.split(separator: " ").last, let candidates = byLastWord[last] else {
      return false
    }
    return candidates.contains { PantryFood.covers($0, key) }
  }

  /// Whether any of `need`'s foods is at home.
  public func holds(_ need: PantryNeed) -> Bool {
    need.alternatives.contains { (key: String) in holds(key) }
  }

  /// Whether the ingredient or item named `name` (a line as written, "2 Onions") is at home.
  public func holds(line name: String) -> Bool {
    let needs = PantryNeed.needs(of: IngredientLineParser.parse(name))
    return !needs.isEmpty && needs.allSatisfy { (need: PantryNeed) in holds(need) }
  }
}
