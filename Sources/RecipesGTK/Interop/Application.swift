import CGtk
import Foundation

/// The GTK application: one per process; a second launch activates the first.
@MainActor
final class Application {
  let application: UnsafeMutablePointer<GtkApplication>

  /// Creates the application with its reverse-DNS id.
  init(id: String) {
    application = recipes_application_new(id)
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(application))
  }

  private var gApplication: UnsafeMutablePointer<GApplication> {
    UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
  }

  /// Calls `action` when the application starts, and again when it is launched a second time.
  func onActivate(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(UnsafeMutableRawPointer(application), "activate", action)
  }

  /// Calls `action` once GTK is initialised, before the first `activate`.
  func onStartup(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(UnsafeMutableRawPointer(application), "startup", action)
  }

  /// Calls `action` when the application is about to quit.
  func onShutdown(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(UnsafeMutableRawPointer(application), "shutdown", action)
  }

  /// Runs the main loop until the last window closes; returns the exit status.
  func run() -> Int32 {
    // GTK must not see the subcommand's own arguments.
    var arguments: [UnsafeMutablePointer<CChar>?] = [
      strdup(CommandLine.arguments.first ?? "recipes"), nil,
    ]
    defer { free(arguments[0]) }
    return arguments.withUnsafeMutableBufferPointer {
      g_application_run(gApplication, 1, $0.baseAddress)
    }
  }

  /// Keeps the application running while there is no window yet.
  func hold() { g_application_hold(gApplication) }

  /// Ends a `hold()`.
  func release() { g_application_release(gApplication) }

  /// Quits: closes every window and returns from `run()`.
  func quit() {
    g_application_quit(gApplication)
  }

}

/// The app's style sheet, applied to every window of the display.
@MainActor
enum StyleSheet {
  /// Loads `css` for the default display; does nothing without a display.
  static func apply(_ css: String) {
    guard let display = gdk_display_get_default() else { return }
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }
}

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
