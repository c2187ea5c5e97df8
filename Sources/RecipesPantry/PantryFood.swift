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
  /// food, or one a kind of the other — olive oil is oil, basmati rice is rice, cheddar
  /// cheese is cheese, either way round — but not another food named after it: coconut milk
  /// is not milk, peanut butter not butter, sweet potatoes not potatoes
  /// (`PantryWords.otherFood`).
  public static func covers(_ held: String, _ needed: String) -> Bool {
    if held == needed { return true }
    guard !held.isEmpty, !needed.isEmpty else { return false }
    let heldWords = held.split(separator: " ")
    let neededWords = needed.split(separator: " ")
    guard heldWords.last == neededWords.last, heldWords.count != neededWords.count else {
      return false
    }
    let (longer, shorter) =
      heldWords.count > neededWords.count ? (heldWords, neededWords) : (neededWords, heldWords)
    let general = Set(shorter)
    guard general.isSubset(of: longer) else { return false }
    return !longer.contains { !general.contains($0) && PantryWords.otherFood.contains(String($0)) }
  }
}
