import CGtk

/// A virtualised grid of cells over a list of positions, asking for each position's item
/// only when a cell shows it.
///
/// Only the cells on and near the screen exist: GTK 4.8 keeps 30 rows of `max-columns`
/// cells bound (about 200 here) and rebinds them while scrolling. The GTK model is a bare count (`RecipesPositionList`), so 100 000 positions
/// cost nothing until shown. A position's item may be unknown (nil) — its page is still
/// being read — and `update(count:item:)` later fills the cells showing it in place, so
/// scroll position and selection survive. `onVisibleRangeChange` says which positions
/// have cells, so the app can read what they need.
@MainActor
public final class GridView<Item: Equatable, Cell: AnyObject>: Widget {
  private let model: OpaquePointer
  let selection: OpaquePointer
  let selectionMode: SelectionMode
  /// Whether two items are the same thing shown (a recipe whose card changed is still it).
  let isSameItem: @MainActor (Item, Item) -> Bool
  /// The cell of each GtkListItem, with the item it shows.
  private(set) var cells: [UnsafeMutableRawPointer: Slot] = [:]
  /// How many positions the grid has, shown or not.
  public private(set) var count = 0
  /// How many positions GTK's model has: `count`, or fewer while the grid grows into it.
  private(set) var modelCount = 0
  private var isGrowing = false
  /// How many rows of cells the grid builds for its first frame when it grows from empty.
  ///
  /// Ten by default, more than the tallest screen shows; a window that knows how many rows
  /// its screens can show asks for those (every cell built beyond them is laid out and
  /// drawn for nothing, before the first frame).
  public var firstRows = 10
  private var itemAtPosition: (Int) -> Item? = { _ in nil }
  private let makeCell: @MainActor () -> (Cell, Widget)
  private let bindCell: @MainActor (Cell, Item?) -> Void
  private let unbindCell: @MainActor (Cell) -> Void
  private var visibleRangeObserver: (@MainActor (Range<Int>) -> Void)?
  private var reportedRange: Range<Int>?
  private var isRangeReportScheduled = false

  struct Slot {
    let cell: Cell
    let widget: Widget
    var item: Item?
    var isBound = false
  }

  /// Creates a grid whose cells `makeCell` builds, `bind` fills (with nil while the item is
  /// unknown) and `unbind` clears, whose items can be selected as `selection` says; a
  /// selected item keeps its selection when it moves, known by `isSameItem`.
  public init(
    selection mode: SelectionMode = .single,
    isSameItem: @escaping @MainActor (Item, Item) -> Bool = { $0 == $1 },
    makeCell: @escaping @MainActor () -> (Cell, Widget),
    bind: @escaping @MainActor (Cell, Item?) -> Void,
    unbind: @escaping @MainActor (Cell) -> Void
  ) {
    self.makeCell = makeCell
    self.isSameItem = isSameItem
    selectionMode = mode
    self.bindCell = bind
    self.unbindCell = unbind
    model = recipes_position_list_new()
    // The selection model and the view each take ownership of what they are given.
    selection = Self.selectionModel(mode, over: model)
    let factory = gtk_signal_list_item_factory_new()
    super.init(gtk_grid_view_new(selection, factory))
    gtk_grid_view_set_min_columns(opaque, 1)
    // GTK binds 30 rows of the most columns it may show, whatever the window shows: with
    // 12 it bound ~390 cards before the first frame, and measuring their text was a third
    // of the startup. Six columns of (wider) cards still fill a 1 920-pixel screen.
    gtk_grid_view_set_max_columns(opaque, guint(Self.maxColumns))
    connect(factory)
  }

  private static var maxColumns: Int { 6 }
  /// The cells GTK 4.8 keeps, at most: 30 rows of `max-columns`, and the anchor's row.
  private static var cellBudget: Int { maxColumns * 31 }
  /// How many positions a growing grid takes on per frame: ten rows, more than the tallest
  /// screen shows (~4 at the app's default size).
  private static var growthStep: Int { maxColumns * 10 }

  private static func selectionModel(_ mode: SelectionMode, over model: OpaquePointer)
    -> OpaquePointer
  {
    switch mode {
    case .none:
      return gtk_no_selection_new(model)
    case .single:
      let selection: OpaquePointer = gtk_single_selection_new(model)
      gtk_single_selection_set_autoselect(selection, 0)
      gtk_single_selection_set_can_unselect(selection, 1)
      return selection
    case .multiple:
      return gtk_multi_selection_new(model)
    }
  }

