import GtkInterop
import RecipesCore
import RecipesLocalization

/// A recipe window's "Nutrition" section: a serving's energy and nutrients in two columns,
/// how many lines they come from, and the lines not counted.
///
/// Hidden until the estimate comes (and when there is none); the rows are named by what
/// they show ("Fat: 12 g") for screen readers.
@MainActor
final class NutritionSection {
  /// The section, heading first.
  let root = Box(.vertical, spacing: 8)
  /// One line per nutrient.
  private let rows = Box(.vertical, spacing: 4)
  /// The lines the figures come from ("Estimated from 12 of 13 lines, …").
  let basisLabel = Label()
  /// The lines not counted, and why.
  let uncountedLabel = Label()
  /// The nutrient rows' texts, as shown ("Fat", "12 g"), for tests.
  private(set) var shownRows: [(name: String, value: String)] = []
  private var rendered: NutritionViewState?

  init() {
    root.append(Label.sectionTitle(localized("Nutrition per serving")))
    root.append(rows)
    for label in [basisLabel, uncountedLabel] {
      label.addStyleClass("dim-label")
      label.addStyleClass("caption")
      label.setAlignment(x: 0)
      label.wrap()
      root.append(label)
    }
    root.isVisible = false
  }

  /// Shows `view`; hides the section without one.
  func render(_ view: NutritionViewState?) {
    guard view != rendered else { return }
    rendered = view
    root.isVisible = view != nil
    guard let view else { return }
    rows.removeAll()
    shownRows = []
    for row in view.rows {
      let line = Box(.horizontal, spacing: 12)
      let name = Label(row.name)
      name.setAlignment(x: 0)
      name.expandsHorizontally = true
      if row.isPart { name.setMargins(start: 16) }
      let value = Label(row.value)
      value.addStyleClass("measure")
      value.setAlignment(x: 1)
      line.append(name)
      line.append(value)
      line.setAccessibleLabel(localized("{name}: {value}", ["name": row.name, "value": row.value]))
      rows.append(line)
      shownRows.append((row.name, row.value))
    }
    basisLabel.text = view.basis
    uncountedLabel.text = view.uncounted ?? ""
    uncountedLabel.isVisible = view.uncounted != nil
  }
}
