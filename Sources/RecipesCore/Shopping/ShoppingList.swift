import RecipesQuantities

/// The recipes to shop for, and the items to buy for them.
///
/// The items are a pure function of the entries and the recipes: each recipe's ingredients
/// are parsed and scaled to the entry's servings (the recipe's own when the entry does not
/// say; `IngredientScaling.assumedServings` when the recipe does not either), then the same
/// ingredient from every recipe is one item (`ShoppingName.key` folds case, plurals and
/// synonyms; `ShoppingPlurals` puts another language's name and its plural together) with its
/// amounts added (`ShoppingAmounts`), sorted by aisle, then name.
/// Water from the tap is left off: nobody buys it. Amounts are in `units` (as written,
/// metric or imperial). The cook's own items ride along, as written.
///
/// ```swift
/// let list = ShoppingList(entries: [.init(recipeID: pancakes.id, servings: 8)],
///                         recipes: [pancakes])
/// list.items.map(\.text)  // ["4 Eggs", "500 ml Milk", "250 g Plain flour", …]
/// ```
public struct ShoppingList: Equatable, Sendable {
  /// The recipes on the list, in the order they were added; one entry per recipe.
  public private(set) var entries: [ShoppingListEntry]
  /// The recipes the entries name, where known (a deleted recipe's entry has none).
  public private(set) var recipes: [Recipe.ID: Recipe]
  /// What to buy for the recipes, by aisle, then name.
  public private(set) var items: [ShoppingItem]
  /// What the cook put on the list by hand, in the order it was added.
  public private(set) var ownItems: [OwnShoppingItem]
  /// The units the amounts are in.
  public let units: UnitDisplay

  /// The list of `entries`, with its items built from `recipes` (those the entries name) in
  /// `units`, and the cook's `ownItems`.
  public init(
    entries: [ShoppingListEntry] = [], recipes: [Recipe] = [], ownItems: [OwnShoppingItem] = [],
    units: UnitDisplay = .original
  ) {
    self.ownItems = ownItems
    self.units = units
    var unique: [ShoppingListEntry] = []
    var seen: Set<Recipe.ID> = []
    for entry in entries where seen.insert(entry.recipeID).inserted { unique.append(entry) }
    self.entries = unique
    var byID: [Recipe.ID: Recipe] = [:]
    for recipe in recipes where seen.contains(recipe.id) { byID[recipe.id] = recipe }
    self.recipes = byID
    items = Self.items(for: unique, recipes: byID, units: units)
  }

