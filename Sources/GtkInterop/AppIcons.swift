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
}
