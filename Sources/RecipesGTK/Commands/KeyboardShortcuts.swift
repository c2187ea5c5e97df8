import RecipesCore
import RecipesLocalization

/// What the keyboard shortcuts window lists: groups of keys, each with what it does.
///
/// Commands bring their own keys (`Command.accelerators` and `windowKeys`), so a key the
/// table gives a command is the one the app sets; the keys GTK's widgets handle themselves
/// (`Command.keysWidgetsHandle`) are listed by name. A test holds the table and the
/// commands to each other: every key the app sets is listed once, and nothing else.
struct KeyboardShortcutGroup: Sendable {
  /// One line of a group: its keys, in GTK's syntax, and what they do.
  struct Shortcut: Sendable {
    /// The keys, any of which does it ("F5", "<Control>r").
    let accelerators: [String]
    /// What they do, as a sentence fragment ("Refresh from the network").
    let title: String

    /// A command's keys, described by `title`.
    init(_ command: Command, _ title: String) {
      self.init(keys: command.accelerators + command.windowKeys, title)
    }

    /// Keys a widget handles itself, described by `title`.
    init(keys: [String], _ title: String) {
      accelerators = keys
      self.title = title
    }
  }

  /// The group's title ("Cooking").
  let title: String
  /// Its lines, in the order shown.
  let shortcuts: [Shortcut]

  /// The window's groups, in the order shown: the list window's keys, the cook's own
  /// recipes, the windows, cooking mode.
  static var all: [KeyboardShortcutGroup] {
    [
      KeyboardShortcutGroup(
        title: localized("Recipes"),
        shortcuts: [
          Shortcut(.search, localized("Search")),
          Shortcut(
            keys: ["Escape"],
            localized(
              "Clear the search; keep things as they are when a question asks; leave cooking mode")),
          Shortcut(.refresh, localized("Refresh from the network")),
          Shortcut(keys: ["Return"], localized("Open the selected recipe")),
        ]),
      KeyboardShortcutGroup(
        title: localized("Your own recipes"),
        shortcuts: [
          Shortcut(.newRecipe, localized("New recipe")),
          Shortcut(.importRecipes, localized("Import recipes")),
          Shortcut(.edit, localized("Edit the recipe (your own copy of a catalog recipe)")),
          Shortcut(.save, localized("Save the recipe being edited")),
        ]),
      KeyboardShortcutGroup(
        title: localized("Views"),
        // A row per view, in the switcher's order, with all its keys: Alt+2 first, then
        // the key of old (Shift+Ctrl+P).
        shortcuts: zip(Command.viewCommands, HomeView.allCases).map { command, view in
          let keys = command.accelerators
          return Shortcut(
            keys: keys.filter { $0.hasPrefix("<Alt>") } + keys.filter { !$0.hasPrefix("<Alt>") },
            view.title)
        }),
      KeyboardShortcutGroup(
        title: localized("Windows"),
        shortcuts: [
          Shortcut(.print, localized("Print a recipe")),
          Shortcut(.close, localized("Close a recipe window, the editor or cooking mode")),
          Shortcut(.preferences, localized("Preferences")),
          Shortcut(.shortcuts, localized("Keyboard shortcuts")),
          Shortcut(.quit, localized("Quit")),
        ]),
      KeyboardShortcutGroup(
        title: localized("Cooking"),
        shortcuts: [
          Shortcut(.nextStep, localized("Next step")),
          Shortcut(.previousStep, localized("Previous step")),
          Shortcut(.fullscreen, localized("Fill the screen")),
        ]),
    ]
  }
}
