import GtkInterop
import RecipesCore

// MARK: - The grids of cards

extension RecipeListWindow {
  /// A grid of recipe cards: one selected at a time, Enter or Space opening it, its
  /// thumbnails from `images`, as many rows built at first as the tallest screen shows.
  static func makeGrid(images: ImageLoading?) -> GridView<
    RecipeListViewState.Card, RecipeCardView
  > {
    let grid = GridView<RecipeListViewState.Card, RecipeCardView>(
      selection: .single,
      // A card whose star or picture changed is still its recipe's.
      isSameItem: { $0.id == $1.id },
      makeCell: {
        let card = RecipeCardView()
        return (card, card.root)
      },
      bind: { [weak images] card, item in
        card.show(item)
        // A blank card (its recipe still being read) has no picture: this cancels any.
        images?.loadThumbnail(into: card)
      },
      unbind: { [weak images] card in
        images?.cancelThumbnail(for: card)
        card.clear()
      })
    // A click opens a card, as pantry rows open and as GNOME's grids of things do; Enter
    // opens it, and Space as well.
    grid.activatesOnSingleClick = true
    grid.activateOnSpace()
    // The first frame builds the rows the tallest screen can show, and one more.
    if let height = Display.tallestMonitorHeight() {
      grid.firstRows = height / RecipeCardView.minimumHeight + 1
    }
    return grid
  }

  /// `grid` scrolling vertically, named for assistive tools.
  static func scrolling(_ grid: Widget, named name: GridName) -> ScrolledWindow {
    let scroller = ScrolledWindow()
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    grid.addStyleClass("recipe-grid")
    grid.setAccessibleLabel(name.label)
    scroller.setChild(grid)
    scroller.expandsVertically = true
    return scroller
  }
}