  /// The list with `recipe` added for `servings`, or its servings changed if it is on the
  /// list already (keeping its place).
  public func adding(_ recipe: Recipe, servings: Int?) -> ShoppingList {
    let entry = ShoppingListEntry(recipeID: recipe.id, servings: servings)
    var entries = self.entries
    if let index = entries.firstIndex(where: { $0.recipeID == recipe.id }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
    return ShoppingList(
      entries: entries, recipes: Array(recipes.values) + [recipe], ownItems: ownItems,
      units: units)
  }

  /// The list without the recipe `id`.
  public func removing(_ id: Recipe.ID) -> ShoppingList {
    ShoppingList(
      entries: entries.filter { $0.recipeID != id },
      recipes: recipes.values.filter { $0.id != id }, ownItems: ownItems, units: units)
  }

  /// The list without the cook's own item `id`.
  public func removingOwnItem(_ id: String) -> ShoppingList {
    var list = self
    list.ownItems.removeAll { $0.id == id }
    return list
  }

  /// The same list with its amounts in `units`.
  public func converted(to units: UnitDisplay) -> ShoppingList {
    guard units != self.units else { return self }
    return ShoppingList(
      entries: entries, recipes: Array(recipes.values), ownItems: ownItems, units: units)
  }

  /// How many servings `entry` is shopped for: its own count, else its recipe's, else
  /// `IngredientScaling.assumedServings`.
  public func servings(of entry: ShoppingListEntry) -> Int {
    Self.servings(of: entry, recipe: recipes[entry.recipeID])
  }

  /// Whether the list has no recipes and no items of the cook's own.
  public var isEmpty: Bool { entries.isEmpty && ownItems.isEmpty }

  // MARK: - Building

  private static func items(
    for entries: [ShoppingListEntry], recipes: [Recipe.ID: Recipe], units: UnitDisplay
  ) -> [ShoppingItem] {
    var amounts: [String: [ShoppingAmount]] = [:]
    var spellings: [String: [String: ShoppingSpelling]] = [:]
    // Names repeat across recipes ("salt", "onion"): each is folded once. Lemon juice is
    // bought as lemons (`ShoppingPurchase`): its key and spelling are the fruit's.
    var keys: [String: (key: String, spelling: String?, part: ShoppingPurchase.Part?)] = [:]
    for entry in entries {
      guard let recipe = recipes[entry.recipeID] else { continue }
      let scaling = IngredientScaling(
        servings: servings(of: entry, recipe: recipe), units: units)
      let language = recipe.cookingLanguage
      // "1 cup plus 2 tbsp" is bought as the 1 ⅛ cups it is.
      for line in scaling.lines(of: recipe).map({ $0.foldingAddition() }) {
        for name in boughtNames(of: line) {
          let folded = keys[name] ?? bought(name)
          keys[name] = folded
          let key = folded.key
          guard !key.isEmpty, !tapWater.contains(key) else { continue }
          amounts[key, default: []].append(
            ShoppingAmount(
              quantity: line.quantity, quantityMax: line.quantityMax, unit: line.unit,
              recipeID: recipe.id, part: folded.part, package: line.packageContents))
          // A fruit bought for its juice is not counted as the line counts it.
          spellings[key, default: [:]][folded.spelling ?? spelling(of: name), default: .init()]
            .add(
              writtenForMany: folded.spelling == nil ? line.isWrittenForMany : nil,
              language: language)
        }
      }
    }
    ShoppingPlurals.merge(&amounts, spellings: &spellings)
    let items = amounts.map { key, amounts in
      let lines = ShoppingAmounts.lines(
        ShoppingPurchase.bought(amounts, key: key), density: { IngredientDensity.of(key) })
      return ShoppingItem(
        key: key,
        name: ShoppingItemName.name(from: spellings[key] ?? [:], key: key, lines: lines),
        aisle: GroceryAisle.of(key: key), lines: lines, recipeIDs: amounts.map(\.recipeID))
    }
    // Sorted as indices: moving the items themselves retains and releases every string.
    let order = items.indices.sorted {
      (items[$0].aisle, items[$0].name, items[$0].key)
        < (items[$1].aisle, items[$1].name, items[$1].key)
    }
    return order.map { items[$0] }
  }

  /// The names `line` is bought as: a line with no amount naming two things a shop shelves
  /// ("Salt and pepper, to taste", "oil and vinegar") is both, each its own item beside the
  /// same thing from other recipes; any other line is its one name.
  private static func boughtNames(of line: IngredientLine) -> [String] {
    guard line.quantity == nil else { return [line.name] }
    let parts = line.name.components(separatedBy: " and ")
    guard parts.count == 2,
      parts.allSatisfy({ part in
        let key = ShoppingName.key(part)
        return (1...3).contains(key.split(separator: " ").count)
          && GroceryAisle.of(key: key) != .other
      })
    else { return [line.name] }
    return parts
  }

  /// The key `name` is bought under, with the fruit's spelling and the part of it a
  /// line of lemon juice or zest uses.
  private static func bought(_ name: String)
    -> (key: String, spelling: String?, part: ShoppingPurchase.Part?)
  {
    let key = ShoppingName.key(name)
    guard let fruit = ShoppingPurchase.fruitPart(ofKey: key) else { return (key, nil, nil) }
    return (fruit.key, fruit.name, fruit.part)
  }

  private static func servings(of entry: ShoppingListEntry, recipe: Recipe?) -> Int {
    entry.servings ?? recipe.map(IngredientScaling.writtenServings(of:))
      ?? IngredientScaling.assumedServings
  }

  /// The name trimmed and cut to a length a list can show.
  private static func spelling(of name: String) -> String {
    // The parser's names are trimmed already; Foundation's trimming would cost a fifth of
    // the list's build, so only a name that needs it pays.
    var trimmed = Substring(name)
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    guard trimmed.utf8.count > 80, trimmed.count > 80 else { return String(trimmed) }
    return String(trimmed.prefix(80)) + "…"
  }

  /// The keys of water from the tap, which no list needs.
  private static let tapWater: Set<String> = [
    "water", "cold water", "hot water", "warm water", "boiling water", "ice water", "iced water",
    "tap water", "lukewarm water", "tepid water", "ice cold water", "boiled water",
  ]
}
