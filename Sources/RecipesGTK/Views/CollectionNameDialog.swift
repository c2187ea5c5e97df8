import GtkInterop
import RecipesCore
import RecipesLocalization

/// Asks for a collection's name — a new one, or a new name for one — in a small dialog:
/// an entry, what is wrong with the name under it (empty, taken), and the answer enabled
/// only for a name that can be one.
@MainActor
enum CollectionNameDialog {
  /// Shows the dialog over `parent`.
  ///
  /// `confirmed` gets the checked name when the cook confirms; `renaming` is the collection
  /// being renamed (its own name is no clash).
  /// A dialog shown, and its entry (for tests).
  typealias Shown = (dialog: MessageDialog, entry: Entry)

  @discardableResult
  static func present(
    over parent: Window?, heading: String, confirmLabel: String, name: String = "",
    among collections: [RecipeCollection], renaming: String? = nil,
    confirmed: @escaping @MainActor (String) -> Void
  ) -> Shown {
    let dialog = MessageDialog(parent: parent, heading: heading)
    dialog.addResponse("cancel", label: localized("Cancel"))
    dialog.addResponse("save", label: confirmLabel, appearance: .suggested)
    dialog.closeResponse = "cancel"
    dialog.defaultResponse = "save"
    let entry = Entry(placeholder: localized("Name, e.g. Weeknight dinners"))
    entry.setAccessibleLabel(localized("Collection name"))
    entry.text = name
    let problem = Label()
    problem.addStyleClass("error")
    problem.wrap()
    problem.setAlignment(x: 0)
    let box = Box(.vertical, spacing: 6)
    box.append(entry)
    box.append(problem)
    dialog.setExtraChild(box)
    func check(_ text: String) -> String? {
      switch RecipeCollection.validatedName(text, among: collections, renaming: renaming) {
      case .success(let name):
        problem.text = ""
        problem.isVisible = false
        dialog.setResponseEnabled("save", true)
        return name
      case .failure(let reason):
        // Nothing typed yet is no mistake to point at: the answer just waits for a name.
        problem.text = text.isEmpty ? "" : message(for: reason)
        problem.isVisible = !text.isEmpty
        dialog.setResponseEnabled("save", false)
        return nil
      }
    }
    _ = check(name)
    entry.onChange { _ = check($0) }
    entry.onActivate {
      if check(entry.text) != nil { dialog.respond("save") }
    }
    dialog.onResponse { response in
      guard response == "save", let name = check(entry.text) else { return }
      confirmed(name)
    }
    dialog.present()
    entry.grabFocus()
    return (dialog, entry)
  }

  /// What is wrong with a name, in a sentence under the entry.
  static func message(for problem: RecipeCollection.NameProblem) -> String {
    switch problem {
    case .empty: localized("A collection needs a name.")
    case .tooLong:
      localized(
        "At most {count} characters.", ["count": String(RecipeCollection.maximumNameLength)])
    case .taken(let other): localized("There is already a collection “{name}”.", ["name": other])
    }
  }
}
