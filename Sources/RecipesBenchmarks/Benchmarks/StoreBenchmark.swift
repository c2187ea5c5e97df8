import Foundation
import RecipesCore
import RecipesFixtures
import RecipesLibrary

/// Keystrokes in the search box, as actions through the app's reducer and a real `Store`.
///
/// The list holds `storeRecipeCount` recipes. Three figures, from the same keystrokes:
/// the `AppFeature` reducer called in a loop (effects built, then dropped), `Store.send`
/// with the effects dropped by a wrapper reducer (the headline), and `Store.send` with the
/// real effects, whose debounce timer sleeps on a `ParkedClock`: the first keystroke of a
/// phrase starts its task, the next ones re-arm it, and clearing the box cancels it. The
/// last includes waiting for every cancelled task to end, so no work is left over after the
/// clock stops. Each figure is the median of `storeRoundCount` rounds.
@MainActor
enum StoreBenchmark {
  /// Runs the three measurements; throws if a store's state is not what its keystrokes
  /// typed, so a figure never comes from actions that did not do their work.
  static func run(_ configuration: BenchmarkConfiguration) async throws(BenchmarkError)
    -> BenchmarkReport.StoreFigures
  {
    let keystrokes = Keystrokes()
    let state = initialState(recipeCount: configuration.storeRecipeCount)
    let reducer = AppFeature(
      api: .offline, library: idleLibrary, importer: idleImporter, clock: ParkedClock(),
      opener: URLOpener { _ in })
    let count = max(1, configuration.storeActionCount)

    // Warm up every path once, so the first measurement pays no one-time costs.
    _ = runReducer(reducer, state, keystrokes, count: keystrokes.cycleLength)
    _ = try await runStore(Store(initialState: state, reducer: reducer), keystrokes, count: 100)

    // The three take turns, so a burst of load elsewhere hurts them alike.
    var reducerRates: [Double] = []
    var bareRates: [Double] = []
    var storeRates: [Double] = []
    for _ in 0..<max(1, configuration.storeRoundCount) {
      reducerRates.append(rate(count, per: runReducer(reducer, state, keystrokes, count: count)))
      let bareStore = Store(initialState: state, reducer: DroppingEffects(base: reducer))
      // Observed, as the app's store always is: a store nobody observes compares nothing
      // after each action, which the app never does.
      let observations = observeAsTheApp(bareStore)
      bareRates.append(rate(count, per: try await runStore(bareStore, keystrokes, count: count)))
      observations.forEach { $0.cancel() }
      let store = Store(initialState: state, reducer: reducer)
      storeRates.append(rate(count, per: try await runStore(store, keystrokes, count: count)))
    }
    return BenchmarkReport.StoreFigures(
      reducerActionsPerSecond: median(reducerRates),
      storeActionsPerSecond: median(bareRates),
      storeWithRunningEffectsActionsPerSecond: median(storeRates))
  }

  /// Subscribes to `store` as the app does once its main window is up, part for part (the
  /// windows' own work left out: that is theirs, not the store's).
  private static func observeAsTheApp(
    _ store: Store<AppFeature.State, AppFeature.Action>
  ) -> [StoreObservation] {
    [
      // FlowController: the recipe windows, the editor, the import dialog.
      store.observe(OpenRecipeWindows.self) { _ in },
      store.observe({ $0.$editor }) { _ in },
      store.observe({ $0.$importDialog }) { _ in },
      // CookingFlow, PlanFlow, ShoppingListFlow, and the two account windows' flows.
      store.observe({ $0.$cooking }) { _ in },
      store.observe({ $0.$plan }) { _ in },
      store.observe({ $0.$shoppingList }) { _ in },
      store.observe({ $0.$sync }) { _ in },
      store.observe({ $0.$planCalendar }) { _ in },
      // PantryFlow, and the main window's views (the view shown, asked for).
      store.observe({ $0.$pantry }) { _ in },
      store.observe({ $0.viewRequest }) { _ in },
      // RecipeListWindow: the list and the search, a deletion, an import's news, the
      // collections.
      store.observe(RecipeListViewState.Parts.self) { _ in },
      store.observe({ $0.$deletion }) { _ in },
      store.observe({ $0.importNotice }) { _ in },
      store.observe({ $0.$collections }) { _ in },
      // SyncStatusView, TimersIndicator.
      store.observe({ $0.$sync }) { _ in },
      store.observe({ $0.$cooking }) { _ in },
      // ApplicationCommands: Refresh, and the Style choice; WindowStyle.
      store.observe({ $0.canRefreshNow }) { _ in },
      store.observe({ $0.appearance.style }) { _ in },
      store.observe({ $0.appearance.style }) { _ in },
    ]
  }

