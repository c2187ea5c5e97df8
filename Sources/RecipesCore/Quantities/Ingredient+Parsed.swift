extension Ingredient {
  /// The line taken apart: TheMealDB's and the catalog's measure/name pairs field by field,
  /// an imported line (whose `text` is more than the pair) from its text.
  public var parsed: IngredientLine {
    let pair = measure.isEmpty ? name : measure + " " + name
    if text == pair || text.isEmpty {
      return IngredientLineParser.parse(measure: measure, name: name, text: text)
    }
    return IngredientLineParser.parse(text)
  }
}
