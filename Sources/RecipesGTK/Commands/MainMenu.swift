import GtkInterop
import RecipesLocalization

/// The main menu's model: the commands that have a menu entry, a section for each
/// `Command.MenuSection` (separated by a line), in table order within it; a choice command
/// is a radio item for each of its choices.
@MainActor
enum MainMenu {
  /// Builds the menu naming each command's action.
  static func make() -> Menu {
    let menu = Menu()
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
