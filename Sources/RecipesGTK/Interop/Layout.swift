import CGtk

/// A row or column of widgets.
@MainActor
final class Box: Widget {
  private(set) var children: [Widget] = []

  /// Creates a box laying out children along `orientation`, `spacing` pixels apart.
  init(_ orientation: GtkOrientation, spacing: Int32 = 0) {
    super.init(gtk_box_new(orientation, spacing))
  }

  /// Adds `child` at the end.
  func append(_ child: Widget) {
    children.append(child)
    gtk_box_append(cast(to: GtkBox.self), child.widget)
  }

  /// Removes every child.
  func removeAll() {
    for child in children { gtk_box_remove(cast(to: GtkBox.self), child.widget) }
    children.removeAll()
  }
}

/// Scrolls a child larger than its space.
@MainActor
final class ScrolledWindow: Widget {
  private var child: Widget?

  /// Creates an empty scrolled window.
  init() {
    super.init(gtk_scrolled_window_new())
  }

  /// Sets what scrolls.
  func setChild(_ child: Widget) {
    self.child = child
    gtk_scrolled_window_set_child(opaque, child.widget)
  }

  /// Sets when scroll bars appear.
  func setPolicy(horizontal: GtkPolicyType, vertical: GtkPolicyType) {
    gtk_scrolled_window_set_policy(opaque, horizontal, vertical)
  }

  /// Scrolls back to the top.
  func scrollToTop() {
    let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
  }
}

/// Stacks widgets on top of a main child.
@MainActor
final class Overlay: Widget {
  private var children: [Widget] = []

  /// Creates an overlay with `child` at the bottom.
  init(child: Widget) {
    super.init(gtk_overlay_new())
    children.append(child)
    gtk_overlay_set_child(opaque, child.widget)
  }

  /// Puts `overlay` on top.
  func addOverlay(_ overlay: Widget) {
    children.append(overlay)
    gtk_overlay_add_overlay(opaque, overlay.widget)
  }
}

/// Shows one of several named children at a time.
@MainActor
final class Stack: Widget {
  private var pages: [String: Widget] = [:]

  /// Creates an empty stack.
  init() {
    super.init(gtk_stack_new())
    gtk_stack_set_transition_type(opaque, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
  }

  /// Adds a page named `name`.
  func add(_ child: Widget, named name: String) {
    pages[name] = child
    gtk_stack_add_named(opaque, child.widget, name)
  }

  /// The page shown.
  var visiblePage: String? {
    get { gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } }
    set {
      guard let newValue, newValue != visiblePage else { return }
      gtk_stack_set_visible_child_name(opaque, newValue)
    }
  }
}
