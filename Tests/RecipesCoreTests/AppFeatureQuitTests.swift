import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// Quitting with a half-written recipe asks the editor's question first; with nothing
/// unsaved it goes at once.
@MainActor
@Suite("AppFeature quit")
struct AppFeatureQuitTests {
  nonisolated private static let newID: Recipe.ID = "mine-new"

  private func makeStore(
    _ state: AppFeature.State = AppFeature.State(), library: InMemoryLibrary = InMemoryLibrary()
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: .failing, clock: ManualClock(),
        opener: .failing, newID: { Self.newID }))
  }

  /// A new recipe in the editor, with a name typed: a change Quit must ask about.
  private func startSodaBread(in store: TestStore<AppFeature.State, AppFeature.Action>) {
    store.send(.newRecipeTapped) {
      $0.editor = EditorFeature.State(recipe: nil, newID: Self.newID)
    }
    store.send(.editor(.fieldChanged(.name, "Soda bread"))) {
      $0.editor?.draft.name = "Soda bread"
    }
  }

  @Test func withNoEditorOrNothingTypedTheAppQuitsAtOnce() async {
    let store = makeStore()
    store.send(.quitRequested) { $0.quit = .approved }

    let untouched = makeStore()
    untouched.send(.newRecipeTapped) {
      $0.editor = EditorFeature.State(recipe: nil, newID: Self.newID)
    }
    untouched.send(.quitRequested) { $0.quit = .approved }
    await store.finish()
    await untouched.finish()
  }

  @Test func unsavedChangesAskTheEditorsQuestionAndDiscardQuits() async {
    let store = makeStore()
    startSodaBread(in: store)
    store.send(.quitRequested) {
      $0.quit = .askingEditor
      $0.editor?.isConfirmingClose = true
    }
    store.send(.editor(.discardConfirmed)) {
      $0.editor = nil
      $0.quit = .approved
    }
    await store.finish()
  }

  /// The editor's question names the running timers too (the editor may be the last
  /// window, gone once answered), so Discard and Quit asks nothing more.
  @Test func discardWithATimerRunningQuitsWithoutASecondQuestion() async {
    var state = AppFeature.State()
    state.cooking.timers = [
      CookingTimer(
        id: CookingTimer.ID(1),
        origin: .init(recipeID: "catalog-1", stepIndex: 0, timerIndex: 0),
        recipeName: "Stew", phrase: "2 hours", duration: 7200)
    ]
    let store = makeStore(state)
    startSodaBread(in: store)
    store.send(.quitRequested) {
      $0.quit = .askingEditor
      $0.editor?.isConfirmingClose = true
    }
    store.send(.editor(.discardConfirmed)) {
      $0.editor = nil
      $0.quit = .approved
    }
    await store.finish()
  }

  @Test func keepEditingStaysAndALaterCloseOfTheEditorDoesNotQuit() async {
    let store = makeStore()
    startSodaBread(in: store)
    store.send(.quitRequested) {
      $0.quit = .askingEditor
      $0.editor?.isConfirmingClose = true
    }
    store.send(.editor(.keepEditingTapped)) {
      $0.editor?.isConfirmingClose = false
      $0.quit = .running
    }
    // Closing the editor alone asks the same question, and Discard then only closes it.
    store.send(.editor(.closeRequested)) { $0.editor?.isConfirmingClose = true }
    store.send(.editor(.discardConfirmed)) { $0.editor = nil }
    #expect(store.state.quit == .running)
    await store.finish()
  }

  @Test func aSaveThatLandsWhileTheQuestionWaitsLetsTheAppQuit() async {
    let library = InMemoryLibrary()
    let store = makeStore(library: library)
    startSodaBread(in: store)
    store.send(.editor(.saveTapped)) { $0.editor?.isSaving = true }
    store.send(.quitRequested) {
      $0.quit = .askingEditor
      $0.editor?.isConfirmingClose = true
    }
    let saved = Recipe(id: Self.newID, name: "Soda bread")
    await store.receive(.editor(.saveResponse(.success(saved)))) {
      $0.editor = nil
      $0.quit = .approved
      $0.focusRequest = AppFeature.FocusRequest(recipeID: Self.newID, sequence: 1)
      var detail = RecipeDetailFeature.State(id: Self.newID)
      detail.isLoading = true
      detail.savedNotice = SavedRecipeNotice(saved: saved, isNew: true, after: nil)
      $0.details = [detail]
    }
    let expected = await snapshot(of: library)
    await store.receive(inAnyOrder: [
      (.list(.libraryResponse(.success(expected))), { show(expected, in: &$0) }),
      (
        .detail(Self.newID, .libraryResponse(.success(.init(recipe: saved, isFavorite: false)))),
        {
          $0.details[0].recipe = saved
          $0.details[0].isLoading = false
        }
      ),
    ])
    await store.finish()
  }

  @Test func saveAndQuitOfANamelessRecipeSaysWhyAndTheAppStays() async {
    let store = makeStore()
    store.send(.newRecipeTapped) {
      $0.editor = EditorFeature.State(recipe: nil, newID: Self.newID)
    }
    store.send(.editor(.fieldChanged(.notes, "Good with soup."))) {
      $0.editor?.draft.notes = "Good with soup."
    }
    store.send(.quitRequested) {
      $0.quit = .askingEditor
      $0.editor?.isConfirmingClose = true
    }
    store.send(.editor(.saveAndCloseTapped)) {
      $0.editor?.isConfirmingClose = false
      $0.editor?.errorMessage = "A recipe needs a name."
      $0.quit = .running
    }
    await store.finish()
  }

  @Test func aRunningTimerAsksBeforeQuittingAndAFinishedOneDoesNot() async {
    var state = AppFeature.State()
    var timer = CookingTimer(
      id: CookingTimer.ID(1),
      origin: .init(recipeID: "catalog-1", stepIndex: 0, timerIndex: 0),
      recipeName: "Stew", phrase: "2 hours", duration: 7200)
    state.cooking.timers = [timer]
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: InMemoryLibrary().client, importer: .failing,
        clock: ManualClock(), opener: .failing))
    store.send(.quitRequested) { $0.quit = .askingTimers }
    store.send(.quitWithTimersAnswered(false)) { $0.quit = .running }
    store.send(.quitRequested) { $0.quit = .askingTimers }
    store.send(.quitWithTimersAnswered(true)) { $0.quit = .approved }

    timer.remaining = 0
    state.cooking.timers = [timer]
    let finished = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: InMemoryLibrary().client, importer: .failing,
        clock: ManualClock(), opener: .failing))
    finished.send(.quitRequested) { $0.quit = .approved }
    await store.finish()
    await finished.finish()
  }
}
