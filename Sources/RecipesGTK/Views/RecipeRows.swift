import GtkInterop
import RecipesCore
import RecipesLocalization

/// The rows of a recipe window's lists: an ingredient (measure and name) and a numbered
/// step, each named for assistive tools by what it shows.
@MainActor
enum RecipeRows {
  /// "2 cups | Flour": the measure right-aligned in its column, the name wrapping.
  ///
  /// The row is named by what it shows, scaled and converted ("2 cups flour"); the line as
  /// written is its description and its tooltip.
  static func ingredient(_ row: IngredientRow) -> Box {
    let line = Box(.horizontal, spacing: 12)
    let measure = Label(row.measure)
    measure.addStyleClass("measure")
    measure.setAlignment(x: 1)
    measure.setSizeRequest(width: 110, height: -1)
    let name = Label(row.name)
    name.setAlignment(x: 0)
    name.wrap()
    name.expandsHorizontally = true
    line.append(measure)
    line.append(name)
    line.setAccessibleLabel(row.line)
    line.setAccessibleDescription(localized("As written: {text}", ["text": row.original]))
    line.tooltip = localized("As written: {text}", ["text": row.original])
    return line
  }

  /// A numbered step: the number, then the text, which wraps and can be selected.
  static func step(_ step: RecipeDetailViewState.Step) -> Box {
    let line = Box(.horizontal, spacing: 10)
    let number = Label("\(step.number).")
    number.addStyleClass("step-number")
    number.align(vertical: .start)
    number.setAlignment(x: 1)
    let text = Label(step.text)
    text.wrap()
    text.setAlignment(x: 0)
    text.expandsHorizontally = true
    text.makeSelectable()
    line.append(number)
    line.append(text)
    line.setAccessibleLabel(
      localized("Step {number}: {text}", ["number": String(step.number), "text": step.text]))
    return line
  }
}
