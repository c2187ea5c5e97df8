import GtkInterop
import RecipesLocalization

// MARK: - The header

extension RecipeListWindow {
  func buildHeader() {
    // One row across the header: New, Import and Refresh; the search; the filters, My
    // recipes, Favorites and the shopping list; the menu. Each group of buttons sits in a
    // squeezer, which shows it when it fits and nothing when it does not (the menu then
    // holds the buttons, a row under the header the filters).
    let row = Box(.horizontal, spacing: 6)
    let start = Box(.horizontal, spacing: 6)
    start.append(newRecipeButton)
    start.append(importButton)
    start.append(refreshButton)
    // It takes the row's spare room (its buttons at its start), and so asks for nothing
    // while it shows nothing: on a phone the search gets that room.
    let startButtons = Squeezer([start, Box(.horizontal)], homogeneous: false)
    startButtons.expandsHorizontally = true
    row.append(startButtons)
    row.append(busySpinner)
    row.append(syncStatus.root)
    searchEntry.setAccessibleLabel(localized("Search recipes"))
    // At most 160 pixels, so it, its "?" and the buttons around them fit a 1080-pixel
    // window (as the 200 pixels it had before the "?" did); at least four characters, so
    // it and its "?" fit a phone's 360.
    searchEntry.setWidth(minimumCharacters: 4, naturalCharacters: 30)
    row.append(Clamp(searchEntry, maximumWidth: 160))
    // The "?" beside it at every width: on a phone the buttons around give way, not it.
    row.append(searchHelp.button)
    let end = Box(.horizontal, spacing: 6)
    end.append(categoryDropDown)
    end.append(areaDropDown)
    viewButtons.append(to: end)
    // Then the buttons alone, the filters under the header: what a longer language's labels
    // ("Alle Kategorien", "Meine Rezepte") leave room for at the default width.
    let endButtons = Squeezer([end, Self.makeViewButtons(), Box(.horizontal)], xAlignment: 1)
    row.append(endButtons)
    menuButton.setMenu(wideMenu)
    row.append(menuButton)
    header.fill(with: row)
    for squeezer in [startButtons, endButtons] {
      squeezer.onVisibleChildChange { [weak self] in self?.layOutForWidth() }
    }
    self.startButtons = startButtons
    self.endButtons = endButtons
    parentWindow.setHeaderBar(header)
  }

  /// Whether the window is too narrow for the header's buttons: they are in the menu then,
  /// and the filters in a row under the header.
  var isNarrow: Bool { startButtons?.visibleIndex == 1 || endButtons?.visibleIndex == 2 }

  /// Whether the filters are in a row under the header (the header's buttons may still be
  /// there).
  var showsFilterBar: Bool { (endButtons?.visibleIndex ?? 0) >= 1 }

  private func layOutForWidth() {
    let showsFilterBar = showsFilterBar
    if showsFilterBar { _ = narrowFilters }
    filterBar.isVisible = showsFilterBar
    let menu = isNarrow ? narrowMenu : wideMenu
    if menuButton.currentMenu !== menu { menuButton.setMenu(menu) }
  }

  /// The view buttons a second time: the header's end when the filters have moved under it.
  private static func makeViewButtons() -> Box {
    let row = Box(.horizontal, spacing: 6)
    HeaderViewButtons().append(to: row)
    return row
  }
}
