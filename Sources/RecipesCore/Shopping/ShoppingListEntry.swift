/// A recipe on the shopping list, and for how many people.
public struct ShoppingListEntry: Equatable, Hashable, Sendable {
  /// The recipe.
  public let recipeID: Recipe.ID
  /// How many servings to shop for, within `IngredientScaling.servingsRange`; nil for as
  /// many as the recipe is written for.
  public let servings: Int?
  /// The plan's days the recipe was put on the list for, earliest first; empty when it was
  /// added by hand.
  public let planDays: [PlanDay]

  /// Creates an entry; a servings count outside `IngredientScaling.servingsRange` (0, below
  /// 0, absurdly many) means "as written".
  public init(recipeID: Recipe.ID, servings: Int? = nil, planDays: [PlanDay] = []) {
    self.recipeID = recipeID
    self.servings = servings.flatMap { IngredientScaling.servingsRange.contains($0) ? $0 : nil }
    self.planDays = Array(Set(planDays)).sorted()
  }
}

/// The shopping list as the library keeps it: the recipes in order, the cook's own items,
/// and the ticked items.
public struct SavedShoppingList: Equatable, Sendable {
  /// The recipes, in the order they were added.
  public var entries: [ShoppingListEntry]
  /// The cook's own items, in the order they were added.
  public var ownItems: [OwnShoppingItem]
  /// The keys (`ShoppingItem.key`, `OwnShoppingItem.key`) of the items ticked off.
  public var checkedKeys: Set<String>

  /// Creates a saved list.
  public init(
    entries: [ShoppingListEntry] = [], ownItems: [OwnShoppingItem] = [],
    checkedKeys: Set<String> = []
  ) {
    self.entries = entries
    self.ownItems = ownItems
    self.checkedKeys = checkedKeys
  }
}
