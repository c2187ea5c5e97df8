import RecipesLocalization

/// What a printed page (or PDF) of a recipe says, for a number of servings.
public struct PrintedRecipe: Equatable, Sendable {
  /// The recipe's name, the page's heading and its footer.
  public let title: String
  /// "Serves 6 · Dessert · French"; "Serves 12 (written for 6) · …" when scaled.
  public let subtitle: String
  /// The ingredient lines as the recipe window shows them (measure, name, note), scaled to
  /// the servings asked for and in the units asked for.
  public let ingredients: [String]
  /// The steps, in order, to be numbered from 1.
  public let steps: [String]
  /// The cook's own notes, a paragraph each; empty when there are none.
  public let notes: [String]

  /// The page of `recipe` for `servings` people (as written when nil), in `units`.
  public init(_ recipe: Recipe, servings: Int? = nil, units: UnitDisplay = .original) {
    title = recipe.name
    steps = recipe.steps
    notes = (recipe.notes ?? "").split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let written = IngredientScaling.writtenServings(of: recipe)
    let wanted = servings ?? recipe.servings
    let scaling = IngredientScaling(servings: wanted ?? written, units: units)
    ingredients = scaling.rows(of: recipe).map(\.line)
    var parts: [String] = []
    if let wanted {
      // As `recipes show` says it: the page tells the cook it was scaled.
      parts.append(
        wanted == written
          ? localizedPlural("Serves {count}", "Serves {count}", count: wanted)
          : localizedPlural(
            "Serves {count} (written for {written})", "Serves {count} (written for {written})",
            count: wanted, ["written": String(written)]))
    }
    parts += [recipe.category.map(CatalogNames.category), recipe.area.map(CatalogNames.cuisine)]
      .compactMap { $0 }
    subtitle = parts.joined(separator: " · ")
  }
}
