/// The preferences window's choices that are not the style (`AppearanceFeature` keeps
/// that): the units every recipe window shows, remembered in the library.
///
/// Choosing units here changes `AppFeature.State.unitDisplay` (new recipe windows start with
/// it) and every open recipe window at once; this feature saves the choice and keeps a
/// failure to save, which the window reports while the choice stays in use.
///
/// More groups of the preferences window ("Meal times" for the planner, "Accounts" for
/// sync) add their actions and state here, next to the units.
public struct PreferencesFeature: Reducer, Sendable {
  /// Why remembering a choice failed.
  public struct State: Equatable, Sendable {
    /// Why the last units chosen could not be saved, until the next choice.
    public var unitsSaveError: RecipesError?
    /// The meals' times the cook chose ("HH:MM"), as read from the library; a meal without
    /// one is at its default time.
    public var mealTimes: [Meal: String] = [:]
    /// The meal whose time was last written as no time of day, until the next one written.
    public var invalidMealTime: Meal?
    /// Why the last meal time could not be saved.
    public var mealTimeSaveError: RecipesError?

    /// Creates the state with nothing failed.
    public init(unitsSaveError: RecipesError? = nil) {
      self.unitsSaveError = unitsSaveError
    }
  }

  /// What can happen in the preferences window (besides the style).
  public enum Action: Equatable, Sendable {
    /// The cook chose the units recipes show in.
    case unitDisplayChosen(UnitDisplay)
    /// The library saved the units chosen, or could not.
    case unitDisplaySaveResponse(Result<UnitDisplay, RecipesError>)
    /// The preferences window opened: read the meals' times.
    case mealTimesRequested
    /// The library answered with the meals' times the cook chose.
    case mealTimesLoaded([Meal: String])
    /// The cook wrote a meal's time ("7:30").
    case mealTimeEntered(Meal, String)
    /// The library saved a meal's time, or could not.
    case mealTimeSaveResponse(Result<Meal, RecipesError>)
  }

  private enum CancelID: Hashable, Sendable {
    case saveUnits
    case saveMealTime(Meal)
  }

  private let library: Library

  /// Creates the feature over the library that remembers the choices.
  public init(library: Library) {
    self.library = library
  }

  /// Applies a preferences action to what this feature keeps (the app applies the units).
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .unitDisplayChosen(let display):
      state.unitsSaveError = nil
      return UnitDisplay.save(display, in: library) { .unitDisplaySaveResponse($0) }
        .cancellable(id: CancelID.saveUnits, cancelInFlight: true)

    case .unitDisplaySaveResponse(.success):
      return .none

    case .unitDisplaySaveResponse(.failure(let error)):
      // The windows keep the units chosen; only remembering them failed.
      state.unitsSaveError = error
      return .none

    case .mealTimesRequested:
      return .run { [library] send in
        var times: [Meal: String] = [:]
        for meal in Meal.allCases {
          // A time that cannot be read (or was saved broken) shows as the default.
          if let saved = try? await library.preference(meal.timePreferenceKey),
            let time = MealTime.normalized(saved)
          {
            times[meal] = time
          }
        }
        await send(.mealTimesLoaded(times))
      }

    case .mealTimesLoaded(let times):
      state.mealTimes = times
      return .none

    case .mealTimeEntered(let meal, let text):
      guard let time = MealTime.normalized(text) else {
        state.invalidMealTime = meal
        return .none
      }
      state.invalidMealTime = nil
      state.mealTimeSaveError = nil
      state.mealTimes[meal] = time
      return .run { [library] send in
        let saved = await Result {
          try await library.setPreference(meal.timePreferenceKey, time)
          return meal
        }
        await send(.mealTimeSaveResponse(saved))
      }
      .cancellable(id: CancelID.saveMealTime(meal), cancelInFlight: true)

    case .mealTimeSaveResponse(.success):
      return .none

    case .mealTimeSaveResponse(.failure(let error)):
      state.mealTimeSaveError = error
      return .none
    }
  }
}

extension AppFeature.State {
  /// Shows `display` from now on: in new recipe windows and in every open one.
  mutating func applyUnitDisplay(_ display: UnitDisplay) {
    unitDisplay = display
    for index in details.indices { details[index].unitDisplay = display }
  }
}
