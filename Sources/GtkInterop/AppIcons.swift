import CGtk
import Foundation

/// The app's own icons in GTK's icon theme.
@MainActor
public enum AppIcons {
  /// Adds `directory` to the icon search path and makes `defaultIcon` every window's icon.
  public static func register(from directory: URL?, defaultIcon: String) {
    guard let directory, let display = gdk_display_get_default() else { return }
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), directory.path)
    gtk_window_set_default_icon_name(defaultIcon)
  }

  /// Makes `name` every window's icon, as the display's icon theme finds it now or once
  /// `addFolder(_:unlessThemeHas:)` has added the app's own folder.
  public static func setDefaultIcon(_ name: String) {
    gtk_window_set_default_icon_name(name)
  }

  /// Adds `directory` to the icon search path when the theme does not find `name` (an
  /// installed app's icons are in the `hicolor` theme already), reads the theme again on a
  /// worker thread, then shows `name` on the windows already open.
  ///
  /// For after the first frame. Libadwaita creates the display's theme as it starts, and
  /// the theme reads its index on a worker thread then; a folder added at the
  /// application's startup came after that read, threw it away, and the main thread read
  /// the whole theme again at the first icon the window asked for (~60 M instructions).
  /// GTK lets other threads look icons up in a theme set up on the main thread; one on
  /// the main thread meanwhile waits for that lookup.
  public static func addFolder(_ directory: URL?, unlessThemeHas name: String) {
    guard let directory, let display = gdk_display_get_default(),
      let theme = gtk_icon_theme_get_for_display(display),
      gtk_icon_theme_has_icon(theme, name) == 0
    else { return }
    gtk_icon_theme_add_search_path(theme, directory.path)
    let themeAddress = UInt(bitPattern: theme)
    Task.detached(priority: .utility) {
      readAgain(themeAt: themeAddress, lookingUp: name)
      await MainActor.run { gtk_window_set_default_icon_name(name) }
    }
  }

  /// Looks `name` up in the theme at `address` (the display's, which lives as long as the
  /// display), which reads the theme's folders again if a change made it stale.
  private nonisolated static func readAgain(themeAt address: UInt, lookingUp name: String) {
    guard let theme = OpaquePointer(bitPattern: address),
      let icon = gtk_icon_theme_lookup_icon(
        theme, name, nil, 16, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(rawValue: 0))
    else { return }
    g_object_unref(UnsafeMutableRawPointer(icon))
  }

  /// Whether the display's icon theme finds an icon called `name` (false with no display).
  ///
  /// Asks by looking the icon up, as a widget would: `gtk_icon_theme_has_icon` answers no
  /// for icons in an added folder (not a theme's), which GTK still draws.
  public static func isInTheme(_ name: String) -> Bool {
    guard let display = gdk_display_get_default(),
      let icon = gtk_icon_theme_lookup_icon(
        gtk_icon_theme_get_for_display(display), name, nil, 16, 1, GTK_TEXT_DIR_NONE,
        GtkIconLookupFlags(rawValue: 0))
    else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
    // A missing icon comes back as GTK's "image-missing" picture.
    return gtk_icon_paintable_get_icon_name(icon).map { String(cString: $0) } == name
  }
}
