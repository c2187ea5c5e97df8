import RecipesLocalization

/// Where in a shop an ingredient is found, so the list reads in the order one walks it.
public enum GroceryAisle: String, CaseIterable, Sendable, Comparable {
  /// Vegetables, fruit and fresh herbs.
  case produce
  /// Meat, poultry, fish and seafood.
  case meatAndFish = "meat-fish"
  /// Milk, cream, butter, cheese, yogurt and eggs.
  case dairyAndEggs = "dairy-eggs"
  /// Bread and baked goods.
  case bakery
  /// Dry and tinned goods, oils, sauces, baking.
  case pantry
  /// Salt, pepper, dried herbs and spices.
  case spices
  /// The freezer cabinets.
  case frozen
  /// Wine, beer, juice, coffee and tea.
  case drinks
  /// Whatever the table does not know.
  case other

  /// The heading shown above the aisle's items.
  public var title: String {
    switch self {
    case .produce: localized("Produce")
    case .meatAndFish: localized("Meat & fish")
    case .dairyAndEggs: localized("Dairy & eggs")
    case .bakery: localized("Bakery")
    case .pantry: localized("Pantry", context: "aisle")
    case .spices: localized("Spices")
    case .frozen: localized("Frozen")
    case .drinks: localized("Drinks")
    case .other: localized("Other", context: "aisle")
    }
  }

  /// Orders aisles as the list shows them (the order of the cases).
  public static func < (lhs: GroceryAisle, rhs: GroceryAisle) -> Bool {
    order(lhs) < order(rhs)
  }

  private static func order(_ aisle: GroceryAisle) -> Int {
    allCases.firstIndex(of: aisle) ?? allCases.count
  }

  /// The aisle of the ingredient whose grouping key (`ShoppingName.key`) is `key`.
  ///
  /// The whole key is looked up first, then its endings, longest first ("green bean" before
  /// "bean"), so "chicken stock" is pantry and "chicken thigh" meat. Anything "frozen" is
  /// frozen; a fresh herb or vegetable named "dried" or "ground" is a spice ("ground ginger").
  public static func of(key: String) -> GroceryAisle {
    let words = key.split(separator: " ")
    if words.contains("frozen") { return .frozen }
    for start in words.indices {
      let ending = words[start...].joined(separator: " ")
      guard let aisle = GroceryAisleTable.aisles[ending] else { continue }
      if aisle == .produce, start > 0, ["dried", "ground"].contains(words[0]) { return .spices }
      return aisle
    }
    return .other
  }
}
