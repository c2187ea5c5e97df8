import CGtk

/// A header-bar button that opens a menu made from a `Menu` model.
///
/// GTK makes a menu's popover, a widget for each of its items, when it is given the model;
/// the button gives it the first time it opens (~6 M instructions the window's first frame
/// does not spend on a menu it does not show).
@MainActor
public final class MenuButton: Widget {
  private var menu: Menu
  /// The menu whose popover GTK holds, if one was made.
  private var menuInPopover: Menu?
  /// The popover whose showing hides the button's tooltip (GTK makes one per menu model).
  private var popoverWithoutTooltip: UnsafeMutableRawPointer?

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
    gtk_menu_button_set_create_popup_func(
      opaque, createPopupThunk,
      CallbackBox<@MainActor () -> Void>.retained { [weak self] in self?.makePopover() },
      releaseCallbackBox)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Makes the button open `menu` instead.
  public func setMenu(_ menu: Menu) {
    self.menu = menu
    // A popover already made shows the new menu at once; else the next opening makes it.
    if menuInPopover != nil { makePopover() }
  }

  /// Gives GTK the current menu, which makes its popover, unless it holds that one already.
  private func makePopover() {
    guard menuInPopover !== menu else { return }
    menuInPopover = menu
    gtk_menu_button_set_menu_model(opaque, menu.model)
    // The open menu is not covered by the button's tooltip.
    if let popover = gtk_menu_button_get_popover(opaque).map(UnsafeMutableRawPointer.init),
      popover != popoverWithoutTooltip
    {
      popoverWithoutTooltip = popover
      PopoverTooltip.hide(of: self, whilePopoverShows: popover)
    }
  }

  /// The menu the button opens.
  public var currentMenu: Menu { menu }

  /// Opens the menu, as a click would.
  public func popup() { gtk_menu_button_popup(opaque) }

  /// Closes the menu.
  public func popdown() { gtk_menu_button_popdown(opaque) }
}

/// GTK asks for the popover as the button opens: the box holds `MenuButton.makePopover`.
private let createPopupThunk: GtkMenuButtonCreatePopupFunc = { _, data in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated { CallbackBox<@MainActor () -> Void>.body(at: address)?() }
}
