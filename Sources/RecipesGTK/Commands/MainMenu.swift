import GtkInterop
import RecipesLocalization

/// The main menu's model: the commands that have a menu entry, a section for each
/// `Command.MenuSection` (separated by a line), in table order within it; a choice command
/// is a radio item for each of its choices.
@MainActor
enum MainMenu {
  /// The Recipes view's toggles a narrow window hides, with their menu titles: the narrow
  /// window's menu holds them (naming the same actions) in a section of their own.
  static var headerButtonEntries: [(title: String, command: Command)] {
    [(localized("Favorites Only"), .favoritesOnly), (localized("My Recipes"), .mineOnly)]
  }

  /// Builds the menu naming each command's action; with `headerButtons`, the header's
  /// hidden buttons come first.
  static func make(headerButtons: Bool = false) -> Menu {
    let menu = Menu()
    if headerButtons {
      let section = Menu()
      for (title, command) in headerButtonEntries {
        section.append(title, action: command.detailedName)
      }
      menu.appendSection(section)
    }
    for place in Command.MenuSection.mainMenu {
      menu.appendSection(section(place), label: place.title)
    }
    return menu
  }

  /// The header's New menu: New Recipe, Import Recipes….
  static func makeNew() -> Menu { section(.new) }

  /// The entries of `place`, in table order; a choice command's choices as radio items.
  private static func section(_ place: Command.MenuSection) -> Menu {
    let section = Menu()
    for command in Command.allCases {
      guard let entry = command.menuEntry, entry.section == place else { continue }
      guard command.isChoice else {
        section.append(entry.title, action: command.detailedName)
        continue
      }
      for choice in command.choices {
        section.append(choice.title, action: "\(command.detailedName)::\(choice.value)")
      }
    }
    return section
  }
}
