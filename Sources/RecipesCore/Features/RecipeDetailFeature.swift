import Foundation

/// One recipe's window: the library's copy at once, then the remote API's full version.
public struct RecipeDetailFeature: Reducer, Sendable {
  /// What a detail window holds.
  public struct State: Equatable, Sendable, Identifiable {
    /// The recipe shown; one window per recipe, so it also names the window.
    public let id: Recipe.ID
    /// What the list knew when the window opened: enough for a title at once.
    public var summary: RecipeSummary?
    /// The recipe as complete as known so far.
    public var recipe: Recipe?
    /// Whether the recipe is a favorite.
    public var isFavorite: Bool
    /// Waiting for the library or the remote API.
    public var isLoading = false
    /// Why the recipe could not be loaded or completed (what is known stays shown).
    public var error: RecipesError?
    /// Why a link could not be opened, the favorite or the units not saved.
    public var actionError: RecipesError?
    /// The servings the cook set with the spin button; nil until they touch it, so the
    /// window follows the recipe's own servings as it loads.
    public var chosenServings: Int?
    /// The units the quantities are shown in.
    public var unitDisplay: UnitDisplay
    /// How many days ago the recipe was last cooked (0: today); nil if never.
    public var lastCookedDaysAgo: Int?
    /// The next time the plan has the recipe, from today on; nil when it is not planned.
    public var nextPlanned: PlannedMeal?
    /// What a serving holds, once worked out from the ingredient lines.
    public var nutrition: NutritionFacts?
    /// Why nothing could be worked out, when the nutrition engine failed.
    public var nutritionFailure: NutritionUnavailable?
    /// The search for another food for one line, while the cook chooses.
    public var foodPicker: FoodPickerFeature.State?
    /// The cook's rating, 1 to 5 stars; nil when not rated.
    public var rating: Int?
    /// The collections (their ids) the recipe is in.
    public var collectionIDs: Set<String> = []
    /// That the editor just saved the recipe, said until the window closes.
    public var savedNotice: SavedRecipeNotice?
    /// The cook's version of this recipe, when the window was opened by its "Show Original":
    /// the window then shows the original as it came, read-only, and leads back.
    public var cooksVersionID: Recipe.ID?

    /// Creates the state of a window about to load `id`, showing quantities in `unitDisplay`
    /// (the cook's remembered choice).
    public init(
      id: Recipe.ID, summary: RecipeSummary? = nil, isFavorite: Bool = false,
      unitDisplay: UnitDisplay = .original
    ) {
      self.id = id
      self.summary = summary
      self.isFavorite = isFavorite
      self.unitDisplay = unitDisplay
    }

    /// How many people the ingredients are shown for: the cook's choice, else the recipe's
    /// servings, else `IngredientScaling.assumedServings`.
    public var servings: Int {
      chosenServings ?? recipe.map(IngredientScaling.writtenServings(of:))
        ?? IngredientScaling.assumedServings
    }

    /// How the ingredients are scaled and converted for the window and its printed page.
    public var scaling: IngredientScaling {
      IngredientScaling(servings: servings, units: unitDisplay)
    }
  }

  /// When the recipe is planned next.
  public struct PlannedMeal: Equatable, Sendable {
    /// The day.
    public var day: PlanDay
    /// The meal.
    public var meal: Meal
    /// How many days from the day it was read (0: today).
    public var daysAhead: Int

    /// Creates the answer.
    public init(day: PlanDay, meal: Meal, daysAhead: Int) {
      self.day = day
      self.meal = meal
      self.daysAhead = daysAhead
    }
  }

  /// What the library has of a recipe.
  public struct Saved: Equatable, Sendable {
    /// The saved copy, if the library has one.
    public var recipe: Recipe?
    /// Whether it is among the favorites (false when the library has no copy).
    public var isFavorite: Bool
    /// How many days ago it was last cooked; nil if never (or the library could not say).
    public var lastCookedDaysAgo: Int?
    /// The next time it is planned; nil if it is not (or the library could not say).
    public var nextPlanned: PlannedMeal?
    /// Its rating; nil when not rated.
    public var rating: Int?
    /// The collections it is in.
    public var collectionIDs: Set<String>
    /// The cook's version of it, when it is the original of one.
    public var cooksVersionID: Recipe.ID?

    /// Creates the library's answer.
    public init(
      recipe: Recipe?, isFavorite: Bool, lastCookedDaysAgo: Int? = nil,
      nextPlanned: PlannedMeal? = nil, rating: Int? = nil, collectionIDs: Set<String> = [],
      cooksVersionID: Recipe.ID? = nil
    ) {
      self.recipe = recipe
      self.isFavorite = isFavorite
      self.lastCookedDaysAgo = lastCookedDaysAgo
      self.nextPlanned = nextPlanned
      self.rating = rating
      self.collectionIDs = collectionIDs
      self.cooksVersionID = cooksVersionID
    }
  }

