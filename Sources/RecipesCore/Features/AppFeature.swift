import Foundation

/// The whole app: the list, the search, the open detail windows, the editor, the import
/// dialog, the undo of a deletion, cooking mode and the shopping list.
///
/// Navigation is state: `details` lists the open detail windows in the order they were
/// opened, `editor` and `importDialog` are the editor window and the import dialog when
/// open, and the GTK flow controller keeps real windows in step with them.
public struct AppFeature: Reducer, Sendable {
  /// Everything the app holds.
  ///
  /// The parts windows observe are each in a box of their own (`CopyOnWrite`), so the store
  /// tells an observer its part is unchanged by comparing boxes.
  public struct State: Equatable, Sendable {
    /// The main window's grid: filter, pages, refresh.
    @CopyOnWrite public var list = RecipeListFeature.State()
    /// The search box and its results.
    @CopyOnWrite public var search = SearchFeature.State()
    /// The open detail windows, oldest first; at most one per recipe.
    @CopyOnWrite public var details: [RecipeDetailFeature.State] = []
    /// The detail window to bring to the front, and how many times one was asked for.
    ///
    /// Opening a recipe whose window is already open changes this instead of adding a
    /// second window; the flow controller raises the window when it sees a new request.
    @CopyOnWrite public var focusRequest: FocusRequest? = nil
    /// The editor window, when open (one at a time).
    @CopyOnWrite public var editor: EditorFeature.State? = nil
    /// Whether quitting waits on the editor's question, or may go ahead.
    public var quit = QuitStatus.running
    /// The import dialog, when open.
    @CopyOnWrite public var importDialog: ImportFeature.State? = nil
    /// What the last import that finished brought in, for the main window to say.
    public var importNotice: ImportNotice?
    /// The last deletion of an own recipe, while it can be undone.
    @CopyOnWrite public var deletion = RecipeDeletionFeature.State()
    /// Cooking mode, if open, and the kitchen timers, which outlive every window.
    @CopyOnWrite public var cooking = CookingFeature.State()
    /// The units the cook last chose in a recipe window: every new window starts with them,
    /// and the shopping list's amounts are in them.
    public var unitDisplay = UnitDisplay.original {
      didSet { shoppingList.units = unitDisplay }
    }
    /// The shopping list and whether its window is open.
    @CopyOnWrite public var shoppingList = ShoppingListFeature.State()
    /// The style of every window: light, dark or the desktop's.
    public var appearance = AppearanceFeature.State()
    /// The sync with a Nextcloud or WebDAV folder, and its window.
    @CopyOnWrite public var sync = SyncFeature.State()
    /// The preferences window's other choices (the units) and whether saving them failed.
    @CopyOnWrite public var preferences = PreferencesFeature.State()
    /// The meal planner's week.
    @CopyOnWrite public var plan = PlanFeature.State()
    /// The plan published to the cook's calendar, and its window.
    @CopyOnWrite public var planCalendar = PlanCalendarFeature.State()
    /// The cook's collections: what was last made, deleted (for Undo) or failed.
    @CopyOnWrite public var collections = CollectionsFeature.State()
    /// The pantry, "what can I make?" and their view.
    @CopyOnWrite public var pantry = PantryFeature.State()
    /// The main window's view shown: the recipes, the plan, the shopping list or the pantry.
    public var view = HomeView.recipes
    /// Counts the requests to show a view, so the main window comes to the front each time
    /// one is asked for (from a recipe window, a shortcut, the menu).
    public var viewRequest = 0
    /// Whether Enter was pressed in the search box before its text was answered: the first
    /// result shown opens when the library answers.
    public var opensFirstSearchResult = false

    /// Creates the app's first state; `offline` is the `--offline` mode (no network at all),
    /// `style` the style and `view` the main window's view the cook chose last, read before
    /// the first window is built.
    public init(
      offline: Bool = false, style: StylePreference = .followSystem, view: HomeView = .recipes
    ) {
      list = RecipeListFeature.State(canRefresh: !offline)
      appearance = AppearanceFeature.State(style: style)
      self.view = view
    }

    /// The state of the detail window for `id`, if one is open.
    public func detail(_ id: Recipe.ID) -> RecipeDetailFeature.State? {
      details.first { $0.id == id }
    }
  }

