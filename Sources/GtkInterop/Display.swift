import CGtk
import Foundation

/// Whether a display can be opened (`gtk_init_check`); GTK tests skip without one.
@MainActor
public enum Display {
  /// Initialises GTK if a display is reachable; returns whether one is.
  public static func open() -> Bool {
    guard isNamed(in: ProcessInfo.processInfo.environment) else { return false }
    return gtk_init_check() != 0
  }

  /// Whether `environment` names an X11 or Wayland display to try.
  public nonisolated static func isNamed(in environment: [String: String]) -> Bool {
    environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
  }

  /// The height of the display's tallest monitor in application pixels (what a maximized
  /// window can show at most); nil without a display or a monitor.
  public static func tallestMonitorHeight() -> Int? {
    guard let display = gdk_display_get_default(),
      let monitors = gdk_display_get_monitors(display)
    else { return nil }
    var tallest: Int?
    for index in 0..<g_list_model_get_n_items(monitors) {
      guard let item = g_list_model_get_item(monitors, index) else { continue }
      defer { g_object_unref(item) }
      var geometry = GdkRectangle()
      gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
      tallest = max(tallest ?? 0, Int(geometry.height))
    }
    return tallest
  }
}
