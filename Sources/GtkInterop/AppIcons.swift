import CGtk
import Foundation

/// The app's own icons in GTK's icon theme.
@MainActor
public enum AppIcons {
  /// Adds `directory` to the icon search path and makes `defaultIcon` every window's icon.
  public static func register(from directory: URL?, defaultIcon: String) {
    guard let directory, let display = gdk_display_get_default() else { return }
    // The display's theme begins loading its index on a worker thread the moment it is
    // created; the folder is added at once so that load includes it. Added after the load,
    // it would discard the theme and the main thread would read it all again.
    let path = directory.path
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    gtk_window_set_default_icon_name(defaultIcon)
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