  /// What can happen in the app.
  public enum Action: Equatable, Sendable {
    /// The app started: read the cook's remembered choices.
    case launched
    /// The library answered with the units the cook chose last (nil: never chosen).
    case unitDisplayLoaded(UnitDisplay?)
    /// Something happened in the list.
    case list(RecipeListFeature.Action)
    /// Something happened in the search.
    case search(SearchFeature.Action)
    /// Something happened in the detail window of a recipe.
    case detail(Recipe.ID, RecipeDetailFeature.Action)
    /// A card was activated (double-click or Enter): open or raise its detail window.
    case recipeActivated(Recipe.ID)
    /// "Show Original" was pressed in the window of the cook's version `id`: open the
    /// recipe it is a version of, marked as the original.
    case originalTapped(Recipe.ID)
    /// A detail window was closed (close button, Ctrl+W).
    case detailWindowClosed(Recipe.ID)
    /// "New recipe" was pressed: open an empty editor.
    case newRecipeTapped
    /// "Edit" was pressed in a recipe's window: edit it (a copy, unless it is the cook's own).
    case editTapped(Recipe.ID)
    /// Something happened in the editor window.
    case editor(EditorFeature.Action)
    /// Quit was chosen (Ctrl+Q, the app's Quit): asked about first when work would be lost.
    case quitRequested
    /// The answer to "Quit with a timer running?": quit (true) or keep the timers (false).
    case quitWithTimersAnswered(Bool)
    /// "Delete" was pressed in the window of one of the cook's own recipes.
    case deleteTapped(Recipe.ID)
    /// Something happened to the last deletion (undo, timeout).
    case deletion(RecipeDeletionFeature.Action)
    /// The "Import" action was chosen: open the import dialog.
    case importTapped
    /// Something happened in the import dialog.
    case importDialog(ImportFeature.Action)
    /// The import dialog was closed (its close button, Escape): an import running stops.
    case importDialogClosed
    /// Something happened in cooking mode or to a timer.
    case cooking(CookingFeature.Action)
    /// Something happened to the shopping list or in its window.
    case shoppingList(ShoppingListFeature.Action)
    /// Something happened to the app's style.
    case appearance(AppearanceFeature.Action)
    /// Something happened to the sync or in its window.
    case sync(SyncFeature.Action)
    /// Something happened in the preferences window (besides the style).
    case preferences(PreferencesFeature.Action)
    /// Something happened in the meal planner.
    case plan(PlanFeature.Action)
    /// Something happened to the plan's calendar or in its window.
    case planCalendar(PlanCalendarFeature.Action)
    /// Something happened to the cook's collections.
    case collections(CollectionsFeature.Action)
    /// Something happened to the pantry or in its view.
    case pantry(PantryFeature.Action)
    /// The cook chose a view of the main window (its switcher, Alt+1…4, Ctrl+L, a button
    /// of a recipe window): show it, build it if it never showed, and remember it.
    case viewSelected(HomeView)
    /// The library remembered the view chosen, or could not (the view stays shown).
    case viewSaveResponse(Result<HomeView, RecipesError>)
    /// The main window drew its first frame and the main loop has nothing more urgent: the
    /// views not shown are read now, so that a first switch to them only shows them.
    case windowSettled
    /// Enter was pressed in the Recipes view's search box: open the first result shown, as
    /// GNOME's searches do (searching now if the text typed is not answered yet).
    case searchEntered
  }

  private struct DetailCancelID: Hashable, Sendable {
    let recipeID: Recipe.ID
  }

  private let list: RecipeListFeature
  private let search: SearchFeature
  private let detail: RecipeDetailFeature
  let editor: EditorFeature
  let importing: ImportFeature
  private let deletion: RecipeDeletionFeature
  let newID: @Sendable () -> Recipe.ID
  private let cooking: CookingFeature
  let library: Library
  private let shoppingList: ShoppingListFeature
  private let appearance: AppearanceFeature
  private let sync: SyncFeature
  private let preferences: PreferencesFeature
  let plan: PlanFeature
  let planCalendar: PlanCalendarFeature
  let collections: CollectionsFeature
  let pantry: PantryFeature

