import GtkInterop
import RecipesCore

/// The recipe window's lists, made again from the view state when it changes: the chips,
/// the ingredients and the numbered steps, and a line shown only when it has text.
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

  func renderChips(_ texts: [String]) {
    chips.removeAll()
    chipLabels = []
    guard !texts.isEmpty else { return }
    let row = Box(.horizontal, spacing: 6)
    for text in texts {
      let chip = Label(text)
      chip.addStyleClass("chip")
      row.append(chip)
      chipLabels.append(chip)
    }
    let words = Label(texts.joined(separator: " · "))
    words.addStyleClass("dim-label")
    words.wrap()
    words.setAlignment(x: 0)
    chips.append(Squeezer([row, words], xAlignment: 0, homogeneous: false))
  }
}
