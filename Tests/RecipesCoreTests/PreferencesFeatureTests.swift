import RecipesCore
import RecipesTestSupport
import Testing

/// The preferences window's units: shown at once everywhere, remembered in the library, and
/// what the window shows of the state.
@MainActor
@Suite("Preferences")
struct PreferencesFeatureTests {
  private func appStore(
    _ library: Library, state: AppFeature.State = AppFeature.State()
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore.app(state, library: library, api: .failing)
  }

  @Test func choosingUnitsShowsThemInEveryOpenWindowAndSavesThem() async {
    let library = InMemoryLibrary()
    var state = AppFeature.State()
    state.details = [
      RecipeDetailFeature.State(id: "52001", unitDisplay: .original),
      RecipeDetailFeature.State(id: "52002", unitDisplay: .imperial),
    ]
    let store = appStore(library.client, state: state)
    store.send(.preferences(.unitDisplayChosen(.metric))) {
      $0.unitDisplay = .metric
      $0.shoppingList.units = .metric
      $0.details[0].unitDisplay = .metric
      $0.details[1].unitDisplay = .metric
    }
    await store.receive(.preferences(.unitDisplaySaveResponse(.success(.metric))))
    await store.finish()
    #expect(await library.preferences == [UnitDisplay.preferenceKey: "metric"])
  }

  @Test func theUnitsSavedAreTheUnitsOfTheNextLaunch() async {
    let library = InMemoryLibrary()
    let first = appStore(library.client)
    first.send(.preferences(.unitDisplayChosen(.imperial))) {
      $0.unitDisplay = .imperial
      $0.shoppingList.units = .imperial
    }
    await first.receive(.preferences(.unitDisplaySaveResponse(.success(.imperial))))
    await first.finish()

    let next = appStore(library.client)
    next.send(.launched)
    await next.receive(inAnyOrder: [
      (
        .unitDisplayLoaded(.imperial),
        {
          $0.unitDisplay = .imperial
          $0.shoppingList.units = .imperial
        }
      ),
      (.appearance(.styleLoaded(nil)), nil),
    ])
    await next.finish()
  }

  @Test func unitsTheLibraryCannotSaveAreStillShownAndTheFailureKept() async {
    var library = Library.failing
    library.setPreference = { _, _ in throw RecipesError.library("read-only database") }
    let store = appStore(library)
    store.send(.preferences(.unitDisplayChosen(.metric))) {
      $0.unitDisplay = .metric
      $0.shoppingList.units = .metric
    }
    await store.receive(
      .preferences(.unitDisplaySaveResponse(.failure(.library("read-only database"))))
    ) {
      $0.preferences.unitsSaveError = .library("read-only database")
    }
    #expect(
      PreferencesViewState(store.state).errorMessage
        == "Your choice is used now, but could not be remembered: "
        + "The recipe library could not be read (read-only database).")
    store.send(.preferences(.unitDisplayChosen(.original))) {
      $0.unitDisplay = .original
      $0.shoppingList.units = .original
      $0.preferences.unitsSaveError = nil
    }
    await store.receive(
      .preferences(.unitDisplaySaveResponse(.failure(.library("read-only database"))))
    ) {
      $0.preferences.unitsSaveError = .library("read-only database")
    }
    await store.finish()
  }

  @Test func theWindowShowsTheStyleAndTheUnitsInUse() {
    var state = AppFeature.State()
    let first = PreferencesViewState(state)
    #expect(first.styleTitles == ["Follow System", "Light", "Dark"])
    #expect(first.unitDisplayTitles == ["As written", "Metric", "Imperial"])
    #expect(first.selectedStyle == 0)
    #expect(first.selectedUnitDisplay == 0)
    #expect(first.errorMessage == nil)

    state.appearance.style = .dark
    state.unitDisplay = .imperial
    let chosen = PreferencesViewState(state)
    #expect(chosen.selectedStyle == 2)
    #expect(chosen.selectedUnitDisplay == 2)

    state.appearance.saveError = .library("disk full")
    #expect(
      PreferencesViewState(state).errorMessage
        == "Your choice is used now, but could not be remembered: "
        + "The recipe library could not be read (disk full).")
  }
}
