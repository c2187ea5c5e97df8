import RecipesQuantities

extension Recipe {
  /// The language the recipe is written in; nil when its words do not tell.
  ///
  /// Its lines, name and first steps tell it (`CookingLanguage.guess`). A counted name
  /// takes English endings only in an English recipe, on the shopping list and in the
  /// recipe's rows.
  public var cookingLanguage: CookingLanguage? {
    let steps = stepSections.lazy.flatMap(\.steps).prefix(4)
    return CookingLanguage.guess(ingredients.map(\.text) + [name, instructions] + steps)
  }
}
