import GtkInterop
import RecipesLocalization

/// The "?" beside the search box: a popover with what the box understands besides words —
/// the filters `SearchQuery` reads, each with an example.
@MainActor
final class SearchHelpButton {
  /// The button, which opens the popover.
  let button: PopoverButton
  /// The popover's rows, for tests: each example and what it finds.
  let rows: [(example: String, meaning: String)]

  init() {
    rows = [
      ("pie chicken", localized("Recipes with every word somewhere")),
      ("in:egg", localized("With an ingredient")),
      ("-in:nuts", localized("Without an ingredient (“nuts” also keeps out almonds, walnuts…)")),
      ("in:dairy", localized("With milk, butter, cream or cheese (“-in:dairy”: without)")),
      ("cat:dessert", localized("In a category (also “category:”)")),
      ("area:italian", localized("From a cuisine (also “cuisine:”)")),
      ("rating:4", localized("Rated 4 stars or more")),
      ("area:\"south african\"", localized("Quotes keep words together")),
    ]
    let content = Box(.vertical, spacing: 6)
    content.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    let title = Label(localized("Search recipes"))
    title.addStyleClass("heading")
    title.setAlignment(x: 0)
    content.append(title)
    for row in rows {
      // The example over what it finds: the popover fits a phone's 360 pixels.
      let line = Box(.vertical, spacing: 2)
      let example = Label(row.example)
      example.addStyleClass("monospace")
      example.setAlignment(x: 0)
      example.makeSelectable()
      let meaning = Label(row.meaning)
      meaning.addStyleClass("dim-label")
      meaning.setAlignment(x: 0)
      meaning.wrap()
      meaning.setSizeRequest(width: 280, height: -1)
      line.append(example)
      line.append(meaning)
      content.append(line)
    }
    button = PopoverButton(
      icon: "system-help-symbolic", accessibleLabel: localized("Search help"), content: content)
    button.addStyleClass("flat")
  }
}
