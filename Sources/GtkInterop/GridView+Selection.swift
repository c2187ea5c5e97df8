import CGtk

/// The selection of a single-selection grid, and how it follows its item through updates.
extension GridView {
  /// How far from its old position a selected item is looked for after an update.
  private static var selectionSearchReach: Int { 2_000 }

  /// The selected position, with single selection; nil when nothing is selected.
  public var selectedPosition: Int? {
    get {
      guard selectionMode == .single else { return nil }
      let position = gtk_single_selection_get_selected(selection)
      return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }
    set {
      guard selectionMode == .single else { return }
      let position = newValue.flatMap { $0 >= 0 && $0 < modelCount ? guint($0) : nil }
      gtk_single_selection_set_selected(selection, position ?? GTK_INVALID_LIST_POSITION)
    }
  }

  /// The item the bound cell at `position` shows, if there is one.
  func shownItem(at position: Int) -> Item? {
    cells.first { $0.value.isBound && Self.position(of: $0.key) == position }?.value.item
  }

  /// Keeps the selection on `item`, selected at `old` before an update.
  ///
  /// On the position it moved to (the nearest, within `selectionSearchReach`), with the
  /// keyboard if it was there; on nothing when it is gone. The positions are a bare count,
  /// so GTK would keep `old` selected, whatever item came to it.
  func follow(_ item: Item, from old: Int, withTheKeyboard: Bool) {
    if let now = self.item(at: old), isSameItem(now, item) { return }
    let nearest = (1...Self.selectionSearchReach).lazy
      .flatMap { (distance: Int) -> [Int] in [old - distance, old + distance] }
    let found = nearest.first { (position: Int) -> Bool in
      self.item(at: position).map { self.isSameItem($0, item) } ?? false
    }
    selectedPosition = found
    guard withTheKeyboard, let found,
      let cell = cells.first(where: { Self.position(of: $0.key) == found && $0.value.isBound })
    else { return }
    gtk_widget_grab_focus(gtk_widget_get_parent(cell.value.widget.widget))
  }

  /// Gives the keyboard to the first cell on screen (the top left one of those bound);
  /// false when there is none.
  @discardableResult
  public func focusFirstShownCell() -> Bool {
    let first = cells.filter { $0.value.isBound }.min {
      (Self.position(of: $0.key) ?? .max) < (Self.position(of: $1.key) ?? .max)
    }
    guard let first, let child = gtk_widget_get_parent(first.value.widget.widget) else {
      return false
    }
    return gtk_widget_grab_focus(child) != 0
  }
}
