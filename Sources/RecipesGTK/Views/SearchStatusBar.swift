import GtkInterop
import RecipesCore
import RecipesLocalization

/// A row above a search's results: how many it found ("12 recipes"), and "Did you mean
/// chicken?" after a search that found nothing, which searches the suggestion when clicked.
@MainActor
final class SearchStatusBar {
  /// The row, hidden without a search.
  let root = Box(.horizontal, spacing: 12)
  /// "12 recipes"; read by assistive tools as it changes.
  let count = Label()
  /// "Did you mean chicken?", shown while there is a suggestion.
  let suggestionButton = Button(label: "")

  init() {
    root.setMargins(top: 6, bottom: 0, start: 12, end: 12)
    count.addStyleClass("dim-label")
    count.setAlignment(x: 0)
    root.append(count)
    // A plain button, not a flat one: flat, it read as a line of text nobody clicked.
    suggestionButton.isVisible = false
    root.append(suggestionButton)
    root.isVisible = false
  }

  /// Sends `action` when the suggestion is clicked.
  func onSuggestion(_ action: @escaping @MainActor () -> Void) {
    suggestionButton.onClick(action)
  }

  /// Shows the count and the suggestion of `view`, or hides the row when it has neither.
  func render(_ view: RecipeListViewState) {
    count.text = view.resultCount ?? ""
    count.isVisible = view.resultCount != nil
    if let suggestion = view.suggestion {
      let label = localized("Did you mean “{suggestion}”?", ["suggestion": suggestion])
      suggestionButton.label = label
      suggestionButton.setAccessibleLabel(label)
      suggestionButton.isVisible = true
    } else {
      suggestionButton.isVisible = false
    }
    root.isVisible = view.resultCount != nil || view.suggestion != nil
  }
}
