import RecipesLocalization

/// Whether the windows are light or dark: as the desktop prefers, or always one of them.
///
/// The cook's choice is remembered in the library (`preferenceKey`) and applied at launch.
public enum StylePreference: String, Equatable, Sendable, CaseIterable {
  /// Light or dark as the desktop's preference says, and changing with it.
  case followSystem = "follow-system"
  /// Always light.
  case light
  /// Always dark.
  case dark

  /// The library preference that holds the cook's choice.
  public static let preferenceKey = "style"

  /// What a menu offers the cook ("Follow System", "Light", "Dark").
  public var title: String {
    switch self {
    case .followSystem: localized("Follow System")
    case .light: localized("Light", context: "style")
    case .dark: localized("Dark", context: "style")
    }
  }
}