  /// Creates the app's reducer from the clients every feature shares.
  ///
  /// `newID` names the cook's new recipes; `inhibitor` and `notifier` serve cooking mode
  /// (the command line, which never cooks, leaves them out); `sync` and `passwords` serve the
  /// sync (the window brings them). The planner's weeks start on `calendar`'s first weekday,
  /// and today is `now` in its time zone; `newPlanEntryID` and `suggestionSeed` name its
  /// entries and seed its suggestions. `planCalendar` publishes the plan to a calendar.
  public init(
    api: RecipesAPI, library: Library, importer: Importer, clock: any Clock<Duration>,
    opener: URLOpener, newID: @escaping @Sendable () -> Recipe.ID = { .mine(UUID()) },
    inhibitor: IdleInhibitor = .none, notifier: TimerNotifier = .none,
    sync: RecipeSyncClient = .unavailable, passwords: PasswordStore = .unavailable,
    calendar: Calendar = .current, now: @escaping @Sendable () -> Date = { Date() },
    newPlanEntryID: @escaping @Sendable () -> PlanEntry.ID = { .random() },
    suggestionSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) },
    planCalendar: PlanCalendarClient = .unavailable,
    nutrition: NutritionClient = .unavailable
  ) {
    let today: @Sendable () -> PlanDay = { PlanDay.today(in: calendar, now: now()) }
    list = RecipeListFeature(api: api, library: library)
    search = SearchFeature(api: api, library: library, clock: clock)
    detail = RecipeDetailFeature(
      api: api, library: library, opener: opener, today: today, nutrition: nutrition)
    editor = EditorFeature(library: library, importer: importer)
    importing = ImportFeature(importer: importer, heldIDs: library.ownRecipeIDs)
    deletion = RecipeDeletionFeature(library: library, clock: clock)
    self.newID = newID
    cooking = CookingFeature(
      clock: clock, inhibitor: inhibitor, notifier: notifier,
      recordCooked: { id in try await library.recordCooked(id, today()) })
    self.library = library
    shoppingList = ShoppingListFeature(library: library)
    appearance = AppearanceFeature(library: library)
    self.sync = SyncFeature(sync: sync, library: library, passwords: passwords, clock: clock)
    preferences = PreferencesFeature(library: library)
    plan = PlanFeature(
      library: library, clock: clock, firstWeekday: calendar.firstWeekday, today: today,
      newID: newPlanEntryID, seed: suggestionSeed)
    self.planCalendar = PlanCalendarFeature(
      client: planCalendar, library: library, passwords: passwords, clock: clock)
    collections = CollectionsFeature(library: library, clock: clock)
    pantry = PantryFeature(library: library, clock: clock)
  }

  /// Applies an app action; after one that changed the library, whatever shows the
  /// library reads it again (and a change to what syncs is synced a little later).
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var effect = reduceAction(into: &state, action: action)
    if action.changedPlan {
      effect = .merge(effect, reduceAction(into: &state, action: .planCalendar(.changed)))
    }
    guard action.changedLibrary else { return effect }
    var effects = [effect, libraryChanged(&state)]
    if action.changedSyncedRecipes {
      effects.append(reduceAction(into: &state, action: .sync(.schedule(.changed))))
    }
    return .merge(effects)
  }

  func reduceAction(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    // Scoping: each feature reduces its own part of the state; its effect's actions come
    // back wrapped. (Direct calls: a key-path projection cost ~8% of a keystroke.)
    case .list(let listAction):
      return list.reduce(into: &state.list, action: listAction).map(Action.list)

    case .search(let searchAction):
      let searched = search.reduce(into: &state.search, action: searchAction).map(Action.search)
      return openFirstSearchResultIfAsked(after: searchAction, &state).map {
        .merge(searched, $0)
      } ?? searched

    case .searchEntered:
      return reduceSearchEntered(&state)

    case .launched:
      // A library that cannot say leaves quantities as written.
      let units: Effect<Action> = UnitDisplay.load(from: library) { .unitDisplayLoaded($0) }
      // The view remembered from last time is read like the style, before the window;
      // its feature opens now (and reads what it shows).
      return .merge(
        units, reduce(into: &state, action: .appearance(.launched)), openView(state.view, &state)
      )

    case .viewSelected, .viewSaveResponse, .windowSettled:
      return reduceViews(action, &state)

    case .sync(let syncAction):
      let synced = sync.reduce(into: &state.sync, action: syncAction).map(Action.sync)
      // Recipes deleted here because another device deleted them: Undo, as for the cook's own.
      guard case .schedule(.runResponse(.success(let summary))) = syncAction,
        !summary.removedHere.isEmpty
      else { return synced }
      return .merge(
        synced, reduce(into: &state, action: .deletion(.removedBySync(summary.removedHere))))

    case .appearance(let appearanceAction):
      return appearance.reduce(into: &state.appearance, action: appearanceAction)
        .map(Action.appearance)

    case .preferences(let preferencesAction):
      if case .unitDisplayChosen(let display) = preferencesAction {
        state.applyUnitDisplay(display)
      }
      return preferences.reduce(into: &state.preferences, action: preferencesAction)
        .map(Action.preferences)

    case .unitDisplayLoaded(let display):
      if let display { state.unitDisplay = display }
      return .none

    case .detail(_, .foodCorrectionSaved(.success)):
      return foodCorrectionKept(&state)

    case .detail(let id, let detailAction):
      guard let index = state.details.firstIndex(where: { $0.id == id }) else {
        // Its window closed before the library answered: a favorite it could not save is
        // taken off the card by reading the list again (a saved one is, as always, by
        // `changedLibrary`).
        if case .favoriteResponse(.failure) = detailAction { return libraryChanged(&state) }
        return .none
      }
      let reduced = detail.reduce(into: &state.details[index], action: detailAction)
        .map { Action.detail(id, $0) }
      let effect =
        detailAction.startsAWrite
        ? reduced : reduced.cancellable(id: DetailCancelID(recipeID: id))
      if case .unitDisplayChanged(let display) = detailAction { state.unitDisplay = display }
      switch detailAction {
      case .showInMyRecipesTapped:
        return .merge(effect, showMyRecipes(&state))
      case .favoriteToggled, .favoriteResponse(.failure):
        // A favorite toggled in a window shows on its card at once (and goes back if the
        // library did not save it); the lists are read again once the library saved it.
        return .merge(
          effect,
          syncFavorite(id, isFavorite: state.details[index].isFavorite, in: &state))
      case .ratingChosen, .ratingSet, .ratingSaveFailed:
        // So do the stars.
        let stars = state.details[index].rating
        return .merge(effect, reduceAction(into: &state, action: .list(.ratingChanged(id, stars))))
      default:
        return effect
      }

    case .recipeActivated(let id):
      let sequence = (state.focusRequest?.sequence ?? 0) + 1
      state.focusRequest = FocusRequest(recipeID: id, sequence: sequence)
      guard state.detail(id) == nil else { return .none }
      let summary =
        state.list.recipes.loaded(id) ?? state.search.results.first { $0.id == id }
      state.details.append(
        RecipeDetailFeature.State(
          id: id, summary: summary, isFavorite: state.list.favoriteIDs.contains(id),
          unitDisplay: state.unitDisplay))
      return reduce(into: &state, action: .detail(id, .onAppear))

    case .originalTapped(let versionID):
      return showOriginal(of: versionID, &state)

    case .cooking(let cookingAction):
      if case .cookedRecorded(.success(let id)) = cookingAction,
        let index = state.details.firstIndex(where: { $0.id == id })
      {
        state.details[index].lastCookedDaysAgo = 0
      }
      return cooking.reduce(into: &state.cooking, action: cookingAction).map(Action.cooking)

    case .plan(let planAction):
      return reducePlan(planAction, &state)

    case .planCalendar(let calendarAction):
      return reducePlanCalendar(calendarAction, &state)

    case .collections(let collectionsAction):
      return reduceCollections(collectionsAction, &state)
    case .pantry(let pantryAction):
      return reducePantry(pantryAction, &state)

    case .shoppingList(let shoppingAction):
      return shoppingList.reduce(into: &state.shoppingList, action: shoppingAction)
        .map(Action.shoppingList)

    case .detailWindowClosed(let id):
      state.details.removeAll { $0.id == id }
      if state.focusRequest?.recipeID == id { state.focusRequest = nil }
      return .cancel(id: DetailCancelID(recipeID: id))

    case .newRecipeTapped:
      return openEditor(nil, &state)

    case .editTapped(let id):
      guard let recipe = state.detail(id)?.recipe else { return .none }
      return openEditor(recipe, &state)

    case .editor(let editorAction):
      return reduceEditor(editorAction, &state)

    case .quitRequested:
      return quitRequested(&state)

    case .quitWithTimersAnswered(let quits):
      state.quit = quits ? .approved : .running
      return .none

    case .deleteTapped(let id):
      guard id.origin == .mine else { return .none }
      return .merge(
        reduce(into: &state, action: .detailWindowClosed(id)),
        reduce(into: &state, action: .deletion(.deleteTapped(id))))

    case .deletion(let deletionAction):
      return deletion.reduce(into: &state.deletion, action: deletionAction)
        .map(Action.deletion)

    case .importTapped, .importDialog, .importDialogClosed:
      return reduceImport(action, &state)
    }
  }
}
