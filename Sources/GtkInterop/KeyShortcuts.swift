import CGtk

extension Window {
  /// Makes `trigger` ("Right", "<Control>p") activate `detailedName` ("win.next-step") in
  /// this window only, unlike application accelerators, which every window shares.
  public func addShortcut(_ trigger: String, activating detailedName: String) {
    let controller = gtk_shortcut_controller_new()
    gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_LOCAL)
    let shortcut = gtk_shortcut_new(
      gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new(detailedName))
    // The controller takes the shortcut, the window the controller.
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
    gtk_widget_add_controller(widget, controller)
  }

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
