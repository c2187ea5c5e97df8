import CGtk

extension Widget {
  /// Makes `trigger` ("Right", "<Control>p") activate `detailedName` ("win.next-step") in
  /// this window only, unlike application accelerators, which every window shares.
  ///
  /// With `beforeWidgets`, the window sees the key before the widget with the focus: the
  /// arrows would otherwise move the focus between buttons, or the cursor in a text.
  public func addShortcut(
    _ trigger: String, activating detailedName: String, beforeWidgets: Bool = false
  ) {
    let controller = gtk_shortcut_controller_new()
    gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_LOCAL)
    if beforeWidgets {
      gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    }
    let shortcut = gtk_shortcut_new(
      gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new(detailedName))
    // The controller takes the shortcut, the window the controller.
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
    gtk_widget_add_controller(widget, controller)
  }

  /// Does what pressing `trigger` would do to this window's own shortcuts (`addShortcut`):
  /// runs the action of the first that matches; false if none.
  ///
  /// For tests, as `pressManagedShortcut`.
  @discardableResult
  public func pressLocalShortcut(_ trigger: String) -> Bool {
    guard let wanted = gtk_shortcut_trigger_parse_string(trigger) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(wanted)) }
    return activateShortcut(wanted, on: widget, local: true)
  }
}

extension Window {
  /// Whether the window fills the screen.
  public var isFullscreen: Bool {
    get { gtk_window_is_fullscreen(cast(to: GtkWindow.self)) != 0 }
    set {
      if newValue {
        gtk_window_fullscreen(cast(to: GtkWindow.self))
      } else {
        gtk_window_unfullscreen(cast(to: GtkWindow.self))
      }
    }
  }
}

extension Widget {
  /// Makes `trigger` ("Escape") activate this widget — click it, for a button — wherever the
  /// keyboard is in its window, but only while the widget is showing and sensitive.
  ///
  /// The shortcut is managed by the window, so it works with the focus anywhere; GTK skips
  /// it while the widget is hidden (unmapped), so the key stays free for anything else then.
  public func activateOnKey(_ trigger: String) {
    let controller = gtk_shortcut_controller_new()
    gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_MANAGED)
    // `gtk_shortcut_new` takes the action; the activate action is a shared singleton.
    let action = gtk_activate_action_get()
    g_object_ref(UnsafeMutableRawPointer(action))
    let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
    gtk_widget_add_controller(widget, controller)
  }
}

extension Window {
  /// Does what pressing `trigger` would do to the shortcuts widgets handed to the window
  /// (`activateOnKey`): activates the first one showing and sensitive; false if none.
  ///
  /// For tests: GTK 4 has no public way to make a key event, so this follows the rule GTK's
  /// shortcut controllers apply (a hidden or insensitive widget's shortcuts are skipped).
  @discardableResult
  public func pressManagedShortcut(_ trigger: String) -> Bool {
    guard let wanted = gtk_shortcut_trigger_parse_string(trigger) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(wanted)) }
    return activateManagedShortcut(wanted, from: widget)
  }
}

/// Activates the first managed shortcut for `wanted` on `widget` or inside it.
@MainActor
private func activateManagedShortcut(
  _ wanted: OpaquePointer, from widget: UnsafeMutablePointer<GtkWidget>
) -> Bool {
  guard gtk_widget_get_mapped(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else {
    return false
  }
  if activateShortcut(wanted, on: widget, local: false) { return true }
  var child = gtk_widget_get_first_child(widget)
  while let current = child {
    if activateManagedShortcut(wanted, from: current) { return true }
    child = gtk_widget_get_next_sibling(current)
  }
  return false
}

/// Activates the first shortcut for `wanted` in `widget`'s own shortcut controllers: the
/// local ones (`local`), or the others.
@MainActor
private func activateShortcut(
  _ wanted: OpaquePointer, on widget: UnsafeMutablePointer<GtkWidget>, local: Bool
) -> Bool {
  guard let controllers = gtk_widget_observe_controllers(widget) else { return false }
  defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
  for index in 0..<g_list_model_get_n_items(controllers) {
    guard let controller = g_list_model_get_item(controllers, index) else { continue }
    defer { g_object_unref(controller) }
    let isShortcutController =
      g_type_check_instance_is_a(
        controller.assumingMemoryBound(to: GTypeInstance.self),
        gtk_shortcut_controller_get_type()) != 0
    guard isShortcutController,
      (gtk_shortcut_controller_get_scope(OpaquePointer(controller))
        == GTK_SHORTCUT_SCOPE_LOCAL) == local
    else { continue }
    let shortcuts = OpaquePointer(controller)
    for position in 0..<g_list_model_get_n_items(shortcuts) {
      guard let shortcut = g_list_model_get_item(shortcuts, position) else { continue }
      defer { g_object_unref(shortcut) }
      let typed = OpaquePointer(shortcut)
      guard let trigger = gtk_shortcut_get_trigger(typed),
        gtk_shortcut_trigger_equal(UnsafeRawPointer(trigger), UnsafeRawPointer(wanted)) != 0
      else { continue }
      return gtk_shortcut_action_activate(
        gtk_shortcut_get_action(typed), GtkShortcutActionFlags(0), widget,
        gtk_shortcut_get_arguments(typed)) != 0
    }
  }
  return false
}