  /// What can happen in a detail window.
  public enum Action: Equatable, Sendable {
    /// The window appeared: load the recipe.
    case onAppear
    /// The person pressed Retry after a failure.
    case retryTapped
    /// The library answered.
    case libraryResponse(Result<Saved, RecipesError>)
    /// The remote API answered (and the recipe was saved to the library).
    case lookupResponse(Result<Recipe?, RecipesError>)
    /// The favorite star was clicked.
    case favoriteToggled
    /// The library saved the favorite (or failed to).
    case favoriteResponse(Result<Bool, RecipesError>)
    /// "Open source" was clicked.
    case openSourceTapped
    /// "Watch video" was clicked.
    case openVideoTapped
    /// The browser was asked to open the link (or refused it).
    case openLinkResponse(Result<URL, RecipesError>)
    /// The "Servings" spin button was set to a number of people.
    case servingsChanged(Int)
    /// What a serving holds was worked out (nil: there was nothing to work out).
    case nutritionResponse(NutritionFacts?)
    /// What a serving holds could not be worked out at all.
    case nutritionFailed(NutritionUnavailable)
    /// The plan changed: read again when the recipe is planned next.
    case planChanged
    /// The library said when the recipe is planned next (nil: it is not).
    case nextPlannedResponse(PlannedMeal?)
    /// "Change food…" was pressed on the nutrition line keyed `key`.
    case changeFoodTapped(key: String)
    /// Something happened in the food picker.
    case foodPicker(FoodPickerFeature.Action)
    /// The cook chose a food (or to leave the ingredient out; nil: as estimated) for the
    /// picker's ingredient, in every recipe.
    case foodChosen(FoodChoice?)
    /// The picker was closed without a choice.
    case foodPickerClosed
    /// The library kept the choice for the key (or failed to).
    case foodCorrectionSaved(Result<String, RecipesError>)
    /// A correction was kept in another window: work the estimate out again.
    case foodCorrectionsChanged
    /// The "Units" switch was set: show quantities so, and remember the choice.
    case unitDisplayChanged(UnitDisplay)
    /// The library saved the units chosen (or failed to).
    case unitDisplaySaveResponse(Result<UnitDisplay, RecipesError>)
    /// A star was chosen (1 to 5): the recipe is rated so, or, when it was rated so
    /// already, no longer rated.
    case ratingChosen(Int)
    /// The rating was set outright (nil: none), as `recipes rate` does.
    case ratingSet(Int?)
    /// The library saved the rating.
    case ratingSaved(Int?)
    /// The library did not save the rating: the stars go back to `previous`.
    case ratingSaveFailed(previous: Int?, RecipesError)
    /// A collection of the "Add to collection" menu was checked or unchecked.
    case collectionToggled(String)
    /// The library saved the recipe's place in the collection.
    case collectionSaved(String)
    /// The library did not: the check goes back.
    case collectionSaveFailed(String, RecipesError)
    /// "Show" of the saved notice: the main window shows the cook's recipes.
    case showInMyRecipesTapped

    /// Whether the action starts a write the cook asked for (the favorite, the units), which
    /// must outlive the window: closing it cancels what it was reading, never these.
    public var startsAWrite: Bool {
      switch self {
      case .favoriteToggled, .unitDisplayChanged, .foodChosen, .ratingChosen, .ratingSet,
        .collectionToggled:
        true
      default: false
      }
    }
  }

  enum CancelID: Hashable, Sendable {
    case load(Recipe.ID)
    case nutrition(Recipe.ID)
    case plan(Recipe.ID)
    case favorite(Recipe.ID)
    case unitDisplay(Recipe.ID)
    case foodCorrection(Recipe.ID)
    case rating(Recipe.ID)
  }

  private let api: RecipesAPI
  let library: Library
  private let opener: URLOpener
  private let today: @Sendable () -> PlanDay
  let nutrition: NutritionClient

  /// Creates the feature with its clients; `today` says the day it is (for "Last cooked");
  /// `nutrition` works out what a serving holds once the recipe is loaded.
  public init(
    api: RecipesAPI, library: Library, opener: URLOpener,
    today: @escaping @Sendable () -> PlanDay = { PlanDay.today(in: .current) },
    nutrition: NutritionClient = .unavailable
  ) {
    self.api = api
    self.library = library
    self.opener = opener
    self.today = today
    self.nutrition = nutrition
  }

  /// Applies a detail action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .showInMyRecipesTapped:
      return .none  // The app shows the main window's grid.

    case .onAppear, .retryTapped:
      state.isLoading = true
      state.error = nil
      return load(state.id)

    case .libraryResponse(let result):
      switch result {
      case .success(let saved):
        if let recipe = saved.recipe { state.recipe = recipe }
        state.isFavorite = saved.isFavorite
        state.lastCookedDaysAgo = saved.lastCookedDaysAgo
        state.nextPlanned = saved.nextPlanned
        state.rating = saved.rating
        state.collectionIDs = saved.collectionIDs
        // Opened from anywhere (the plan, the pantry), an original is marked as one.
        if let version = saved.cooksVersionID { state.cooksVersionID = version }
      case .failure(let error):
        state.error = error
      }
      // Only remote recipes go on to the API; the library's answer is all there is of the
      // others.
      if state.id.origin != .remote {
        state.isLoading = false
        if state.recipe == nil, state.error == nil { state.error = .notFound }
      }
      return estimateNutrition(of: state.recipe)

