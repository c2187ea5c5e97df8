/// The words by which a step names something the recipe lists: the last word of each
/// ingredient's name and each counted unit, in the singular ("eggs" → egg, "4 cloves garlic"
/// → garlic and clove).
struct StepIngredients {
  private var lines: [String: IngredientLine] = [:]

  init(_ ingredients: [IngredientLine]) {
    for line in ingredients {
      if let last = Self.words(of: line.name).last, lines[last] == nil { lines[last] = line }
      if let unit = line.unit, unit.kind == .count, lines[unit.symbol] == nil {
        lines[unit.symbol] = line
      }
    }
  }

  /// The ingredient `word` names, if any.
  func line(named word: String) -> IngredientLine? {
    lines[EnglishNoun.singular(of: word.lowercased())]
  }

  /// The words of `name`, lowercased and singular.
  static func words(of name: String) -> [String] {
    name.split(whereSeparator: { !$0.isLetter }).map {
      EnglishNoun.singular(of: $0.lowercased())
    }
  }
}
