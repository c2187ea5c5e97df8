import GtkInterop
import RecipesLocalization

/// An entry with the values that already exist a click away: the editor's category and
/// cuisine, chosen from the library's or written anew.
///
/// A "▾" button beside the entry opens a popover listing the values; choosing one puts it
/// in the entry, as typing it would.
@MainActor
final class SuggestedValues {
  /// The entry and its button, side by side.
  let root = Box(.horizontal, spacing: 0)
  /// Lists the values.
  let button: PopoverButton
  /// The values' buttons, in order.
  private(set) var valueButtons: [(value: String, button: Button)] = []
  private let list = Box(.vertical, spacing: 2)
  private let entry: Entry
  private var shown: [String]?

  /// Puts `entry` beside a button listing values, named `accessibleLabel`.
  init(entry: Entry, accessibleLabel: String) {
    self.entry = entry
    let scroller = ScrolledWindow()
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.setChild(list)
    scroller.setSizeRequest(width: 200, height: 240)
    button = PopoverButton(
      icon: "pan-down-symbolic", accessibleLabel: accessibleLabel, content: scroller)
    root.addStyleClass("linked")
    entry.expandsHorizontally = true
    root.append(entry)
    root.append(button)
  }

  /// Lists `values` (rebuilt only when they changed); the button is off without any.
  func show(_ values: [String]) {
    button.isSensitive = !values.isEmpty
    guard values != shown else { return }
    shown = values
    list.removeAll()
    valueButtons = values.map { value in
      let choice = Button(label: value)
      choice.addStyleClass("flat")
      choice.onClick { [weak self] in self?.choose(value) }
      list.append(choice)
      return (value, choice)
    }
  }

  /// Puts `value` in the entry, as the cook typing it would, and closes the list.
  func choose(_ value: String) {
    entry.type(value)
    button.popdown()
  }
}
