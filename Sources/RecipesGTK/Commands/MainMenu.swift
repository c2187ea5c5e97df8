import GtkInterop

/// The main menu's model: the commands that have a menu title, in table order.
@MainActor
enum MainMenu {
  /// Builds the menu naming each command's action.
  static func make() -> Menu {
    let section = Menu()
    for command in Command.allCases {
      guard let title = command.menuTitle else { continue }
      section.append(title, action: command.detailedName)
    }
    let menu = Menu()
    menu.appendSection(section)
    return menu
  }
}
