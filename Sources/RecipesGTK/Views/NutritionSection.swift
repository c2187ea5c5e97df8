import GtkInterop
import RecipesCore
import RecipesLocalization

/// A recipe window's "Nutrition" section: a serving's energy and nutrients in two columns,
/// what the recipe's page published beside them, how many lines they come from, the lines
/// not counted, and each line's food, which the cook may change (`FoodPicker`).
///
/// Hidden until the estimate comes (and when there is none); when the estimate failed it
/// says why under its heading. The rows are named by what they show ("Fat: 12 g") for screen
/// readers.
@MainActor
final class NutritionSection {
  /// The section, heading first.
  let root = Box(.vertical, spacing: 8)
  /// One line per nutrient.
  private let rows = Box(.vertical, spacing: 4)
  /// What the page published ("The page says 357 kcal.").
  let publishedLabel = Label()
  /// The lines the figures come from ("Estimated from 12 of 13 lines, …").
  let basisLabel = Label()
  /// The lines not counted, and why.
  let uncountedLabel = Label()
  /// Why there are no figures, when they could not be worked out.
  let failureLabel = Label()
  /// Everything under the heading that only figures show.
  private let figures = Box(.vertical, spacing: 8)
  /// Every line with its food and its "Change food…" button, behind "Foods of each line".
  private let lineList = Box(.vertical, spacing: 8)
  let linesExpander: Expander
  /// The search for another food, shown under the line it is for.
  let picker: FoodPicker
  /// The "Change food…" buttons, by line key, for tests.
  private(set) var changeButtons: [String: Button] = [:]
  /// The boxes of the lines, by key (the picker goes into its line's).
  private var lineBoxes: [String: Box] = [:]
  /// The nutrient rows' texts, as shown ("Fat", "12 g"), for tests.
  private(set) var shownRows: [(name: String, value: String)] = []
  /// Each line and what it counted as, as shown, by key, for tests.
  private(set) var shownLines: [String: String] = [:]
  private var rendered: NutritionViewState?
  private let send: @MainActor (RecipeDetailFeature.Action) -> Void

  /// The section, sending what the cook does with `send`.
  init(send: @escaping @MainActor (RecipeDetailFeature.Action) -> Void = { _ in }) {
    self.send = send
    picker = FoodPicker(send: send)
    linesExpander = Expander(label: localized("Foods of each line"), child: lineList)
    root.append(Label.sectionTitle(localized("Nutrition per serving")))
    failureLabel.setAlignment(x: 0)
    failureLabel.wrap()
    failureLabel.isVisible = false
    root.append(failureLabel)
    figures.append(rows)
    publishedLabel.setAlignment(x: 0)
    publishedLabel.wrap()
    figures.append(publishedLabel)
    for label in [basisLabel, uncountedLabel] {
      label.addStyleClass("dim-label")
      label.addStyleClass("caption")
      label.setAlignment(x: 0)
      label.wrap()
      figures.append(label)
    }
    lineList.setMargins(top: 6)
    figures.append(linesExpander)
    root.append(figures)
    root.isVisible = false
  }

  /// Shows `view`, or `failure` (why there are no figures) under the heading; hides the
  /// section with neither.
  func render(_ view: NutritionViewState?, failure: String? = nil) {
    failureLabel.text = failure ?? ""
    failureLabel.isVisible = failure != nil && view == nil
    figures.isVisible = view != nil
    root.isVisible = view != nil || failure != nil
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    guard let view else { return }
    if previous?.rows != view.rows { renderRows(view.rows) }
    publishedLabel.text = view.published ?? ""
    publishedLabel.isVisible = view.published != nil
    basisLabel.text = view.basis
    uncountedLabel.text = view.uncounted ?? ""
    uncountedLabel.isVisible = view.uncounted != nil
    if previous?.lines != view.lines { renderLines(view.lines) }
    placePicker(view.picker)
  }

  private func renderRows(_ rowViews: [NutritionViewState.Row]) {
    rows.removeAll()
    shownRows = []
    for row in rowViews {
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
  }

  /// One box per line: the line, what it counted as, and "Change food…".
  private func renderLines(_ lines: [NutritionViewState.LineRow]) {
    picker.detach()
    lineList.removeAll()
    changeButtons = [:]
    lineBoxes = [:]
    shownLines = [:]
    for line in lines {
      if shownLines[line.key] == nil { shownLines[line.key] = line.counted }
      let box = Box(.vertical, spacing: 2)
      let text = Label(line.text)
      text.setAlignment(x: 0)
      text.wrap()
      let counted = Label(line.counted)
      counted.addStyleClass("dim-label")
      counted.addStyleClass("caption")
      counted.setAlignment(x: 0)
      counted.wrap()
      let change = Button(label: localized("Change food…"))
      change.setAccessibleLabel(line.changeLabel)
      change.addStyleClass("flat")
      change.align(horizontal: .start)
      let key = line.key
      change.onClick { [send] in send(.changeFoodTapped(key: key)) }
      box.append(text)
      box.append(counted)
      box.append(change)
      lineList.append(box)
      // Two lines of one ingredient share a key: the first one's box holds the picker.
      if lineBoxes[key] == nil { lineBoxes[key] = box }
      if changeButtons[key] == nil { changeButtons[key] = change }
    }
  }

  /// Puts the picker under its line (or takes it away), then shows what it found.
  private func placePicker(_ view: NutritionViewState.Picker?) {
    guard let view, let box = lineBoxes[view.key] else {
      picker.detach()
      return
    }
    picker.attach(to: box)
    linesExpander.isExpanded = true
    picker.render(view)
  }
}
