/// How a cook takes a counted thing when a recipe is scaled: in whole ones (a pinch, a
/// peppercorn, a prawn), in halves (an egg, a clove, a sprig, a slice), or cut, down to
/// quarters below one (an onion, a lemon, a can, a cabbage).
///
/// Decided by the counted unit ("3 sprigs thyme": a sprig) or, for a plain count, by the
/// last word of the name in the singular ("2 large eggs": egg; "2 bay leaves": leaf).
enum CountedThing {
  /// What a scaled count of something is rounded to.
  enum Taking: Equatable {
    /// Whole ones, never fewer than one when the recipe asked for one.
    case whole
    /// Halves, never less than a half.
    case halves
    /// Halves, and below one a quarter or a half.
    case cut
  }

  /// How `unit` of `name` is taken.
  static func taking(unit: CookingUnit?, name: String?) -> Taking {
    let word: String
    if let unit {
      word = unit.symbol
    } else {
      guard let name, let last = name.split(whereSeparator: { !$0.isLetter }).last else {
        return .cut
      }
      word = EnglishNoun.singular(of: last.lowercased())
    }
    if wholeWords.contains(word) { return .whole }
    return halvedWords.contains(word) ? .halves : .cut
  }

  /// Gestures and things too small to halve, in the singular.
  private static let wholeWords: Set<String> = [
    // Counted units a hand takes
    "pinch", "dash", "drop", "shot", "scoop", "dollop", "squeeze", "splash", "drizzle",
    "sprinkle", "handful", "knob", "barspoon", "dessertspoon", "pod",
    // Small things counted by themselves
    "anise", "peppercorn", "berry", "allspice", "cardamom", "olive", "date", "prune", "almond",
    "walnut", "pecan", "hazelnut", "cashew", "shrimp", "prawn", "scallop", "mussel", "clam",
    "oyster", "marshmallow", "cherry", "grape", "strawberry", "raspberry", "blueberry", "cookie",
    "cracker",
  ]

  /// Things a cook halves but does not cut smaller, in the singular: half an egg (beaten,
  /// half of it), half a clove, half a sprig, half a slice.
  private static let halvedWords: Set<String> = [
    // Counted units
    "clove", "sprig", "leaf", "slice", "rasher", "strip", "link", "ear", "wedge", "square",
    "stalk", "rib",
    // Things counted by themselves
    "egg", "yolk", "white", "tortilla", "wrap", "pita", "bun", "roll", "bagel", "muffin",
    "biscuit", "sausage", "frankfurter",
  ]
}
