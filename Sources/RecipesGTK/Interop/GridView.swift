import CGtk
import Glibc

/// A virtualised grid of cells, one per item, patched in place when the items change.
///
/// Only the visible cells exist: GTK creates a few hundred and rebinds them while
/// scrolling. The model is a `GtkStringList` of item ids, whose item objects GTK creates
/// lazily, so even 100 000 items cost little. `update(_:)` splices only the range between
/// the unchanged prefix and suffix, so scroll position and selection survive.
@MainActor
final class GridView<Item: Identifiable & Equatable, Cell: AnyObject>: Widget
where Item.ID: CustomStringConvertible {
  private let model: OpaquePointer
  private let selection: OpaquePointer
  private var cells: [UnsafeMutableRawPointer: Cell] = [:]
  private(set) var items: [Item] = []
  private let makeCell: @MainActor () -> (Cell, Widget)
  private let bindCell: @MainActor (Cell, Item) -> Void
  private let unbindCell: @MainActor (Cell) -> Void
  private var cellWidgets: [UnsafeMutableRawPointer: Widget] = [:]

  /// Creates a grid whose cells `makeCell` builds, `bind` fills and `unbind` clears.
  init(
    makeCell: @escaping @MainActor () -> (Cell, Widget),
    bind: @escaping @MainActor (Cell, Item) -> Void,
    unbind: @escaping @MainActor (Cell) -> Void
  ) {
    self.makeCell = makeCell
    self.bindCell = bind
    self.unbindCell = unbind
    model = gtk_string_list_new(nil)
    // The selection model and the view each take ownership of what they are given.
    selection = gtk_single_selection_new(model)
    gtk_single_selection_set_autoselect(selection, 0)
    gtk_single_selection_set_can_unselect(selection, 1)
    let factory = gtk_signal_list_item_factory_new()
    super.init(gtk_grid_view_new(selection, factory))
    gtk_grid_view_set_min_columns(opaque, 1)
    gtk_grid_view_set_max_columns(opaque, 12)
    connect(factory)
  }

  private func connect(_ factory: OpaquePointer?) {
    guard let factory else { return }
    let object = UnsafeMutableRawPointer(factory)
    Signals.connect(object, "setup") { [weak self] (listItem: UnsafeMutableRawPointer) in
      guard let self else { return }
      let (cell, widget) = self.makeCell()
      self.cells[listItem] = cell
      self.cellWidgets[listItem] = widget
      gtk_list_item_set_child(OpaquePointer(listItem), widget.widget)
    }
    Signals.connect(object, "bind") { [weak self] (listItem: UnsafeMutableRawPointer) in
      guard let self, let cell = self.cells[listItem] else { return }
      let position = Int(gtk_list_item_get_position(OpaquePointer(listItem)))
      guard self.items.indices.contains(position) else { return }
      self.bindCell(cell, self.items[position])
    }
    Signals.connect(object, "unbind") { [weak self] (listItem: UnsafeMutableRawPointer) in
      guard let self, let cell = self.cells[listItem] else { return }
      self.unbindCell(cell)
    }
    Signals.connect(object, "teardown") { [weak self] (listItem: UnsafeMutableRawPointer) in
      self?.cells[listItem] = nil
      self?.cellWidgets[listItem] = nil
    }
  }

  /// How many cells exist now (the visible ones and a few around them).
  var realizedCellCount: Int { cells.count }

  /// The cells that exist now, whatever item they show.
  var realizedCells: [Cell] { Array(cells.values) }

  /// Shows `newItems`, replacing only what changed between the old and new lists.
  func update(_ newItems: [Item]) {
    let old = items
    var prefix = 0
    let shorter = min(old.count, newItems.count)
    while prefix < shorter, old[prefix] == newItems[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix,
      old[old.count - 1 - suffix] == newItems[newItems.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = old.count - prefix - suffix
    let added = newItems[prefix..<(newItems.count - suffix)]
    guard removed > 0 || !added.isEmpty else { return }
    items = newItems
    var strings = added.map { strdup($0.id.description) } + [nil]
    defer { for string in strings { free(string) } }
    strings.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress?.withMemoryRebound(
        to: UnsafePointer<CChar>?.self, capacity: buffer.count
      ) { gtk_string_list_splice(model, guint(prefix), guint(removed), $0) }
    }
  }

  /// Calls `action` with the item activated by double-click or Enter.
  func onActivate(_ action: @escaping @MainActor (Item) -> Void) {
    Signals.connect(object, "activate") { [weak self] (position: UInt32) in
      guard let self, self.items.indices.contains(Int(position)) else { return }
      action(self.items[Int(position)])
    }
  }
}
