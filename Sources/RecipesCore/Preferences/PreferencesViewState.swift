import RecipesLocalization

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
  /// The "Meal times" group's rows, breakfast first.
  public let mealTimes: [MealTimeRow]

  /// A meal and its time, for the calendar.
  public struct MealTimeRow: Equatable, Sendable {
    /// The meal.
    public let meal: Meal
    /// Its name ("Dinner").
    public let title: String
    /// Its time, "HH:MM": the cook's, or the default.
    public let time: String
    /// What the row says under its title: how to write a time, after one that was none.
    public let subtitle: String
  }

  /// The parts of the app's state the window shows: the style, the units, the rest of the
  /// preferences (a window observes these, not the whole state).
  public struct Parts: Equatable, Sendable {
    /// The style and whether saving it failed.
    public let appearance: AppearanceFeature.State
    /// The units recipe windows open with.
    public let unitDisplay: UnitDisplay
    private let preferencesBox: CopyOnWrite<PreferencesFeature.State>

    /// The parts of `state`, the preferences in their box (an unchanged one compares at once).
    public init(_ state: borrowing AppFeature.State) {
      appearance = state.appearance
      unitDisplay = state.unitDisplay
      preferencesBox = state.$preferences
    }

    /// The meal times and the failures to save.
    public var preferences: PreferencesFeature.State { preferencesBox.wrappedValue }
  }

  /// The window's view of `state`.
  public init(_ state: AppFeature.State) {
    self.init(Parts(state))
  }

  /// The window's view of the parts it shows.
  public init(_ state: Parts) {
    styles = StylePreference.allCases
    selectedStyle = styles.firstIndex(of: state.appearance.style) ?? 0
    unitDisplays = UnitDisplay.allCases
    selectedUnitDisplay = unitDisplays.firstIndex(of: state.unitDisplay) ?? 0
    mealTimes = Meal.allCases.map { meal in
      MealTimeRow(
        meal: meal, title: PlanText.mealTitle(meal),
        time: state.preferences.mealTimes[meal] ?? meal.defaultTime,
        subtitle: state.preferences.invalidMealTime == meal
          ? localized("Not a time of day: write it as 19:00")
          : localized("When the calendar shows it"))
    }
    let error =
      state.appearance.saveError ?? state.preferences.unitsSaveError
      ?? state.preferences.mealTimeSaveError
    errorMessage = error.map {
      "Your choice is used now, but could not be remembered: \($0.message)"
    }
  }

  /// The titles of the styles offered.
  public var styleTitles: [String] { styles.map(\.title) }

  /// The titles of the units offered.
  public var unitDisplayTitles: [String] { unitDisplays.map(\.title) }
}
