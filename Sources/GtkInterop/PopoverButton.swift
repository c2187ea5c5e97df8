import CGtk

/// A button showing a named icon that opens a popover holding any widget: the planner's
/// "+" with its search and note.
///
/// Its tooltip never covers the open popover.
@MainActor
public final class PopoverButton: Widget {
  private let popover: UnsafeMutablePointer<GtkWidget>
  private let content: Widget

  /// Creates the button, with `accessibleLabel` for assistive tools (and as its tooltip),
  /// opening a popover that holds `content`.
  public init(icon: String, accessibleLabel: String, content: Widget) {
    self.content = content
    popover = gtk_popover_new()
    g_object_ref_sink(popover)
    super.init(gtk_menu_button_new())
    gtk_menu_button_set_child(opaque, HeldIcons.image(named: icon))
    if let innerButton = gtk_widget_get_first_child(widget) {
      gtk_widget_add_css_class(innerButton, "image-button")
    }
    gtk_popover_set_child(
      UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), content.widget)
    gtk_menu_button_set_popover(opaque, popover)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
    PopoverTooltip.hide(of: self, whilePopoverShows: UnsafeMutableRawPointer(popover))
  }

  isolated deinit {
    g_object_unref(popover)
  }

  /// Creates the button with a text label, opening a popover that holds `content`.
  public init(label: String, content: Widget) {
    self.content = content
    popover = gtk_popover_new()
    g_object_ref_sink(popover)
    super.init(gtk_menu_button_new())
    gtk_menu_button_set_label(opaque, label)
    gtk_popover_set_child(
      UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), content.widget)
    gtk_menu_button_set_popover(opaque, popover)
    PopoverTooltip.hide(of: self, whilePopoverShows: UnsafeMutableRawPointer(popover))
  }

  /// The text on the button (a button made with an icon has none).
  public var label: String {
    get { gtk_menu_button_get_label(opaque).map { String(cString: $0) } ?? "" }
    set {
      guard newValue != label else { return }
      gtk_menu_button_set_label(opaque, newValue)
    }
  }

  /// Opens the popover above the button rather than below it (when it fits), so content
  /// that grows while open (an expander) grows away from the buttons at its end.
  public func opensUpward() {
    gtk_popover_set_position(
      UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), GTK_POS_TOP)
  }

  /// Opens the popover, as a click would.
  public func popup() { gtk_menu_button_popup(opaque) }

  /// Closes the popover.
  public func popdown() { gtk_menu_button_popdown(opaque) }

  /// Whether the popover is open.
  public var isOpen: Bool { gtk_widget_get_visible(popover) != 0 }

  /// Calls `action` each time the popover opens (to fill it afresh).
  public func onOpen(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(UnsafeMutableRawPointer(popover), "show", action)
  }

}
