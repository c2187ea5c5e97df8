/// Rewrites a step of a method for the servings and the units a cook chose, as the
/// ingredient list is: "Heat 2 tbsp of the oil" for 4 is "Heat 5 tbsp of the oil" for 10,
/// "Bake at 160°C" is "Bake at 320°F" in imperial units.
///
/// What is rewritten: amounts with a unit of weight or volume ("200 g flour", "½ cup of the
/// milk", "2–3 tbsp"), counted units and plain counts of something the recipe lists ("2
/// cloves garlic", "the 3 eggs"), scaled as the list scales them and converted as it
/// converts them; temperatures in °C or °F ("160°C", "350 degrees F"), converted to the
/// chosen system and rounded to 5 degrees. What stays as written: times ("10 minutes"),
/// counts of what is not an ingredient ("2 batches", "in 2 pans", "3 times", "step 3", "cut
/// into 8 pieces"), the size of a tin or a pot ("a 400 g can", "a 2 l pot", "a 23 cm tin"),
/// gas marks, a temperature already given in both scales ("180°C/350°F"), and numbers
/// written in words.
///
/// ```swift
/// StepScaling.scaled(
///   "Heat 2 tbsp of the oil", by: Rational(5, 2)!, ingredients: lines, units: nil
/// ).text  // "Heat 5 tbsp of the oil"
/// ```
public enum StepScaling {
  /// `step` for `factor` times the servings written, in `units` (nil: as written), with
  /// `ingredients` the recipe's lines as written (they say which counts are amounts).
  public static func scaled(
    _ step: String, by factor: Rational, ingredients: [IngredientLine], units: UnitSystem?
  ) -> ScaledStep {
    let tokens = DurationTokenizer.tokens(of: step)
    let temperatures = StepTemperatures(tokens: tokens, text: step)
    var edits = temperatures.edits(to: units)
    let amounts = StepAmounts(
      tokens: tokens, text: step, factor: factor, units: units,
      ingredients: StepIngredients(ingredients), skipping: temperatures.numberIndices)
    edits += amounts.edits()
    return applied(edits, to: step)
  }

  /// `text` with `edits` (which do not overlap) made, and where the result changed.
  private static func applied(_ edits: [StepEdit], to text: String) -> ScaledStep {
    var result = ""
    var offsets: [Range<Int>] = []
    var position = text.startIndex
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where edit.range.lowerBound >= position && text[edit.range] != edit.text {
      result += text[position..<edit.range.lowerBound]
      let start = result.utf8.count
      result += edit.text
      offsets.append(start..<result.utf8.count)
      position = edit.range.upperBound
    }
    result += text[position...]
    let changes = offsets.map { offset in
      let lower = result.utf8.index(result.startIndex, offsetBy: offset.lowerBound)
      let upper = result.utf8.index(result.startIndex, offsetBy: offset.upperBound)
      return lower..<upper
    }
    return ScaledStep(text: result, changes: changes)
  }
}
