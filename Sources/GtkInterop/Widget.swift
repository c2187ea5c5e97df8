import CGtk

/// A GTK widget owned from Swift: the typed face of a `GtkWidget*`.
///
/// The wrapper holds a reference (sunk if floating) for as long as it lives, so a widget
/// never disappears under Swift code that still uses it. Subclasses add what their widget
/// type can do; the pointer stays inside this module.
@MainActor
public class Widget {
  /// The widget; only this module uses it.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The name given to assistive technologies, as last set.
  public private(set) var accessibleLabel: String?

  init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
    g_object_ref_sink(widget)
  }

  isolated deinit {
    g_object_unref(widget)
  }

  /// The widget as an untyped pointer, for GObject calls and signals.
  var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(widget) }

  /// The widget as a pointer to another GTK type (a C cast macro in GTK).
  func cast<Target>(to _: Target.Type = Target.self) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
  }

  /// The widget as an opaque GTK type (`GtkLabel*`, `GtkPicture*`, …).
  var opaque: OpaquePointer { OpaquePointer(widget) }

  // MARK: - Common properties

  /// Whether the widget is shown.
  public var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget reacts to input (false also when its action is disabled).
  public var isSensitive: Bool {
    get { gtk_widget_is_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes spare horizontal space.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(widget) != 0 }
    set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes spare vertical space.
  public var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(widget) != 0 }
    set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
  }

  /// The text shown when the pointer rests on the widget.
  public var tooltip: String? {
    get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
    set { gtk_widget_set_tooltip_text(widget, newValue) }
  }

  /// Sets the name assistive technologies (and the end-to-end tests) read.
  public func setAccessibleLabel(_ label: String) {
    guard label != accessibleLabel else { return }
    accessibleLabel = label
    recipes_set_accessible_label(widget, label)
  }

  /// Sets the description assistive tools read after the name.
  public func setAccessibleDescription(_ text: String) {
    recipes_set_accessible_description(widget, text)
  }

  /// Sets the widget's margins, in pixels.
  public func setMargins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
    gtk_widget_set_margin_top(widget, top)
    gtk_widget_set_margin_bottom(widget, bottom)
    gtk_widget_set_margin_start(widget, start)
    gtk_widget_set_margin_end(widget, end)
  }

  /// Sets the widget's minimum size, in pixels (-1 keeps the natural size).
  public func setSizeRequest(width: Int32, height: Int32) {
    gtk_widget_set_size_request(widget, width, height)
  }

  /// Aligns the widget inside the space it is given; nil leaves an axis as it is.
  public func align(horizontal: Alignment? = nil, vertical: Alignment? = nil) {
    if let horizontal { gtk_widget_set_halign(widget, horizontal.gtk) }
    if let vertical { gtk_widget_set_valign(widget, vertical.gtk) }
  }

  /// Adds a style class of the app's style sheet.
  public func addStyleClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

  /// Removes a style class.
  public func removeStyleClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

  /// Whether the widget has the style class `name`.
  public func hasStyleClass(_ name: String) -> Bool {
    gtk_widget_has_css_class(widget, name) != 0
  }

  /// Replaces every style class starting with `prefix` by `name`.
  public func setStyleClass(_ name: String?, replacingPrefix prefix: String) {
    var classes = gtk_widget_get_css_classes(widget)
    defer { g_strfreev(classes) }
    var index = 0
    while let pointer = classes?[index] {
      let existing = String(cString: pointer)
      if existing.hasPrefix(prefix), existing != name {
        gtk_widget_remove_css_class(widget, pointer)
      }
      index += 1
    }
    classes = nil
    if let name { gtk_widget_add_css_class(widget, name) }
  }

  /// Moves keyboard focus to the widget.
  public func grabFocus() { _ = gtk_widget_grab_focus(widget) }

  /// Whether the widget, or a widget inside it, has the keyboard focus of its window.
  public var containsFocus: Bool {
    guard let root = gtk_widget_get_root(widget),
      let focus = gtk_root_get_focus(root)
    else { return false }
    return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
  }

  /// Activates the action `detailedName` ("win.search", "app.quit") as seen from this
  /// widget, as its accelerator or a button naming it would (a disabled one does not
  /// run); false if there is no such action.
  @discardableResult
  public func activateAction(_ detailedName: String) -> Bool {
    gtk_widget_activate_action_variant(widget, detailedName, nil) != 0
  }

  /// Calls `action` whenever the widget leaves the screen: hidden, its window closed, or
  /// taken out of what is shown (a page navigated away from).
  public func onUnmap(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "unmap", action)
  }

  /// Calls `body` before every frame the widget draws, until it returns false.
  public func onEveryFrame(_ body: @escaping @MainActor () -> Bool) {
    gtk_widget_add_tick_callback(
      widget, frameThunk, CallbackBox.retained(body), releaseCallbackBox)
  }
}

private let frameThunk: GtkTickCallback = { _, _, data in
  let address = UInt(bitPattern: data)
  return MainActor.assumeIsolated {
    (CallbackBox<@MainActor () -> Bool>.body(at: address)?() ?? false) ? 1 : 0
  }
}
