import GtkInterop
import RecipesLocalization

/// The keyboard shortcuts window (Ctrl+?): the groups of `KeyboardShortcutGroup.all`, a row
/// per shortcut with what it does and its keys in key caps, and a search over the rows.
///
/// GTK 4.8's own `GtkShortcutsWindow` lays its shortcuts out in two columns a page with
/// titles that do not wrap, so it cannot shrink below ~1 200 px; this is built from
/// libadwaita's preferences window instead (as libadwaita's later shortcuts dialog is, of
/// rows), whose rows wrap their titles and fit a phone's 360 px. It has no state: the app
/// makes one and shows it again each time (see `PreferencesWindow` for why it is kept).
@MainActor
final class KeyboardShortcutsWindow {
  let window = PreferencesWindow(
    title: localized("Keyboard Shortcuts"), searchButtonLabel: localized("Search shortcuts"))
  /// The rows, in the order shown, each with the labels of its keys (one per shortcut,
  /// one above the other, so a row of three fits a phone's width).
  private(set) var rows: [(row: ActionRow, keys: [ShortcutLabel])] = []

  /// Builds the window from `groups`.
  init(groups: [KeyboardShortcutGroup] = KeyboardShortcutGroup.all) {
    let page = PreferencesPage(
      title: localized("Keyboard Shortcuts"),
      iconName: "preferences-desktop-keyboard-shortcuts-symbolic",
      name: "shortcuts")
    for group in groups {
      let section = PreferencesGroup(title: group.title)
      for shortcut in group.shortcuts {
        let row = ActionRow(title: shortcut.title)
        let keys = shortcut.accelerators.map { ShortcutLabel(accelerators: [$0]) }
        let column = Box(.vertical, spacing: 4)
        for label in keys {
          label.align(horizontal: .end)
          column.append(label)
        }
        // Key caps of their own height, not stretched to a row of two lines.
        column.align(vertical: .center)
        row.addSuffix(column)
        // Read as "Search: Ctrl+F", the keys as the desktop writes them.
        row.setAccessibleLabel(
          localized(
            "{action}: {keys}",
            [
              "action": shortcut.title,
              "keys": shortcut.accelerators.map(ShortcutLabel.readableName(of:))
                .joined(separator: ", "),
            ]))
        section.add(row)
        rows.append((row, keys))
      }
      page.add(section)
    }
    window.add(page)
  }

  /// Shows the window over `parent` and brings it to the front.
  func present(over parent: Window?) {
    window.setParent(parent)
    window.present()
  }
}
