import RecipesQuantities

extension Ingredient {
  /// The line taken apart.
  ///
  /// TheMealDB's and the catalog's measure/name pairs are read field by field (the
  /// measure's extra words join the note); a line with no measure of its own (imported,
  /// or written in the editor, where the whole line is the name) or whose `text` says more
  /// than the pair is read from its text.
  public var parsed: IngredientLine {
    guard !measure.isEmpty, text.isEmpty || text == measure + " " + name else {
      return IngredientLineParser.parse(text.isEmpty ? name : text)
    }
    return IngredientLineParser.parse(measure: measure, name: name, text: text)
  }
}
