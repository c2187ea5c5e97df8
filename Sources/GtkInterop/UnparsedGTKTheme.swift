import CGtk
import Foundation

/// Starts GTK without parsing the theme libadwaita throws away.
///
/// GTK 4.8 parses its own theme ("Default", about 80 M instructions: 15 % of the app's
/// first frame) when it makes the display's settings, which `GtkApplication` does at
/// start-up. `adw_init` then names libadwaita's empty theme ("Adwaita-empty") in those
/// settings and loads its own style sheet, so GTK's is never drawn with. `GTK_THEME` is the
/// one way GTK 4.8 takes a theme before it makes its settings: the empty theme is named
/// there before GTK starts (`requestBeforeGTK`), the settings are made right after
/// `gtk_init` (`settleAfterGTKInit`), and the variable is taken away again before
/// libadwaita starts — libadwaita keeps GTK's theme, and loads no style sheet of its own,
/// when `GTK_THEME` is set. What the window looks like is unchanged: the same empty theme
/// and the same style sheet, light and dark (screenshots pixel-identical).
///
/// A `GTK_THEME` the person set is theirs: it is left alone, and GTK parses it as before.
public enum UnparsedGTKTheme {
  /// The theme libadwaita names in GTK's settings: an empty one.
  static let emptyThemeName = "Adwaita-empty"
  private static let variable = "GTK_THEME"
  /// Whether `requestBeforeGTK` set `GTK_THEME`, for `settleAfterGTKInit` to take away.
  @MainActor private static var requested = false

  /// Whether the empty theme can be requested: the person set no theme of their own.
  public static func canRequest(in environment: [String: String]) -> Bool {
    environment[variable] == nil
  }

  /// Names the empty theme in `GTK_THEME` for GTK's start; answers whether it did.
  ///
  /// Call it while the process has one thread, after the other variables set before GTK
  /// (`SoftwareRendering.applyBeforeGTK`): `setenv` then adds it last to the environment,
  /// so that taking it away later moves no other variable under another thread's `getenv`.
  @MainActor
  @discardableResult
  public static func requestBeforeGTK(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    guard canRequest(in: environment) else { return false }
    requested = setenv(variable, emptyThemeName, 1) == 0
    return requested
  }

  /// After `gtk_init`, before libadwaita starts: makes GTK's settings with the empty theme
  /// and takes `GTK_THEME` away, if `requestBeforeGTK` set it.
  @MainActor
  public static func settleAfterGTKInit() {
    guard requested else { return }
    requested = false
    if gdk_display_get_default() != nil { _ = gtk_settings_get_default() }
    unsetenv(variable)
  }
}
