/// What a printed page (or PDF) of a recipe says, for a number of servings.
public struct PrintedRecipe: Equatable, Sendable {
  /// The recipe's name, the page's heading and its footer.
  public let title: String
  /// "Serves 6 · Dessert · French".
  public let subtitle: String
  /// The ingredient lines as the recipe window shows them (measure, name, note), scaled to
  /// the servings asked for and in the units asked for.
  public let ingredients: [String]
  /// The steps, in order, to be numbered from 1.
  public let steps: [String]

  /// How many people a recipe that does not say is taken to serve, when scaling it.
  public static let assumedServings = IngredientScaling.assumedServings

  /// The page of `recipe` for `servings` people (as written when nil), in `units`.
  public init(_ recipe: Recipe, servings: Int? = nil, units: UnitDisplay = .original) {
    title = recipe.name
    steps = recipe.steps
    let written = IngredientScaling.writtenServings(of: recipe)
    let wanted = servings ?? recipe.servings
    let scaling = IngredientScaling(servings: wanted ?? written, units: units)
    ingredients = scaling.rows(of: recipe).map(\.line)
    var parts: [String] = []
    if let wanted {
      parts.append(
        recipe.servings == nil && wanted != written
          ? "Serves \(wanted) (scaled from \(written))" : "Serves \(wanted)")
    }
    parts += [recipe.category, recipe.area].compactMap { $0 }
    subtitle = parts.joined(separator: " · ")
  }
}
