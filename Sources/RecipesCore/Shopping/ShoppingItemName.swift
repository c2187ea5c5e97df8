import RecipesQuantities

/// The name a shopping item shows, chosen among the spellings its recipes use and agreeing
/// with its count: "2 Onions", "1 Onion", "½ Onion", never "2 Onion"; "3 Karotten", never
/// "3 Karottens".
///
/// The item's own name comes before a synonym's ("Spring onions", not "Scallions"), then
/// the one used most, then the last in alphabetical order (a plural before its singular);
/// never the order recipes were added in. When the item is counted (a plain count: "2
/// onions", not "2 cups flour" or "3 cloves garlic") and that spelling's number disagrees
/// with the count, a recipe's spelling of the same word that agrees is used ("tomatoes" or
/// "Zwiebeln" as a recipe wrote it), else the word is made to agree: by English endings
/// where it takes them (`ShoppingSpelling.takesEnglishEndings`), by its own language's
/// rules where they are regular (`ForeignNoun`), else it stays as written.
enum ShoppingItemName {
  /// The name for an item of `key` whose recipes spell it as `spellings` says, with
  /// amounts `lines`; capitalised.
  static func name(
    from spellings: [String: ShoppingSpelling], key: String, lines: [ShoppingItem.Line]
  ) -> String {
    let ranked =
      spellings.count == 1
      ? Array(spellings.keys)
      : spellings.map { spelling, read in
        (ShoppingName.plainKey(spelling) == key ? 1 : 0, read.uses, spelling.lowercased(), spelling)
      }.sorted { $0 > $1 }.map(\.3)
    let best = ranked.first ?? key
    guard let count = lines.first(where: { $0.unit == nil && $0.quantity != nil }) else {
      return capitalised(best)
    }
    let plural = QuantityRenderer.readsAsPlural(
      quantity: count.quantity, quantityMax: count.quantityMax)
    let read = spellings[best] ?? ShoppingSpelling()
    guard !read.agrees(best, plural: plural) else { return capitalised(best) }
    let written = ranked.dropFirst().first {
      (spellings[$0] ?? ShoppingSpelling()).agrees($0, plural: plural)
        && isSameWord($0, best, language: read.language ?? spellings[$0]?.language)
    }
    return capitalised(written ?? read.agreeing(best, plural: plural))
  }

  /// Whether `one` and `other` are the same word, or one is the other's plural in their
  /// language ("Zwiebeln", "Zwiebel").
  private static func isSameWord(_ one: String, _ other: String, language: CookingLanguage?)
    -> Bool
  {
    let oneKey = ShoppingName.plainKey(one)
    let otherKey = ShoppingName.plainKey(other)
    guard oneKey != otherKey else { return true }
    guard language != .english else { return false }
    return ForeignNoun.singularNames(of: one, in: language).map(ShoppingName.plainKey)
      .contains(otherKey)
      || ForeignNoun.singularNames(of: other, in: language).map(ShoppingName.plainKey)
        .contains(oneKey)
  }

  private static func capitalised(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }
}
