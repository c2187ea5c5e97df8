import CGtk

/// Keeps a button's tooltip off its open popover.
///
/// A popover is a child of the button that opens it, so GTK asks the button for a tooltip
/// while the pointer is over the popover, and one shown as the button was clicked stays on
/// top of what it opened. While the popover shows, the button has no tooltip (the one
/// showing is hidden at once); when it closes, the button's tooltip is back.
@MainActor
enum PopoverTooltip {
  /// Hides `owner`'s tooltip while `popover` (a `GtkPopover` inside it) shows.
  static func hide(of owner: Widget, whilePopoverShows popover: UnsafeMutableRawPointer) {
    Signals.connect(popover, "show") { [weak owner] in
      guard let owner else { return }
      gtk_widget_set_has_tooltip(owner.widget, 0)
      // Asks again where the pointer is: with no tooltip to give, the one showing goes.
      gtk_widget_trigger_tooltip_query(owner.widget)
    }
    Signals.connect(popover, "hide") { [weak owner] in
      guard let owner else { return }
      gtk_widget_set_has_tooltip(owner.widget, owner.tooltip == nil ? 0 : 1)
    }
  }

  /// The popover among `owner`'s own children (a drop-down's list), if any.
  static func popover(inside owner: Widget) -> UnsafeMutableRawPointer? {
    var child = gtk_widget_get_first_child(owner.widget)
    while let widget = child {
      let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
      if g_type_check_instance_is_a(instance, gtk_popover_get_type()) != 0 {
        return UnsafeMutableRawPointer(widget)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return nil
  }
}

extension Widget {
  /// Whether GTK asks the widget for a tooltip now (false while its popover is open).
  public var hasTooltip: Bool { gtk_widget_get_has_tooltip(widget) != 0 }
}
