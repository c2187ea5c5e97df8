import GtkInterop
import RecipesLocalization

// MARK: - The header, and the Recipes view's search row

extension RecipeListWindow {
  /// The header: New (a menu with Import), the views' switcher, the main menu; and the
  /// spinner and the sync's status, which are no controls.
  ///
  /// What the grid shows is chosen in the Recipes view's filter row (`CollectionsBar`).
  func buildHeader() {
    header.packStart(newMenuButton)
    header.setTitleWidget(home.switcherTitle)
    menuButton.setMenu(MainMenu.make())
    header.packEnd(menuButton)
    header.packEnd(syncStatus.root)
    header.packEnd(busySpinner)
    parentWindow.setHeaderBar(header)
  }

  /// The Recipes view's row over the grid: the search, which takes the room it needs, and
  /// its "?" (what it understands besides words), at every width.
  func makeSearchRow() -> Box {
    let row = Box(.horizontal, spacing: 6)
    row.setMargins(top: 6, bottom: 0, start: 6, end: 6)
    searchEntry.setAccessibleLabel(localized("Search recipes"))
    // At least four characters, so it and its "?" fit a phone's 360; forty when there is
    // room, enough for `in:garlic -in:nuts cat:dessert`.
    searchEntry.setWidth(minimumCharacters: 4, naturalCharacters: 40)
    searchEntry.expandsHorizontally = true
    row.append(searchEntry)
    row.append(searchHelp.button)
    return row
  }
}
