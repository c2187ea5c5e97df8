/// The key that says two ingredient names are the same food to a cook asking what they can
/// make: "onion", "red onions", "2 large onions" and "Onion" are one food, "spring onions"
/// and "onion powder" are others.
///
/// Words are folded (`PantryWords`: case, accents, plurals, descriptive words), a small table
/// of synonyms (`PantrySynonyms`) maps "cilantro" to "coriander", and words of colour
/// ("red", "white", `PantryWords.loose`) are left out unless a synonym needs them ("red
/// pepper" is a bell pepper). Keys never show: they only compare.
public enum PantryFood {
  /// The key of the food `name` names; empty when it names nothing (no letters or digits).
  public static func key(_ name: String) -> String {
    let words = PantryWords.words(name)
    guard !words.isEmpty else { return "" }
    let phrase = words.joined(separator: " ")
    if let canonical = PantrySynonyms.canonical[phrase] { return canonical }
    let strict = words.filter { !PantryWords.loose.contains($0) }
    guard !strict.isEmpty, strict.count != words.count else { return phrase }
    let shorter = strict.joined(separator: " ")
    return PantrySynonyms.canonical[shorter] ?? shorter
  }

  /// Whether a cook who has the food `held` has the food `needed` (both keys): the same
  /// food, or a kind of it — olive oil is oil, cheddar cheese is cheese, basmati rice is
  /// rice — but not another food named after it (coconut milk is not milk).
  ///
  /// A cook who has only the general food does not have a kind of it: "rice" does not make
  /// a recipe that asks for basmati rice.
  public static func covers(_ held: String, _ needed: String) -> Bool {
    if held == needed { return true }
    guard !held.isEmpty, !needed.isEmpty else { return false }
    let heldWords = held.split(separator: " ")
    let neededWords = needed.split(separator: " ")
    guard heldWords.count > neededWords.count, heldWords.last == neededWords.last else {
      return false
    }
    let neededSet = Set(neededWords)
    guard neededSet.isSubset(of: heldWords) else { return false }
    return !heldWords.contains {
      !neededSet.contains($0) && PantryWords.otherFood.contains(String($0))
    }
  }
}