    case .nutritionResponse, .nutritionFailed, .changeFoodTapped, .foodPicker, .foodChosen,
      .foodPickerClosed,
      .foodCorrectionSaved, .foodCorrectionsChanged:
      return reduceNutrition(into: &state, action: action)

    case .lookupResponse(let result):
      state.isLoading = false
      switch result {
      case .success(let recipe?):
        state.recipe = recipe
        state.error = nil
        return estimateNutrition(of: recipe)
      case .success(nil):
        if state.recipe == nil { state.error = .notFound }
      case .failure(let error):
        state.error = error
      }
      return .none

    case .favoriteToggled:
      state.isFavorite.toggle()
      state.actionError = nil
      return .run { [library, id = state.id, isFavorite = state.isFavorite] send in
        let saved = await Result {
          try await library.setFavorite(id, isFavorite)
          return isFavorite
        }
        await send(.favoriteResponse(saved))
      }
      .cancellable(id: CancelID.favorite(state.id), cancelInFlight: true)

    case .favoriteResponse(.success):
      return .none

    case .favoriteResponse(.failure(let error)):
      // The star showed the new value at once; put it back, since the library did not change.
      state.isFavorite.toggle()
      state.actionError = error
      return .none

    case .openSourceTapped:
      return open(state.recipe?.sourceURL, &state)

    case .openVideoTapped:
      return open(state.recipe?.videoURL, &state)

    case .openLinkResponse(.success):
      return .none

    case .openLinkResponse(.failure(let error)):
      state.actionError = error
      return .none

    case .servingsChanged(let servings):
      state.chosenServings = min(
        max(servings, IngredientScaling.servingsRange.lowerBound),
        IngredientScaling.servingsRange.upperBound)
      return .none

    case .unitDisplayChanged(let display):
      state.unitDisplay = display
      state.actionError = nil
      return UnitDisplay.save(display, in: library) { .unitDisplaySaveResponse($0) }
        .cancellable(id: CancelID.unitDisplay(state.id), cancelInFlight: true)

    case .unitDisplaySaveResponse(.success):
      return .none

    case .planChanged:
      let id = state.id
      return .run { [library, today] send in
        await send(.nextPlannedResponse(await Self.nextPlanned(id, from: today(), in: library)))
      }
      .cancellable(id: CancelID.plan(id), cancelInFlight: true)

    case .nextPlannedResponse(let entry):
      state.nextPlanned = entry
      return .none

    case .unitDisplaySaveResponse(.failure(let error)):
      // The window keeps showing the units chosen; only remembering them failed.
      state.actionError = error
      return .none

    case .ratingChosen, .ratingSet, .ratingSaved, .ratingSaveFailed, .collectionToggled,
      .collectionSaved, .collectionSaveFailed:
      return reduceOrder(into: &state, action: action)
    }
  }

  // MARK: - Effects

  private func load(_ id: Recipe.ID) -> Effect<Action> {
    .run { [api, library, today] send in
      let saved = await Result {
        // What was cooked is a nicety: a library that cannot say leaves it out.
        let cooked = try? await library.lastCooked([id])[id]
        let planned = await Self.nextPlanned(id, from: today(), in: library)
        async let order = Self.order(of: id, in: library)
        // The cook's own recipes are no one's original.
        let version = id.origin == .mine ? nil : try? await library.cooksVersion(id)
        return try await Saved(
          recipe: library.recipe(id), isFavorite: library.favoriteIDs().contains(id),
          lastCookedDaysAgo: cooked.map { $0.days(to: today()) }, nextPlanned: planned,
          rating: order.rating, collectionIDs: order.collectionIDs, cooksVersionID: version)
      }
      await send(.libraryResponse(saved))
      // Catalog and own recipes are ours: the remote API has never heard of them.
      guard id.origin == .remote else { return }
      // Sent after the library's answer, so the remote version always wins.
      let remote = await Result { () async throws -> Recipe? in
        guard let recipe = try await api.lookup(id) else { return nil }
        try await library.save([recipe])
        return recipe
      }
      await send(.lookupResponse(remote))
    }
    .cancellable(id: CancelID.load(id), cancelInFlight: true)
  }

  private func open(_ url: URL?, _ state: inout State) -> Effect<Action> {
    guard let url else { return .none }
    guard URLOpener.isOpenable(url) else {
      state.actionError = .refusedURL(url.absoluteString)
      return .none
    }
    state.actionError = nil
    return .run { [opener] send in
      await send(
        .openLinkResponse(
          await Result {
            try await opener.open(url); return url
          }))
    }
  }
}
