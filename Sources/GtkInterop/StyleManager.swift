import CAdwaita
import CGtk

/// The application's light or dark style, through libadwaita's style manager.
///
/// libadwaita keeps one style manager for the process (`adw_style_manager_get_default`),
/// which the application owns; this wrapper is only a view of it, made where it is needed
/// and passed on, never stored globally. By default it follows the desktop's preference
/// (the settings portal; `ADW_DEBUG_COLOR_SCHEME=prefer-dark` or `prefer-light` stands in
/// for it in tests).
@MainActor
public final class StyleManager {
  private let manager: OpaquePointer

  /// The style manager of the application's display, with libadwaita initialised (as an
  /// `Application` does at startup; again does nothing); nil without a display.
  public init?() {
    guard gdk_display_get_default() != nil else { return nil }
    adw_init()
    manager = adw_style_manager_get_default()
  }

  /// The style asked for; windows change (with a short cross-fade) when it does.
  public var colorScheme: ColorScheme {
    get { ColorScheme(adw_style_manager_get_color_scheme(manager)) }
    set {
      guard newValue != colorScheme else { return }
      adw_style_manager_set_color_scheme(manager, newValue.adwaita)
    }
  }

  /// Whether the windows are dark now: the scheme asked for, with the desktop's preference.
  public var isDark: Bool { adw_style_manager_get_dark(manager) != 0 }
}
