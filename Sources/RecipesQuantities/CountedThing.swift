/// Which counted things are taken whole, whatever the arithmetic says: eggs, leaves, sprigs,
/// cloves, pods, pinches, slices; what is cut (onions, lemons, cans, sticks of butter) may be
/// taken by halves.
///
/// Decided by the counted unit ("3 sprigs thyme": a sprig) or, for a plain count, by the
/// last word of the name in the singular ("2 large eggs": egg; "2 bay leaves": leaf).
enum CountedThing {
  /// Whether `unit` of `name` is taken only in whole ones.
  static func isTakenWhole(unit: CookingUnit?, name: String?) -> Bool {
    if let unit { return wholeWords.contains(unit.symbol) }
    guard let name, let last = name.split(whereSeparator: { !$0.isLetter }).last else {
      return false
    }
    return wholeWords.contains(EnglishNoun.singular(of: last.lowercased()))
  }

  /// Units and things nobody halves, in the singular.
  private static let wholeWords: Set<String> = [
    // Counted units
    "clove", "sprig", "leaf", "pod", "pinch", "dash", "drop", "slice", "rasher", "strip",
    "link", "ear", "shot", "scoop", "dollop", "squeeze", "splash", "drizzle", "sprinkle",
    "handful", "knob", "wedge", "square", "barspoon", "dessertspoon", "stalk", "rib",
    // Things counted by themselves
    "egg", "yolk", "white", "anise", "peppercorn", "berry", "allspice", "cardamom",
    "tortilla", "wrap", "pita", "bun", "roll", "bagel", "muffin", "cracker", "biscuit", "cookie",
    "sausage", "frankfurter", "olive", "date", "prune", "almond", "walnut", "pecan", "hazelnut",
    "cashew", "shrimp", "prawn", "scallop", "mussel", "clam", "oyster", "marshmallow", "cherry",
    "grape", "strawberry", "raspberry", "blueberry",
  ]
}
