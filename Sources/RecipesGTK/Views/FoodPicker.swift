import GtkInterop
import RecipesCore
import RecipesLocalization

/// The Nutrition section's "Change food…": a search over the food table under the line it
/// is for, the foods found as buttons, "Leave it out", "As estimated" and Cancel.
///
/// The text and the results are the store's (`FoodPickerFeature`); Escape in the search
/// box closes it as Cancel does.
@MainActor
final class FoodPicker {
  /// The picker, placed in a line's box while open.
  let root = Box(.vertical, spacing: 4)
  let searchEntry = SearchEntry(placeholder: localized("Search the foods"))
  /// One button per food found, in order (for tests).
  private(set) var resultButtons: [Button] = []
  let leaveOutButton = Button(label: localized("Not a food: leave it out"))
  let automaticButton = Button(label: localized("As estimated"))
  let cancelButton = Button(label: localized("Cancel"))
  let emptyLabel = Label()
  private let results = Box(.vertical, spacing: 2)
  private var shownResults: [FoodOption] = []
  /// The line the entry's text was last set for.
  private var shownKey: String?
  private weak var holder: Box?
  private let send: @MainActor (RecipeDetailFeature.Action) -> Void

  /// The most foods listed; the search box narrows the rest.
  static let shownLimit = 8

  init(send: @escaping @MainActor (RecipeDetailFeature.Action) -> Void) {
    self.send = send
    root.addStyleClass("card")
    root.setMargins(top: 4, bottom: 4)
    let inner = Box(.vertical, spacing: 4)
    inner.setMargins(top: 8, bottom: 8, start: 8, end: 8)
    searchEntry.setAccessibleLabel(localized("Search the foods"))
    searchEntry.setWidth(minimumCharacters: 8, naturalCharacters: 24)
    inner.append(searchEntry)
    emptyLabel.addStyleClass("dim-label")
    emptyLabel.setAlignment(x: 0)
    emptyLabel.wrap()
    inner.append(emptyLabel)
    inner.append(results)
    let choices = Box(.vertical, spacing: 2)
    automaticButton.tooltip = localized("Forget your choice: the estimate chooses the food")
    for button in [leaveOutButton, automaticButton, cancelButton] {
      button.addStyleClass("flat")
      choices.append(button)
    }
    inner.append(choices)
    root.append(inner)
    searchEntry.onChange { [send] text in send(.foodPicker(.searchChanged(text))) }
    searchEntry.onActivate { [weak self] in
      guard let first = self?.shownResults.first else { return }
      self?.send(.foodChosen(.food(id: first.id)))
    }
    searchEntry.onStopSearch { [send] in send(.foodPickerClosed) }
    leaveOutButton.onClick { [send] in send(.foodChosen(.leftOut)) }
    automaticButton.onClick { [send] in send(.foodChosen(nil)) }
    cancelButton.onClick { [send] in send(.foodPickerClosed) }
  }

  /// Puts the picker at the end of `box` (the line it is for).
  func attach(to box: Box) {
    guard holder !== box else { return }
    detach()
    box.append(root)
    holder = box
  }

  /// Takes the picker out of the line it was under.
  func detach() {
    holder?.remove(root)
    holder = nil
    shownKey = nil
  }

  /// Whether the picker is under a line.
  var isOpen: Bool { holder != nil }

  /// Shows the foods found; the text searched only when the picker opens on a line (after
  /// that the entry is the cook's: writing it back while they type would undo keystrokes).
  func render(_ view: NutritionViewState.Picker) {
    if view.key != shownKey {
      shownKey = view.key
      searchEntry.text = view.text
      // The line's name is a start: typing replaces it.
      searchEntry.grabFocus()
      searchEntry.selectAll()
    }
    emptyLabel.text = view.emptyMessage ?? ""
    emptyLabel.isVisible = view.emptyMessage != nil
    let shown = Array(view.results.prefix(Self.shownLimit))
    guard shown != shownResults else { return }
    shownResults = shown
    results.removeAll()
    resultButtons = shown.map { food in
      let label = Label(food.name)
      label.setAlignment(x: 0)
      label.wrap()
      let button = Button(child: label, accessibleLabel: food.name)
      button.addStyleClass("flat")
      button.onClick { [send] in send(.foodChosen(.food(id: food.id))) }
      results.append(button)
      return button
    }
  }
}
