import CGtk

/// Lays out children in a row that wraps onto more lines when it is too narrow for them:
/// one line on a desktop, several on a phone.
///
/// Items of their own widths (buttons, chips) pack at the start of each line, `spacing`
/// apart, the room left after them (a box with the layout of `wrap_layout.h`: GTK's flow box
/// spread a line's spare room between them, "Servings" … "Units"). Items of one width (a
/// form's fields) share each line's whole width, as a flow box lays them out.
@MainActor
public final class WrappingBox: Widget {
  /// The children, in order.
  public private(set) var children: [Widget] = []
  /// Whether the box is GTK's flow box (items of one width), whose children sit in cells.
  private let isFlowBox: Bool

  /// Creates an empty box, its children `spacing` pixels apart both ways; `homogeneous`
  /// gives every child the same width (fields of a form), else each its own.
  public init(spacing: Int32, homogeneous: Bool = false) {
    isFlowBox = homogeneous
    guard homogeneous else {
      super.init(recipes_wrap_box_new(spacing))
      addStyleClass("wrapping-box")
      return
    }
    // A group for assistive tools: a flow box is a grid to them, and a form's fields or a
    // row of buttons are no grid of cells.
    super.init(recipes_flow_box_new_group())
    addStyleClass("wrapping-box")
    gtk_flow_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    gtk_flow_box_set_column_spacing(opaque, UInt32(spacing))
    gtk_flow_box_set_row_spacing(opaque, UInt32(spacing))
    gtk_flow_box_set_homogeneous(opaque, 1)
  }

  /// Adds `child` at the end; `holdsControls` false for a child with nothing to focus (a
  /// picture), which the keyboard then passes by.
  public func append(_ child: Widget, holdsControls: Bool = true) {
    children.append(child)
    guard isFlowBox else {
      // A child with nothing to focus is passed by as it is: there is no cell around it.
      gtk_box_append(cast(to: GtkBox.self), child.widget)
      return
    }
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
    if isFlowBox, let cell = gtk_widget_get_parent(child.widget) {
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
    guard isFlowBox else { return gtk_box_remove(cast(to: GtkBox.self), child.widget) }
    gtk_flow_box_remove(opaque, child.widget)
    gtk_flow_box_set_max_children_per_line(opaque, UInt32(max(children.count, 1)))
  }

  /// Removes every child.
  public func removeAll() {
    for child in children {
      if isFlowBox {
        gtk_flow_box_remove(opaque, child.widget)
      } else {
        gtk_box_remove(cast(to: GtkBox.self), child.widget)
      }
    }
    children.removeAll()
  }
}
