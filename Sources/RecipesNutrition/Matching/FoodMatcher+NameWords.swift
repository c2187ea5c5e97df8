import RecipesQuantities

/// The words of a name the matcher looks a food up by: the first food of a list, and the
/// forms (canned, cooked…) the line asks for.
extension FoodMatcher {
  /// The first food of a name that lists several ("salt and pepper", "Salz, Pfeffer"), unless
  /// the whole is one food the cook's words know ("half and half", "peas and carrots").
  static func firstOfList(_ name: String, words: [String]) -> [String] {
    guard CookWords.table[words.joined(separator: " ")] == nil else { return words }
    // "Or" in the languages read ("smör eller olja", "mantequilla o aceite", "máslo nebo
    // olej"), not Dutch "of", which English writes for other things.
    let separators: Set<String> = [
      "and", "or", "und", "oder", "et", "ou", "eller", "o", "oppure", "nebo", "alebo", "lub",
      "albo", "vagy",
    ]
    var first = name.split(separator: ",").first.map { FoodWords.words(String($0)) } ?? words
    // "Crisp, sweet apples": a word before the comma that names no food says how the food
    // after it is.
    if first.count == 1, first.count < words.count, CookWords.table[first[0]] == nil {
      first = words
    }
    if let separator = first.firstIndex(where: { separators.contains($0) }), separator > 0 {
      let howItComes = !first[..<separator].contains {
        !FoodWords.descriptive.contains($0) && !FoodWords.forms.contains($0)
      }
      if howItComes {
        // "Fresh or frozen blueberries": the words before say how it comes, not what; the
        // first way it comes, of the food after.
        let rest = first[(separator + 1)...].drop { FoodWords.forms.contains($0) }
        first = Array(first[..<separator]) + rest
      } else {
        // "Yellow or white onion", "sherry or cider vinegar": a word that names no food
        // alone is said of the food the list ends in.
        let before = Array(first[..<separator])
        let said = before + [first.last ?? ""]
        let saysOfLast =
          CookWords.table[before.joined(separator: " ")] == nil
          && CookWords.table[said.joined(separator: " ")] != nil
        // "Semi-ripe or ripe plantains": words before that name no food at all say how the
        // food after is.
        let namesNoFood = !before.contains { CookWords.table[$0] != nil }
        if saysOfLast {
          first = said
        } else if namesNoFood, separator + 1 < first.count {
          first = Array(first[(separator + 1)...])
        } else {
          first = before
        }
      }
    }
    return first.isEmpty ? words : first
  }

  /// The forms the line names in its name or note ("canned", "cooked"); "drained" and a
  /// can as the unit say canned.
  static func forms(of line: IngredientLine) -> Set<String> {
    var words = Set(FoodWords.words(line.name + " " + (line.note ?? "")))
    if words.contains("drained") || line.unit?.symbol == "can" || line.unit?.symbol == "tin" {
      words.insert("canned")
    }
    // "Blueberries (fresh or frozen)": either; the fresh one.
    if words.contains("fresh") { words.remove("frozen") }
    return words.intersection(FoodWords.forms)
  }
}
