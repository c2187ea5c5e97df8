import CGtk

/// Keyboard shortcuts for a window: "<Control>f", "F5", "Escape", ….
@MainActor
final class KeyboardShortcuts {
  /// The event controller; owned by the widget it is added to.
  let controller: OpaquePointer

  /// Creates shortcuts that work in the whole window, whatever has focus.
  init() {
    controller = gtk_shortcut_controller_new()
    gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_MANAGED)
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
  }

  /// Calls `action` when any of `triggers` is pressed (GTK accelerator syntax).
  func add(_ triggers: [String], _ action: @escaping @MainActor () -> Void) {
    let callback = gtk_callback_action_new(
      shortcutThunk, CallbackBox.retained(action), releaseCallbackBox)
    let trigger = gtk_shortcut_trigger_parse_string(triggers.joined(separator: "|"))
    gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, callback))
  }
}

private let shortcutThunk: GtkShortcutFunc = { _, _, data in
  let address = UInt(bitPattern: data)
  return MainActor.assumeIsolated {
    guard let action = CallbackBox<@MainActor () -> Void>.body(at: address) else { return 0 }
    action()
    return 1
  }
}
