import CAdwaita

/// Which style, light or dark, the application asks libadwaita for (`AdwColorScheme`).
public enum ColorScheme: Sendable, CaseIterable {
  /// Light unless the desktop prefers dark, changing when the desktop does: libadwaita's
  /// default, and what a first launch uses.
  case followSystem
  /// Dark unless the desktop prefers light.
  case preferDark
  /// Always light, whatever the desktop prefers.
  case forceLight
  /// Always dark, whatever the desktop prefers.
  case forceDark

  init(_ scheme: AdwColorScheme) {
    switch scheme {
    case ADW_COLOR_SCHEME_FORCE_LIGHT: self = .forceLight
    case ADW_COLOR_SCHEME_FORCE_DARK: self = .forceDark
    case ADW_COLOR_SCHEME_PREFER_DARK: self = .preferDark
    default: self = .followSystem  // DEFAULT and PREFER_LIGHT: the same for the application.
    }
  }

  var adwaita: AdwColorScheme {
    switch self {
    case .followSystem: ADW_COLOR_SCHEME_DEFAULT
    case .preferDark: ADW_COLOR_SCHEME_PREFER_DARK
    case .forceLight: ADW_COLOR_SCHEME_FORCE_LIGHT
    case .forceDark: ADW_COLOR_SCHEME_FORCE_DARK
    }
  }
}
