import CGtk

/// Lays out children in a row that wraps onto more lines when it is too narrow for them
/// (GTK's flow box, with nothing to select): one line on a desktop, several on a phone.
@MainActor
public final class WrappingBox: Widget {
  /// The children, in order.
  public private(set) var children: [Widget] = []

  /// Creates an empty box, its children `spacing` pixels apart both ways; `homogeneous`
  /// gives every child the same width (fields of a form), else each its own.
  public init(spacing: Int32, homogeneous: Bool = false) {
    // A group for assistive tools: a flow box is a grid to them, and a form's fields or a
    // row of buttons are no grid of cells.
    super.init(recipes_flow_box_new_group())
    addStyleClass("wrapping-box")
    gtk_flow_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    gtk_flow_box_set_column_spacing(opaque, UInt32(spacing))
    gtk_flow_box_set_row_spacing(opaque, UInt32(spacing))
    gtk_flow_box_set_homogeneous(opaque, homogeneous ? 1 : 0)
  }

  /// Adds `child` at the end; `holdsControls` false for a child with nothing to focus (a
  /// picture), which the keyboard then passes by.
  public func append(_ child: Widget, holdsControls: Bool = true) {
    children.append(child)
    gtk_flow_box_insert(opaque, child.widget, -1)
    // No more columns than children: two fields share a line's width, not two thirds of it.
    gtk_flow_box_set_max_children_per_line(opaque, UInt32(children.count))
    guard let cell = gtk_widget_get_parent(child.widget) else { return }
    // The flow box's own cell around the child takes no focus: Tab goes to the child's
    // controls, never to an empty cell with no name.
    gtk_widget_set_focusable(cell, 0)
    // Tab into a cell with nothing to focus would stay there (the flow box keeps the focus
    // it cannot give): the keyboard skips an insensitive cell.
    if !holdsControls { gtk_widget_set_sensitive(cell, 0) }
  }

  /// Shows or hides `child` with its cell, so a hidden child leaves no gap in its line.
  public func setVisible(_ child: Widget, _ isVisible: Bool) {
    child.isVisible = isVisible
    if let cell = gtk_widget_get_parent(child.widget) {
      gtk_widget_set_visible(cell, isVisible ? 1 : 0)
    }
  }

  /// Keeps the keyboard out of the box: for a box of labels only (chips), which Tab would
  /// otherwise enter and not leave.
  public func holdNoControls() {
    gtk_widget_set_can_focus(widget, 0)
  }

  /// Removes `child`, with its cell.
  public func remove(_ child: Widget) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    gtk_flow_box_remove(opaque, child.widget)
    gtk_flow_box_set_max_children_per_line(opaque, UInt32(max(children.count, 1)))
  }

  /// Removes every child.
  public func removeAll() {
    for child in children { gtk_flow_box_remove(opaque, child.widget) }
    children.removeAll()
  }
}
