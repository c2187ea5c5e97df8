import RecipesLocalization

/// The views of the main window, in the order its switcher shows them: the recipes, the
/// week's plan, the shopping list and the pantry.
///
/// The view shown is the cook's to choose and is remembered in the library
/// (`preferenceKey`), so the next launch opens on it.
public enum HomeView: String, Equatable, Sendable, CaseIterable {
  /// The grid of recipes, its search and filters.
  case recipes
  /// The meal planner's week.
  case plan
  /// The shopping list.
  case shopping
  /// The pantry and what can be made from it.
  case pantry

  /// The library preference that holds the view shown last.
  public static let preferenceKey = "view"

  /// The view's name in the switchers ("Recipes", "Plan", "Shopping", "Pantry").
  public var title: String {
    switch self {
    case .recipes: localized("Recipes")
    case .plan: localized("Plan", context: "view")
    case .shopping: localized("Shopping", context: "view")
    case .pantry: localized("Pantry")
    }
  }

  /// The view's icon in the switchers.
  public var iconName: String {
    switch self {
    case .recipes: "view-grid-symbolic"
    case .plan: "x-office-calendar-symbolic"
    case .shopping: "view-list-bullet-symbolic"
    case .pantry: "emoji-food-symbolic"
    }
  }
}

extension HomeView: RememberedChoice {}
