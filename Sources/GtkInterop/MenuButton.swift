import CGtk

/// A header-bar button that opens a menu made from a `Menu` model.
@MainActor
public final class MenuButton: Widget {
  private var menu: Menu

  /// Creates a menu button showing a named icon, with `accessibleLabel` for assistive
  /// tools, that opens `menu`.
  public init(icon: String, accessibleLabel: String, menu: Menu) {
    self.menu = menu
    super.init(gtk_menu_button_new())
    // As `gtk_menu_button_set_icon_name` would show it, from a paintable `HeldIcons` keeps:
    // the menu button's own button gets the icon buttons' style class.
    gtk_menu_button_set_child(opaque, HeldIcons.image(named: icon))
    if let innerButton = gtk_widget_get_first_child(widget) {
      gtk_widget_add_css_class(innerButton, "image-button")
    }
    gtk_menu_button_set_menu_model(opaque, menu.model)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Makes the button open `menu` instead.
  public func setMenu(_ menu: Menu) {
    self.menu = menu
    gtk_menu_button_set_menu_model(opaque, menu.model)
  }

  /// The menu the button opens.
  public var currentMenu: Menu { menu }

  /// Opens the menu, as a click would.
  public func popup() { gtk_menu_button_popup(opaque) }

  /// Closes the menu.
  public func popdown() { gtk_menu_button_popdown(opaque) }
}
