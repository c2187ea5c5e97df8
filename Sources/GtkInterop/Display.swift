import CGtk
import Foundation

/// Whether a display can be opened (`gtk_init_check`); GTK tests skip without one.
@MainActor
public enum Display {
  /// Initialises GTK if a display is reachable; returns whether one is.
  public static func open() -> Bool {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
      return false
    }
    return gtk_init_check() != 0
  }
}
