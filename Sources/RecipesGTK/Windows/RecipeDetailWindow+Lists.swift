import GtkInterop
import RecipesCore

/// The recipe window's lists, made again from the view state when it changes: the
/// ingredients and the numbered steps, and a line shown only when it has text.
extension RecipeDetailWindow {
  func show(_ text: String?, in label: Label) {
    label.text = text ?? ""
    label.isVisible = text != nil
  }

  func renderIngredients(_ rows: [IngredientRow]) {
    ingredients.removeAll()
    for row in rows { ingredients.append(RecipeRows.ingredient(row)) }
  }

  func renderSteps(_ items: [RecipeDetailViewState.Step]) {
    steps.removeAll()
    for step in items { steps.append(RecipeRows.step(step)) }
  }
}
