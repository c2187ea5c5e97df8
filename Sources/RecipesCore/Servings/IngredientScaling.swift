import RecipesQuantities

/// A recipe's ingredients for a number of servings, in the units the cook reads.
///
/// The one place scaling happens: the recipe window, its printed page, cooking mode, the
/// shopping list and `recipes show` all read their lines here, so they agree. The factor is the servings wanted over the
/// servings written (`assumedServings` when the recipe does not say); quantities are exact
/// rationals until they are rendered.
public struct IngredientScaling: Equatable, Sendable {
  /// How many people a recipe that does not say is taken to serve.
  public static let assumedServings = 4

  /// The servings a recipe can be scaled to, wherever they are asked for.
  ///
  /// The window's spin button, the command line's `--servings` and the shopping list's saved
  /// counts all keep to it. A thousand feeds a wedding; the bound keeps every scaled amount
  /// a number a cook can read (at a billion servings a stew's beef is a 19-digit fraction).
  public static let servingsRange = 1...1000

  /// How many people the ingredients are for.
  public var servings: Int
  /// The units the quantities are shown in.
  public var units: UnitDisplay

  /// Scaling to `servings` people, shown in `units`.
  public init(servings: Int, units: UnitDisplay = .original) {
    self.servings = servings
    self.units = units
  }

  /// How many people `recipe` serves as written: its number, else what its yield reads as
  /// ("2 dozen", "serves 4 to 6", `RecipeYield`), else `assumedServings`.
  public static func writtenServings(of recipe: Recipe) -> Int {
    statedServings(of: recipe) ?? assumedServings
  }

  /// How many people `recipe` says it serves: its number, else what its yield reads as;
  /// nil when it says nothing (then `writtenServings` assumes `assumedServings`).
  public static func statedServings(of recipe: Recipe) -> Int? {
    recipe.servings ?? recipe.yield.flatMap(RecipeYield.read)?.count
  }

  /// What every quantity of `recipe` is multiplied by.
  public func factor(for recipe: Recipe) -> Rational {
    Rational(max(servings, 1), max(Self.writtenServings(of: recipe), 1)) ?? .one
  }

  /// The ingredient lines of `recipe`, taken apart, scaled and converted; each keeps the
  /// line as the recipe wrote it in `text`.
  public func lines(of recipe: Recipe) -> [IngredientLine] {
    let factor = factor(for: recipe)
    let system = units.system
    return recipe.ingredients.map { ingredient in
      var line = ingredient.parsed
      line.text = ingredient.text
      if factor != .one { line = line.scaled(by: factor) }
      if let system { line = UnitConversion.converted(line, to: system) }
      return line
    }
  }

  /// The steps of `recipe` as they read for these servings and units.
  ///
  /// The amounts they name are scaled ("Heat 5 tbsp of the oil" for 2 tbsp written, at
  /// ×2.5) and converted, and their temperatures are in the units shown (`StepScaling`).
  /// As written when nothing changes.
  public func steps(of recipe: Recipe) -> [String] {
    let factor = factor(for: recipe)
    let system = units.system
    guard factor != .one || system != nil else { return recipe.steps }
    let written = recipe.ingredients.map(\.parsed)
    return recipe.steps.map {
      StepScaling.scaled($0, by: factor, ingredients: written, units: system).text
    }
  }

  /// The ingredients of `recipe` as a window, a page or cooking mode shows them: the
  /// scaled and converted measure, then the name and its note.
  public func rows(of recipe: Recipe) -> [IngredientRow] {
    let language = recipe.cookingLanguage
    return lines(of: recipe).map { IngredientRow($0, language: language) }
  }
}
