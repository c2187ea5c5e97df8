/// What the preferences window shows: a pure function of the app's state.
///
/// Each group of the window has its part here: the style (the same choice as the main
/// menu's Style section), the units recipes show in, and one message when remembering a
/// choice failed.
public struct PreferencesViewState: Equatable, Sendable {
  /// The styles offered, in order ("Follow System", "Light", "Dark").
  public let styles: [StylePreference]
  /// The position of the style in use among `styles`.
  public let selectedStyle: Int
  /// The units offered, in order ("As written", "Metric", "Imperial").
  public let unitDisplays: [UnitDisplay]
  /// The position of the units in use among `unitDisplays`.
  public let selectedUnitDisplay: Int
  /// Why the last choice will not be remembered after a restart, if it will not.
  public let errorMessage: String?

  /// The window's view of `state`.
  public init(_ state: AppFeature.State) {
    styles = StylePreference.allCases
    selectedStyle = styles.firstIndex(of: state.appearance.style) ?? 0
    unitDisplays = UnitDisplay.allCases
    selectedUnitDisplay = unitDisplays.firstIndex(of: state.unitDisplay) ?? 0
    let error = state.appearance.saveError ?? state.preferences.unitsSaveError
    errorMessage = error.map {
      "Your choice is used now, but could not be remembered: \($0.message)"
    }
  }

  /// The titles of the styles offered.
  public var styleTitles: [String] { styles.map(\.title) }

  /// The titles of the units offered.
  public var unitDisplayTitles: [String] { unitDisplays.map(\.title) }
}
