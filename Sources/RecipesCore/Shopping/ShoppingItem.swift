import RecipesQuantities

/// One thing to buy: an ingredient of one or more recipes, its amounts added up.
///
/// Amounts that can be added are one line ("700 g" from 200 g and 0.5 kg, "325 g" from
/// 200 g of flour and a cup of it); amounts that cannot (a cup of milk and 200 g of it, two
/// cloves of garlic and a teaspoon of it) stay separate lines of the same item. A line without a quantity ("salt, to taste") appears
/// once however many recipes say it.
public struct ShoppingItem: Equatable, Sendable, Identifiable {
  /// One amount of the item, in one unit.
  public struct Line: Equatable, Sendable {
    /// How much, exactly; nil for "to taste" and other lines without a number.
    public let quantity: Rational?
    /// The upper end when a recipe gave a range ("2–3 cloves"); nil otherwise.
    public let quantityMax: Rational?
    /// The unit; nil for a plain count ("3 eggs") or no quantity.
    public let unit: CookingUnit?
    /// The recipes this amount comes from, in list order.
    public let recipeIDs: [Recipe.ID]

    /// Creates a line.
    public init(
      quantity: Rational?, quantityMax: Rational? = nil, unit: CookingUnit?,
      recipeIDs: [Recipe.ID]
    ) {
      self.quantity = quantity
      self.quantityMax = quantityMax
      self.unit = unit
      self.recipeIDs = recipeIDs
    }

    /// The amount as a cook reads it ("1 ⅛ cups", "700 g", "3"); empty without a quantity
    /// or unit.
    public var measure: String {
      QuantityRenderer.measure(quantity: quantity, quantityMax: quantityMax, unit: unit)
    }
  }

  /// The grouping key (`ShoppingName.key`): the same for every spelling of the ingredient,
  /// and the key its ticked state is saved under.
  public let key: String
  /// The name to show: the spelling the recipes use most, capitalised ("Plain flour"),
  /// agreeing with a plain count ("2 Onions", "½ Onion"; `ShoppingItemName`).
  public let name: String
  /// Where it is in the shop.
  public let aisle: GroceryAisle
  /// Its amounts: mass, then volume, then counted units, then plain counts, then lines
  /// without a quantity.
  public let lines: [Line]
  /// Every recipe it comes from, in list order.
  public let recipeIDs: [Recipe.ID]

  /// The item's key.
  public var id: String { key }

  /// Creates an item; `recipeIDs` defaults to its lines' recipes, in line order.
  public init(
    key: String, name: String, aisle: GroceryAisle, lines: [Line], recipeIDs: [Recipe.ID]? = nil
  ) {
    self.key = key
    self.name = name
    self.aisle = aisle
    self.lines = lines
    var seen: Set<Recipe.ID> = []
    self.recipeIDs = (recipeIDs ?? lines.flatMap(\.recipeIDs)).filter { seen.insert($0).inserted }
  }

  /// Every amount, added where it can be: "700 g", "1 tsp + 2 cloves"; empty when no
  /// line has a quantity.
  public var measure: String {
    lines.map(\.measure).filter { !$0.isEmpty }.joined(separator: " + ")
  }

  /// Whether the item is a staple bought whole whatever the recipes need of it: a spice,
  /// salt, oil or sugar that every recipe measures in spoons or pinches (or not at all).
  ///
  /// Nobody buys "2 ⅞ tsp" of salt: the list says "Salt".
  public var isBoughtWhole: Bool {
    guard aisle == .spices || aisle == .pantry else { return false }
    return lines.allSatisfy { line in
      guard line.quantity != nil else { return true }
      return line.unit.map { Self.spoonSizedUnits.contains($0.symbol) } ?? false
    }
  }

  /// Units of a spoonful or less.
  private static let spoonSizedUnits: Set<String> = [
    "tsp", "tbsp", "pinch", "dash", "smidgen", "drop", "sprinkle", "dessertspoon", "splash",
  ]

  /// The measure and name as one line: "700 g Plain flour", "Salt".
  public var text: String {
    measure.isEmpty ? name : measure + " " + name
  }
}
