import CGtk

/// A title that shows or hides a child when clicked (or Space/Enter on it): the Nutrition
/// section's list of lines.
@MainActor
public final class Expander: Widget {
  private let child: Widget

  /// Creates a closed expander titled `label`, holding `child`.
  public init(label: String, child: Widget) {
    self.child = child
    super.init(gtk_expander_new(label))
    gtk_expander_set_child(opaque, child.widget)
  }

  /// Whether the child is shown.
  public var isExpanded: Bool {
    get { gtk_expander_get_expanded(opaque) != 0 }
    set { gtk_expander_set_expanded(opaque, newValue ? 1 : 0) }
  }
}
