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
    super.init(gtk_flow_box_new())
    gtk_flow_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    gtk_flow_box_set_column_spacing(opaque, UInt32(spacing))
    gtk_flow_box_set_row_spacing(opaque, UInt32(spacing))
    gtk_flow_box_set_homogeneous(opaque, homogeneous ? 1 : 0)
    gtk_flow_box_set_max_children_per_line(opaque, 12)
  }

  /// Adds `child` at the end.
  public func append(_ child: Widget) {
    children.append(child)
    gtk_flow_box_insert(opaque, child.widget, -1)
    // The flow box's own cell around the child takes no focus: Tab goes to the child's
    // controls, never to an empty cell with no name.
    if let cell = gtk_widget_get_parent(child.widget) { gtk_widget_set_focusable(cell, 0) }
  }

  /// Removes every child.
  public func removeAll() {
    for child in children { gtk_flow_box_remove(opaque, child.widget) }
    children.removeAll()
  }
}
