import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// What a slot's "+" opens: a search over the library, its matches to pick from, and a
/// note ("Leftovers") to write instead.
///
/// Before anything is typed it lists the cook's own choices under headings — favorites,
/// their own recipes, what they cooked lately (`PlanPickerStart`) — not the library's
/// first recipes by name.
///
/// One of these serves every slot: the slot's popover takes it in when it opens, and the
/// day and meal it was opened for say where a pick goes.
@MainActor
final class PlanAddPopover {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The content, moved into the popover that opens.
  let root = Box(.vertical, spacing: 8)
  let searchEntry = SearchEntry(placeholder: localized("Search the library"))
  let noteEntry = Entry(placeholder: localized("Or a note: “Leftovers”"))
  let addNoteButton = Button(label: localized("Add note"))
  private let resultList = Box(.vertical, spacing: 2)
  private let messageLabel = Label()
  private let store: AppStore
  /// The slot the popover was last opened for.
  private(set) var slot: (day: PlanDay, meal: Meal)?
  /// The pick buttons, one per match, in order.
  private(set) var resultButtons: [(id: Recipe.ID, button: Button)] = []
  private var shownSections: [PlanPickerSection]?
  /// The groups' headings shown ("Favorites", "Your recipes", "Recently cooked"), in order.
  private(set) var headings: [Label] = []
  /// Closes the popover showing the content, after a pick.
  private var close: (@MainActor () -> Void)?
  /// The box of the popover holding the content now.
  ///
  /// Held, not weak: when the week is drawn again its old slots go, and a box already let
  /// go of could not give the content up, so the next popover would open empty.
  private var host: Box?

  /// The most the list of matches takes before it scrolls: about six rows.
  static let resultsHeight: Int32 = 220

  init(store: AppStore) {
    self.store = store
    root.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    root.setSizeRequest(width: 260, height: -1)
    searchEntry.setAccessibleLabel(localized("Search the library"))
    root.append(searchEntry)
    messageLabel.addStyleClass("dim-label")
    messageLabel.wrap()
    messageLabel.setAlignment(x: 0)
    root.append(messageLabel)
    // The matches scroll within a few rows' height: the popover of a slot near the bottom
    // of a phone's screen stays on it.
    let results = ScrolledWindow()
    results.setPolicy(horizontal: .never, vertical: .automatic)
    results.fitContent(upToHeight: Self.resultsHeight)
    results.setChild(resultList)
    root.append(results)
    noteEntry.setAccessibleLabel(localized("Note"))
    root.append(noteEntry)
    root.append(addNoteButton)

    searchEntry.onChange { [store] text in store.send(.plan(.picker(.searchChanged(text)))) }
    searchEntry.onActivate { [weak self] in
      guard let first = self?.resultButtons.first else { return }
      self?.pick(first.id)
    }
    noteEntry.onActivate { [weak self] in self?.addNote() }
    // Escape in the search (which takes it to clear itself) closes the popover, as
    // elsewhere in a popover.
    searchEntry.onStopSearch { [weak self] in self?.close?() }
    addNoteButton.onClick { [weak self] in self?.addNote() }
  }

  /// Moves the content into `host` (the popover opening), out of the one it was in.
  func move(into host: Box) {
    guard host !== self.host else { return }
    self.host?.remove(root)
    host.append(root)
    self.host = host
  }

  /// Readies the content for `day` and `meal`, with a fresh search; `close` closes the
  /// popover it is in.
  func open(for day: PlanDay, meal: Meal, close: @escaping @MainActor () -> Void) {
    slot = (day, meal)
    self.close = close
    noteEntry.text = ""
    searchEntry.text = ""
    store.send(.plan(.picker(.searchChanged(""))))
    searchEntry.grabFocus()
  }

  /// Shows the search's matches, or the cook's recipes in their groups (rebuilt only when
  /// they changed).
  func render(_ picker: PlanPickerFeature.State) {
    let onlyLibrary = picker.sections.allSatisfy { $0.group == .library }
    messageLabel.text =
      picker.error?.message
      ?? (picker.text.isEmpty
        ? (onlyLibrary && !picker.sections.isEmpty
          ? localized(
            "Your favorites, your own recipes and what you cooked lately come first here.")
          : "")
        : (picker.sections.isEmpty ? localized("No recipe matches.") : ""))
    messageLabel.isVisible = !messageLabel.text.isEmpty
    guard picker.sections != shownSections else { return }
    shownSections = picker.sections
    resultList.removeAll()
    resultButtons = []
    headings = []
    for section in picker.sections {
      if let title = Self.heading(section.group, alone: picker.sections.count == 1) {
        let heading = Label(title)
        heading.addStyleClass("heading")
        heading.addStyleClass("dim-label")
        heading.setAlignment(x: 0)
        heading.setMargins(top: headings.isEmpty ? 0 : 6, bottom: 2, start: 6, end: 6)
        resultList.append(heading)
        headings.append(heading)
      }
      for recipe in section.recipes {
        // A list to read down: names from the start, as under the headings.
        let name = Label(recipe.name)
        name.setAlignment(x: 0)
        let button = Button(
          child: name, accessibleLabel: localized("Plan {name}", ["name": recipe.name]))
        button.addStyleClass("flat")
        let id = recipe.id
        button.onClick { [weak self] in self?.pick(id) }
        resultList.append(button)
        resultButtons.append((id, button))
      }
    }
  }

  /// The heading over a group; over the library's recipes, "All recipes" after the cook's
  /// own groups and none `alone` (what was typed found them, or the cook has no groups yet).
  private static func heading(_ group: PlanPickerSection.Group, alone: Bool) -> String? {
    switch group {
    case .favorites: localized("Favorites", context: "plan picker")
    case .own: localized("Your recipes", context: "plan picker")
    case .recentlyCooked: localized("Recently cooked", context: "plan picker")
    case .library: alone ? nil : localized("All recipes")
    }
  }

  /// Plans `id` in the slot, for the servings the recipe is written for.
  func pick(_ id: Recipe.ID) {
    guard let slot else { return }
    // Closed first: the week drawn again for the pick takes the popover's slot away.
    close?()
    store.send(.plan(.addRecipeTapped(id, day: slot.day, meal: slot.meal, servings: nil)))
  }

  private func addNote() {
    guard let slot else { return }
    let text = noteEntry.text
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
    close?()
    store.send(.plan(.addNoteTapped(text, day: slot.day, meal: slot.meal)))
  }
}