  private func connect(_ factory: OpaquePointer?) {
    guard let factory else { return }
    let object = UnsafeMutableRawPointer(factory)
    Signals.connect(object, "setup") { [weak self] (listItem: UnsafeMutableRawPointer) in
      guard let self else { return }
      let (cell, widget) = self.makeCell()
      self.cells[listItem] = Slot(cell: cell, widget: widget)
      gtk_list_item_set_child(OpaquePointer(listItem), widget.widget)
    }
    Signals.connect(object, "bind") { [weak self] (listItem: UnsafeMutableRawPointer) in
      guard let self, var slot = self.cells[listItem] else { return }
      let item = self.item(at: Self.position(of: listItem))
      slot.item = item
      slot.isBound = true
      self.cells[listItem] = slot
      self.bindCell(slot.cell, item)
      Self.nameCell(around: slot.widget)
      self.scheduleRangeReport()
    }
    Signals.connect(object, "unbind") { [weak self] (listItem: UnsafeMutableRawPointer) in
      guard let self, var slot = self.cells[listItem] else { return }
      slot.item = nil
      slot.isBound = false
      self.cells[listItem] = slot
      self.unbindCell(slot.cell)
      self.scheduleRangeReport()
    }
    Signals.connect(object, "teardown") { [weak self] (listItem: UnsafeMutableRawPointer) in
      self?.cells[listItem] = nil
    }
  }

  /// Gives the grid's own cell around `widget` the widget's name: the cell is what takes
  /// the keyboard, and a screen reader would read it as "GtkListItemWidget" otherwise.
  private static func nameCell(around widget: Widget) {
    guard let cell = gtk_widget_get_parent(widget.widget),
      let name = recipes_accessible_label(widget.widget)
    else { return }
    recipes_set_accessible_label(cell, name)
  }

  static func position(of listItem: UnsafeMutableRawPointer) -> Int? {
    let position = gtk_list_item_get_position(OpaquePointer(listItem))
    return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
  }

  /// The item at `position`, if it is known.
  public func item(at position: Int?) -> Item? {
    guard let position, position >= 0, position < count else { return nil }
    return itemAtPosition(position)
  }

  /// How many cells exist now (the visible ones and a few around them).
  public var realizedCellCount: Int { cells.count }

  /// The cells that exist now, whatever item they show.
  public var realizedCells: [Cell] { cells.values.map(\.cell) }

  /// The items the bound cells show, by position (nil where still unknown).
  public var shownItems: [(position: Int, item: Item?)] {
    cells.compactMap { listItem, slot in
      guard slot.isBound, let position = Self.position(of: listItem) else { return nil }
      return (position, slot.item)
    }
    .sorted { $0.position < $1.position }
  }

  /// Shows `count` positions whose items `item` gives: positions are added or removed at
  /// the end, and every bound cell whose item changed is filled again in place.
  ///
  /// A grid that grows from fewer positions than GTK keeps cells for takes on `firstRows`
  /// rows first, then at most `growthStep` more a frame: GTK builds, binds and lays out cells for 30 rows as soon as
  /// its model grows, on screen or not (~190 cards at launch: half the work before the
  /// first frame with cards, for the ~20 it shows).
  public func update(count newCount: Int, item: @escaping (Int) -> Item?) {
    // What the selected cell shows (the caller's items may have changed already).
    let selected = selectedPosition.flatMap { position in
      (shownItem(at: position) ?? self.item(at: position)).map { (position, $0) }
    }
    let keyboardWasOnIt = selected != nil && focusedPosition == selected?.0
    itemAtPosition = item
    count = newCount
    let step = modelCount == 0 ? Self.maxColumns * max(1, firstRows) : Self.growthStep
    if newCount <= modelCount + step || modelCount >= Self.cellBudget {
      setModelCount(newCount)
    } else {
      setModelCount(modelCount + step)
      growEveryFrame()
    }
    for (listItem, var slot) in cells where slot.isBound {
      let current = self.item(at: Self.position(of: listItem))
      guard current != slot.item else { continue }
      slot.item = current
      cells[listItem] = slot
      bindCell(slot.cell, current)
      Self.nameCell(around: slot.widget)
    }
    if let (position, item) = selected {
      follow(item, from: position, withTheKeyboard: keyboardWasOnIt)
    }
  }

  private func setModelCount(_ newCount: Int) {
    guard newCount != modelCount else { return }
    modelCount = newCount
    recipes_position_list_set_count(model, guint(newCount))
  }

