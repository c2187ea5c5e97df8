/// What a printed page (or PDF) of a recipe says, for a number of servings.
public struct PrintedRecipe: Equatable, Sendable {
  /// The recipe's name, the page's heading and its footer.
  public let title: String
  /// "Serves 6 · Dessert · French".
  public let subtitle: String
  /// The ingredient lines, their amounts scaled to the servings asked for.
  public let ingredients: [String]
  /// The steps, in order, to be numbered from 1.
  public let steps: [String]

  /// How many people a recipe that does not say is taken to serve, when scaling it.
  public static let assumedServings = 4

  /// The page of `recipe` for `servings` people (as written when nil).
  public init(_ recipe: Recipe, servings: Int? = nil) {
    title = recipe.name
    steps = recipe.steps
    let written = recipe.servings ?? Self.assumedServings
    let wanted = servings ?? recipe.servings
    let factor = wanted.flatMap { Rational($0, max(written, 1)) } ?? .one
    ingredients = recipe.ingredients.map { ingredient in
      guard factor != .one, !ingredient.measure.isEmpty else { return ingredient.text }
      let line = IngredientLineParser.parse(
        measure: ingredient.measure, name: ingredient.name, text: ingredient.text)
      // A measure the parser could not read ("a pinch") stays as written.
      guard line.quantity != nil else { return ingredient.text }
      return line.scaled(by: factor).measure + " " + ingredient.name
    }
    var parts: [String] = []
    if let wanted {
      parts.append(
        recipe.servings == nil
          ? "Serves \(wanted) (scaled from \(written))" : "Serves \(wanted)")
    }
    parts += [recipe.category, recipe.area].compactMap { $0 }
    subtitle = parts.joined(separator: " · ")
  }
}
