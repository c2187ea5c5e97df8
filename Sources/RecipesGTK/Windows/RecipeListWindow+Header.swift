import GtkInterop
import RecipesLocalization

// MARK: - The header, and the Recipes view's search row

extension RecipeListWindow {
  /// The header: New (a menu with Import), the views' switcher, the main menu; and the
  /// spinner and the sync's status, which are no controls.
  func buildHeader() {
    header.packStart(newMenuButton)
    header.setTitleWidget(home.switcherTitle)
    menuButton.setMenu(wideMenu)
    header.packEnd(menuButton)
    header.packEnd(syncStatus.root)
    header.packEnd(busySpinner)
    parentWindow.setHeaderBar(header)
  }

  /// The Recipes view's row over the grid: the search, which takes the room it needs, its
  /// "?", and the filters with My recipes and Favorites when they fit (a narrow window
  /// shows the filters in a row under it, and the toggles in the menu).
  func makeSearchRow() -> Box {
    let row = Box(.horizontal, spacing: 6)
    row.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    searchEntry.setAccessibleLabel(localized("Search recipes"))
    // At least four characters, so it and its "?" fit a phone's 360; forty when there is
    // room, enough for `in:garlic -in:nuts cat:dessert` (the filters give way first).
    searchEntry.setWidth(minimumCharacters: 4, naturalCharacters: 40)
    row.append(searchEntry)
    // The "?" beside it at every width: on a phone the buttons around give way, not it.
    row.append(searchHelp.button)
    let end = Box(.horizontal, spacing: 6)
    end.append(categoryDropDown)
    end.append(areaDropDown)
    viewButtons.append(to: end)
    // Then the toggles alone, the filters under the row: what a longer language's labels
    // ("Alle Kategorien", "Meine Rezepte") leave room for.
    let endButtons = Squeezer([end, Self.makeViewButtons(), Box(.horizontal)], xAlignment: 1)
    endButtons.expandsHorizontally = true
    row.append(endButtons)
    endButtons.onVisibleChildChange { [weak self] in self?.layOutForWidth() }
    self.endButtons = endButtons
    return row
  }

  /// Whether the window is too narrow for the toggles: they are in the menu then, and the
  /// filters in a row under the search.
  var isNarrow: Bool { endButtons?.visibleIndex == 2 }

  /// Whether the filters are in a row under the search (the toggles may still be beside it).
  var showsFilterBar: Bool { (endButtons?.visibleIndex ?? 0) >= 1 }

  private func layOutForWidth() {
    let showsFilterBar = showsFilterBar
    if showsFilterBar { _ = narrowFilters }
    filterBar.isVisible = showsFilterBar
    let menu = isNarrow ? narrowMenu : wideMenu
    if menuButton.currentMenu !== menu { menuButton.setMenu(menu) }
  }

  /// The toggles a second time: the row's end when the filters have moved under it.
  private static func makeViewButtons() -> Box {
    let row = Box(.horizontal, spacing: 6)
    HeaderViewButtons().append(to: row)
    return row
  }
}