  private static func runReducer(
    _ reducer: AppFeature, _ initial: AppFeature.State, _ keystrokes: Keystrokes, count: Int
  ) -> Duration {
    var state = initial
    var effects: [Effect<AppFeature.Action>] = []
    effects.reserveCapacity(1)
    return ContinuousClock().measure {
      for index in 0..<count {
        // Kept for one step, so the optimizer cannot skip building it.
        effects.removeAll(keepingCapacity: true)
        effects.append(reducer.reduce(into: &state, action: keystrokes[index]))
      }
    }
  }

  /// Sends `count` keystrokes, a typed phrase at a time; after each phrase (which ends by
  /// clearing the box) waits until every effect the phrase started has ended, and checks
  /// that the box holds what was typed before the clearing keystroke (one comparison a
  /// phrase) and is empty after it.
  private static func runStore(
    _ store: Store<AppFeature.State, AppFeature.Action>, _ keystrokes: Keystrokes, count: Int
  ) async throws(BenchmarkError) -> Duration {
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(keystrokes.cycleLength)
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<count {
      if keystrokes.endsPhrase(index), index > 0,
        case .search(.queryChanged(let typed)) = keystrokes[index - 1],
        store.state.search.text != typed
      {
        throw .unexpected("the search box holds “\(store.state.search.text)”, not “\(typed)”")
      }
      tasks.append(store.send(keystrokes[index]))
      if keystrokes.endsPhrase(index) || index == count - 1 {
        if !keystrokes.endsPhrase(index) { store.send(.search(.queryChanged(""))) }
        // Only what is still running is awaited: an `await` per keystroke whose effects
        // were dropped (the headline's store) was the harness's cost, not the store's.
        for task in tasks where !task.isFinished { await task.finish() }
        tasks.removeAll(keepingCapacity: true)
      }
    }
    let elapsed = clock.now - start
    guard store.state.search.text.isEmpty, store.state.search.query == nil else {
      throw .unexpected("the search box was not cleared by the last keystroke")
    }
    return elapsed
  }

  private static func initialState(recipeCount: Int) -> AppFeature.State {
    var state = AppFeature.State()
    state.list.recipes = RecipePages(
      all: SyntheticRecipes.recipes(count: recipeCount).map(\.summary))
    state.list.status = .loaded
    return state
  }

  /// A library that is never reached: the parked debounce never lets a search start.
  private static let idleLibrary = Library(
    search: { _, _ in [] }, recipeCount: { _ in 0 }, recipes: { _, _ in [] }, recipe: { _ in nil },
    save: { _ in },
    favoriteIDs: { [] }, setFavorite: { _, _ in }, categories: { [] }, areas: { [] },
    saveMine: { _ in }, deleteMine: { _ in }, mineWithSource: { _ in nil },
    preference: { _ in nil }, setPreference: { _, _ in },
    shoppingList: { SavedShoppingList() }, addToShoppingList: { _, _ in },
    removeFromShoppingList: { _ in }, clearShoppingList: {}, setShoppingItemChecked: { _, _ in })

  /// An importer that is never reached: the benchmark imports nothing.
  private static let idleImporter = Importer(
    source: { address, _ in throw ImportError.notASource(address) }, importSources: { _ in [] },
    keepPicture: { file, _ in file })
}

/// Runs `base` and drops the effect it returns: the store's own cost, without tasks.
private struct DroppingEffects<Base: Reducer>: Reducer {
  let base: Base

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    _ = base.reduce(into: &state, action: action)
    return .none
  }
}

/// The keystrokes of a person typing generated search texts, one letter at a time,
/// clearing the box after each.
private struct Keystrokes {
  private let actions: [AppFeature.Action]
  /// Whether each keystroke clears the box: an array, as hashing the index into a set
  /// twice a keystroke was the harness's cost, charged to the store.
  private let phraseEnds: [Bool]

  init(phraseCount: Int = 64) {
    var actions: [AppFeature.Action] = []
    var phraseEnds: [Bool] = []
    for text in SyntheticRecipes.searchTexts(count: phraseCount, seed: 3) {
      var typed = ""
      for character in text {
        typed.append(character)
        actions.append(.search(.queryChanged(typed)))
        phraseEnds.append(false)
      }
      actions.append(.search(.queryChanged("")))
      phraseEnds.append(true)
    }
    self.actions = actions
    self.phraseEnds = phraseEnds
  }

  /// How many keystrokes there are before they repeat.
  var cycleLength: Int { actions.count }

  subscript(index: Int) -> AppFeature.Action { actions[index % actions.count] }

  /// Whether the keystroke at `index` clears the box.
  func endsPhrase(_ index: Int) -> Bool { phraseEnds[index % actions.count] }
}
