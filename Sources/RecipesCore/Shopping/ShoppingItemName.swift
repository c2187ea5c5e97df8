import RecipesQuantities

/// The name a shopping item shows, chosen among the spellings its recipes use and agreeing
/// with its count: "2 Onions", "1 Onion", "½ Onion", never "2 Onion".
///
/// The item's own name comes before a synonym's ("Spring onions", not "Scallions"), then
/// the one used most, then the last in alphabetical order (a plural before its singular);
/// never the order recipes were added in. When the item is counted (a plain count: "2
/// onions", not "2 cups flour" or "3 cloves garlic") and that spelling's number disagrees
/// with the count, a recipe's spelling of the same word that agrees is used ("tomatoes" as
/// a recipe wrote it), else the word is made to agree (`EnglishNoun`).
enum ShoppingItemName {
  /// The name for an item of `key` whose recipes spell it as `counts` says (each spelling,
  /// how many lines use it), with amounts `lines`; capitalised.
  static func name(from counts: [String: Int], key: String, lines: [ShoppingItem.Line])
    -> String
  {
    let ranked =
      counts.count == 1
      ? Array(counts.keys)
      : counts.map { spelling, count in
        (ShoppingName.plainKey(spelling) == key ? 1 : 0, count, spelling.lowercased(), spelling)
      }.sorted { $0 > $1 }.map(\.3)
    let best = ranked.first ?? key
    guard let count = lines.first(where: { $0.unit == nil && $0.quantity != nil }) else {
      return capitalised(best)
    }
    let plural = QuantityRenderer.readsAsPlural(
      quantity: count.quantity, quantityMax: count.quantityMax)
    let agreeing = EnglishNoun.agreeing(best, plural: plural)
    guard agreeing != best, ranked.count > 1 else { return capitalised(agreeing) }
    let word = ShoppingName.plainKey(best)
    let written = ranked.first {
      EnglishNoun.agreeing($0, plural: plural) == $0 && ShoppingName.plainKey($0) == word
    }
    return capitalised(written ?? agreeing)
  }

  private static func capitalised(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }
}
