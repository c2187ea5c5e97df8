import CGtk

/// A GTK widget owned from Swift: the typed face of a `GtkWidget*`.
///
/// The wrapper holds a reference (sunk if floating) for as long as it lives, so a widget
/// never disappears under Swift code that still uses it. Subclasses add what their widget
/// type can do; nothing outside `Interop/` sees a raw pointer.
@MainActor
class Widget {
  /// The widget; only `Interop/` code uses it.
  let widget: UnsafeMutablePointer<GtkWidget>

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
  var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget reacts to input.
  var isSensitive: Bool {
    get { gtk_widget_get_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes spare horizontal space.
  var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(widget) != 0 }
    set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes spare vertical space.
  var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(widget) != 0 }
    set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
  }

  /// The tooltip.
  var tooltip: String? {
    get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
    set { gtk_widget_set_tooltip_text(widget, newValue) }
  }

  /// Sets the name assistive technologies (and the end-to-end tests) read.
  func setAccessibleLabel(_ label: String) {
    recipes_set_accessible_label(widget, label)
  }

  /// Sets the widget's margins, in pixels.
  func setMargins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
    gtk_widget_set_margin_top(widget, top)
    gtk_widget_set_margin_bottom(widget, bottom)
    gtk_widget_set_margin_start(widget, start)
    gtk_widget_set_margin_end(widget, end)
  }

  /// Sets the widget's minimum size, in pixels (-1 keeps the natural size).
  func setSizeRequest(width: Int32, height: Int32) {
    gtk_widget_set_size_request(widget, width, height)
  }

  /// Aligns the widget inside the space it is given.
  func align(horizontal: GtkAlign? = nil, vertical: GtkAlign? = nil) {
    if let horizontal { gtk_widget_set_halign(widget, horizontal) }
    if let vertical { gtk_widget_set_valign(widget, vertical) }
  }

  /// Adds a style class of the app's style sheet.
  func addStyleClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

  /// Removes a style class.
  func removeStyleClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

  /// Replaces every style class starting with `prefix` by `name`.
  func setStyleClass(_ name: String?, replacingPrefix prefix: String) {
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
  func grabFocus() { _ = gtk_widget_grab_focus(widget) }
}

extension Widget {
  /// Calls `body` before every frame the widget draws, until it returns false.
  func onEveryFrame(_ body: @escaping @MainActor () -> Bool) {
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