  /// Takes on `growthStep` more positions at each frame after the next one until the
  /// model has `count` (all at once past the cells GTK keeps, which cost nothing more).
  private func growEveryFrame() {
    guard !isGrowing else { return }
    isGrowing = true
    // A tick comes before its frame is laid out: the first one's frame draws the cells
    // built so far, on their own.
    var isFirstTick = true
    onEveryFrame { [weak self] in
      guard let self, self.modelCount < self.count else {
        self?.isGrowing = false
        return false
      }
      if isFirstTick {
        isFirstTick = false
        return true
      }
      let next = self.modelCount + Self.growthStep
      self.setModelCount(next >= Self.cellBudget ? self.count : min(next, self.count))
      return true
    }
  }

  /// Calls `observer` with the positions that have bound cells whenever they change
  /// (at most once per main-loop iteration).
  ///
  /// The range is the largest run of nearby positions: GTK keeps the focused cell bound
  /// when it scrolls out of view, and that one must not stretch the range across the list.
  public func onVisibleRangeChange(_ observer: @escaping @MainActor (Range<Int>) -> Void) {
    visibleRangeObserver = observer
  }

  private func scheduleRangeReport() {
    guard visibleRangeObserver != nil, !isRangeReportScheduled else { return }
    isRangeReportScheduled = true
    MainLoop.whenIdle { [weak self] in
      guard let self else { return }
      self.isRangeReportScheduled = false
      let range = Self.largestRun(of: self.shownItems.map(\.position))
      guard range != self.reportedRange else { return }
      self.reportedRange = range
      self.visibleRangeObserver?(range)
    }
  }

  /// The span of the largest group of `sorted` positions with gaps of at most `gap`.
  public static func largestRun(of sorted: [Int], gap: Int = 64) -> Range<Int> {
    guard var start = sorted.first else { return 0..<0 }
    var best = start..<(start + 1)
    var previous = start
    var length = 1
    var bestLength = 1
    for position in sorted.dropFirst() {
      if position - previous > gap {
        start = position
        length = 0
      }
      length += 1
      previous = position
      if length > bestLength {
        bestLength = length
        best = start..<(position + 1)
      }
    }
    return best
  }

  /// Whether one click on a cell activates it (GNOME's grids of things to open), instead of
  /// selecting it for a double-click to activate; the pointer's cell is then highlighted.
  public var activatesOnSingleClick: Bool {
    get { gtk_grid_view_get_single_click_activate(opaque) != 0 }
    set { gtk_grid_view_set_single_click_activate(opaque, newValue ? 1 : 0) }
  }

  /// Calls `action` with the item activated by a click (a double-click unless
  /// `activatesOnSingleClick`) or Enter (if it is known).
  public func onActivate(_ action: @escaping @MainActor (Item) -> Void) {
    Signals.connect(object, "activate") { [weak self] (position: UInt32) in
      guard let self, let item = self.item(at: Int(position)) else { return }
      action(item)
    }
  }

  /// Makes Space open the cell with the keyboard, as Enter does (GTK's grid only selects
  /// it): a card is activatable with either key.
  public func activateOnSpace() {
    guard let controller = gtk_event_controller_key_new() else { return }
    // Before the cell, which would take Space to select itself.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    let modifiers = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
    Signals.connectKey(UnsafeMutableRawPointer(controller)) { [weak self] keyval, state in
      guard keyval == UInt32(GDK_KEY_space), state & modifiers == 0,
        let self, let position = self.focusedPosition
      else { return false }
      self.activate(at: position)
      return true
    }
    gtk_widget_add_controller(widget, controller)
  }

  /// The position of the cell that has the keyboard, if any.
  public var focusedPosition: Int? {
    guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else {
      return nil
    }
    for (listItem, slot) in cells where slot.isBound {
      guard let cell = gtk_widget_get_parent(slot.widget.widget) else { continue }
      if focus == cell || gtk_widget_is_ancestor(focus, cell) != 0 {
        return Self.position(of: listItem)
      }
    }
    return nil
  }

  /// Activates the item at `position`, as a double-click on its cell or Enter would.
  public func activate(at position: Int) {
    recipes_emit_activate(widget, guint(position))
  }

  private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
    gtk_scrollable_get_vadjustment(opaque)
  }

  /// Whether the grid has been laid out taller than its space, so it can scroll.
  public var canScroll: Bool {
    let pageSize = gtk_adjustment_get_page_size(verticalAdjustment)
    return pageSize > 0 && gtk_adjustment_get_upper(verticalAdjustment) > pageSize
  }

  /// How far down the grid is scrolled, in pixels (0 at the top).
  public var scrollOffset: Double {
    gtk_adjustment_get_value(verticalAdjustment)
  }

  /// Scrolls to the last row, as dragging the scroll bar to the bottom would.
  public func scrollToEnd() {
    gtk_adjustment_set_value(verticalAdjustment, gtk_adjustment_get_upper(verticalAdjustment))
  }
}
