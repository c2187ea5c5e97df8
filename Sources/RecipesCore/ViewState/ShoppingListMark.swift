import RecipesLocalization

/// What a recipe window says of the recipe and the shopping list: not on it, on it for
/// the servings shown (then the button opens the list), or on it for other servings (then
/// the button updates it).
public enum ShoppingListMark: Equatable, Sendable {
  /// Not on the list: "Add to shopping list".
  case notOnList
  /// On the list for the servings the window shows.
  case onList
  /// On the list for `servings`, not the servings the window shows.
  case onListFor(servings: Int)

  /// The mark of `detail`'s recipe on `list`, for the servings the window shows.
  public init(_ detail: RecipeDetailFeature.State, on list: ShoppingList) {
    guard let entry = list.entries.first(where: { $0.recipeID == detail.id }) else {
      self = .notOnList
      return
    }
    let listed =
      entry.servings ?? detail.recipe.map(IngredientScaling.writtenServings(of:))
      ?? detail.servings
    self = listed == detail.servings ? .onList : .onListFor(servings: listed)
  }

  /// The button's text.
  public var buttonText: String {
    switch self {
    case .notOnList: localized("Add to shopping list")
    case .onList: localized("On the shopping list")
    case .onListFor: localized("Update shopping list")
    }
  }

  /// The button's name for assistive technologies: what pressing it does.
  public var accessibleLabel: String {
    switch self {
    case .notOnList, .onListFor: localized("Add to shopping list")
    case .onList: localized("Open shopping list")
    }
  }

  /// A line beside the button; nil when the button says it all.
  public var caption: String? {
    guard case .onListFor(let servings) = self else { return nil }
    return localizedPlural(
      "On the list for {count} serving", "On the list for {count} servings", count: servings)
  }

  /// The button's tooltip.
  public var tooltip: String {
    switch self {
    case .notOnList: localized("Put this recipe's ingredients on the shopping list")
    case .onList: localized("The shopping list holds this recipe for the servings shown: open it")
    case .onListFor: localized("Shop for the servings shown instead")
    }
  }
}
