import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The app's navigation to the editor, the import dialog and the undo of a deletion, and
/// the list following what they change.
@MainActor
@Suite("AppFeature own recipes")
struct AppFeatureOwnRecipesTests {
  nonisolated private static let newID: Recipe.ID = "mine-new"
  nonisolated private static let scones = LibraryChangeFixtures.scones

  private func makeStore(
    library: InMemoryLibrary, importer: Importer = .failing, clock: ManualClock = ManualClock(),
    state: AppFeature.State = AppFeature.State()
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .failing, library: library.client, importer: importer, clock: clock,
        opener: .failing, newID: { Self.newID }))
  }

  @Test func aNewRecipeIsSavedThenTheEditorClosesAndTheListShowsIt() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let store = makeStore(library: library)
    store.send(.newRecipeTapped) {
      $0.editor = EditorFeature.State(recipe: nil, newID: Self.newID)
    }
    // One editor at a time: a second "New recipe" leaves the first as it is.
    store.send(.editor(.fieldChanged(.name, "Scones"))) { $0.editor?.draft.name = "Scones" }
    store.send(.newRecipeTapped)
    store.send(.editor(.saveTapped)) { $0.editor?.isSaving = true }
    let saved = Recipe(id: Self.newID, name: "Scones")
    await store.receive(.editor(.saveResponse(.success(saved)))) {
      $0.editor = nil
      // Where the recipe went: its window opens.
      $0.focusRequest = AppFeature.FocusRequest(recipeID: Self.newID, sequence: 1)
      var detail = RecipeDetailFeature.State(id: Self.newID)
      detail.isLoading = true
      // It says it was saved, and where it is.
      detail.savedNotice = SavedRecipeNotice(saved: saved, isNew: true, after: nil)
      $0.details = [detail]
    }
    let expected = await snapshot(of: library)
    #expect(expected.recipes.map(\.name) == [Recipe.mockPasta.name, "Scones"])
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

  @Test func editOpensTheEditorOnTheRecipeOfTheWindow() async {
    let library = InMemoryLibrary(recipes: [Self.scones])
    var state = AppFeature.State()
    state.details = [.init(id: Self.scones.id)]
    state.details[0].recipe = Self.scones
    let store = makeStore(library: library, state: state)
    store.send(.editTapped(Self.scones.id)) {
      $0.editor = EditorFeature.State(recipe: Self.scones, newID: Self.newID)
    }
    #expect(store.state.editor?.id == Self.scones.id)
    store.send(.editor(.fieldChanged(.name, "Cheese Scones"))) {
      $0.editor?.draft.name = "Cheese Scones"
    }
    store.send(.editor(.saveTapped)) { $0.editor?.isSaving = true }
    let renamed = try? store.state.editor?.draft.recipe(id: Self.scones.id, original: Self.scones)
    guard let renamed else { return #expect(Bool(false), "the draft is valid") }
    await store.receive(.editor(.saveResponse(.success(renamed)))) {
      $0.editor = nil
      // The open window shows the saved recipe at once, and comes to the front.
      $0.details[0].recipe = renamed
      $0.details[0].savedNotice = SavedRecipeNotice(saved: renamed, isNew: false, after: nil)
      $0.focusRequest = AppFeature.FocusRequest(recipeID: Self.scones.id, sequence: 1)
    }
    let expected = await snapshot(of: library)
    await store.receive(.list(.libraryResponse(.success(expected)))) { show(expected, in: &$0) }
    #expect(await library.allRecipes.map(\.name) == ["Cheese Scones"])
    await store.finish()
  }

  @Test func closingAnEditorWithChangesAsksAndDiscardCloses() async {
    let store = makeStore(library: InMemoryLibrary())
    store.send(.newRecipeTapped) {
      $0.editor = EditorFeature.State(recipe: nil, newID: Self.newID)
    }
    store.send(.editor(.fieldChanged(.name, "Scones"))) { $0.editor?.draft.name = "Scones" }
    store.send(.editor(.closeRequested)) { $0.editor?.isConfirmingClose = true }
    store.send(.editor(.discardConfirmed)) { $0.editor = nil }
    store.send(.newRecipeTapped) {
      $0.editor = EditorFeature.State(recipe: nil, newID: Self.newID)
    }
    store.send(.editor(.closeRequested)) { $0.editor = nil }
    await store.finish()
  }

  @Test func anImportClosesTheDialogAndReloadsTheList() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let importer = Importer.saving([Self.scones], into: library)
    let store = makeStore(library: library, importer: importer)
    store.send(.importTapped) { $0.importDialog = ImportFeature.State() }
    store.send(.importDialog(.addressChanged("https://cooking.example.org/scones"))) {
      $0.importDialog?.address = "https://cooking.example.org/scones"
    }
    store.send(.importDialog(.importTapped)) { $0.importDialog?.isImporting = true }
    await store.receive(.importDialog(.importResponse(.success([Self.scones])))) {
      $0.importDialog = nil
      $0.importNotice = ImportNotice(imported: [Self.scones], after: nil)
    }
    let expected = await snapshot(of: library)
    await store.receive(.list(.libraryResponse(.success(expected)))) { show(expected, in: &$0) }
    #expect(expected.recipes.map(\.id).contains(Self.scones.id))
    await store.finish()
  }

  @Test func importingTheSameTwiceSaysItIsInMyRecipesAlreadyAndMakesNoCopy() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let importer = Importer.saving([Self.scones], into: library)
    let store = makeStore(library: library, importer: importer)
    let address = "https://cooking.example.org/scones"
    var notice: ImportNotice?
    for time in 1...2 {
      store.send(.importTapped) { $0.importDialog = ImportFeature.State() }
      store.send(.importDialog(.addressChanged(address))) { $0.importDialog?.address = address }
      store.send(.importDialog(.importTapped)) { $0.importDialog?.isImporting = true }
      let held: Set<Recipe.ID> = time == 1 ? [] : [Self.scones.id]
      let next = ImportNotice(imported: [Self.scones], alreadyHeld: held, after: notice)
      await store.receive(
        .importDialog(.importResponse(.success([Self.scones]), alreadyHeld: held))
      ) {
        $0.importDialog = nil
        $0.importNotice = next
      }
      notice = next
      let expected = await snapshot(of: library)
      await store.receive(.list(.libraryResponse(.success(expected)))) { show(expected, in: &$0) }
      #expect(expected.recipes.filter { $0.name == "Scones" }.count == 1, "a copy was made")
    }
    #expect(store.state.importNotice?.message == "“Scones” is already in My recipes.")
    await store.finish()
  }

  @Test func aFailedImportKeepsTheDialogOpenWithItsAddressAndMessage() async {
    var importer = Importer.failing
    importer.source = { address, _ in .webPage(URL(string: address)!) }
    importer.importSources = { _ in throw ImportError.noRecipe }
    var state = AppFeature.State()
    state.importDialog = ImportFeature.State(address: "https://cooking.example.org/about")
    let store = makeStore(library: InMemoryLibrary(), importer: importer, state: state)
    store.send(.importDialog(.importTapped)) { $0.importDialog?.isImporting = true }
    await store.receive(.importDialog(.importResponse(.failure(.noRecipe)))) {
      $0.importDialog?.isImporting = false
      $0.importDialog?.errorMessage =
        "No recipe was found on the page; check that the address is the recipe itself, not "
        + "a list of recipes or a home page."
    }
    #expect(store.state.importDialog?.address == "https://cooking.example.org/about")
    store.send(.importDialogClosed) { $0.importDialog = nil }
    await store.finish()
  }

  @Test func closingTheDialogWhileImportingCancelsTheImport() async {
    var importer = Importer.failing
    importer.source = { address, _ in .webPage(URL(string: address)!) }
    importer.importSources = { _ in try await suspendUntilCancelled() }
    var state = AppFeature.State()
    state.importDialog = ImportFeature.State(address: "https://cooking.example.org/slow")
    let store = makeStore(library: InMemoryLibrary(), importer: importer, state: state)
    store.send(.importDialog(.importTapped)) { $0.importDialog?.isImporting = true }
    store.send(.importDialogClosed) { $0.importDialog = nil }
    await store.finish()
  }

  @Test func deleteClosesTheWindowAndUndoBringsTheRecipeBack() async {
    let library = InMemoryLibrary(recipes: [.mockPasta, Self.scones])
    let clock = ManualClock()
    var state = AppFeature.State()
    state.details = [.init(id: Self.scones.id)]
    let store = makeStore(library: library, clock: clock, state: state)
    store.send(.deleteTapped(Self.scones.id)) { $0.details = [] }
    let deleted = RecipeDeletionFeature.Deleted(recipe: Self.scones, wasFavorite: false)
    await store.receive(.deletion(.deleteResponse(.success(deleted)))) {
      $0.deletion.deleted = deleted
    }
    let without = await snapshot(of: library)
    #expect(without.recipes.map(\.name) == [Recipe.mockPasta.name])
    await store.receive(.list(.libraryResponse(.success(without)))) { show(without, in: &$0) }

    store.send(.deletion(.undoTapped)) { $0.deletion.deleted = nil }
    await store.receive(.deletion(.undoResponse(.success(Self.scones.id))))
    let with = await snapshot(of: library)
    await store.receive(.list(.libraryResponse(.success(with)))) { show(with, in: &$0) }
    #expect(with.recipes.map(\.name) == [Recipe.mockPasta.name, "Scones"])
    await store.finish()
  }

  @Test func onlyOwnRecipesHaveDelete() async {
    var state = AppFeature.State()
    state.details = [.init(id: Recipe.mockPasta.id)]
    let store = makeStore(library: InMemoryLibrary(recipes: [.mockPasta]), state: state)
    store.send(.deleteTapped(Recipe.mockPasta.id))
    await store.finish()
  }

  @Test func myRecipesShowsOnlyTheCooksOwn() async {
    let library = InMemoryLibrary(recipes: [.mockPasta, Self.scones])
    let store = makeStore(library: library)
    store.send(.list(.mineOnlyToggled(true))) { $0.list.filter.mineOnly = true }
    let mine = await snapshot(of: library, filter: RecipeFilter(mineOnly: true))
    #expect(mine.recipes.map(\.id) == [Self.scones.id])
    await store.receive(.list(.libraryResponse(.success(mine)))) { show(mine, in: &$0) }
    #expect(RecipeListViewState(store.state).mineOnly)
    await store.finish()
  }

  @Test func anEmptyMyRecipesSaysHowToAddOne() {
    var state = AppFeature.State()
    state.list.filter.mineOnly = true
    state.list.status = .loaded
    guard case .empty(let message) = RecipeListViewState(state).status else {
      return #expect(Bool(false), "an empty list shows its message")
    }
    #expect(message.contains("New recipe"))
    state.list.filter.favoritesOnly = true
    #expect(RecipeListViewState(state).status != .empty(message: message))
    // My recipes and an empty collection: not "none of your own", which there may be.
    state.list.filter.favoritesOnly = false
    state.list.filter.collection = "weeknight"
    #expect(
      RecipeListViewState(state).status
        == .empty(message: "No recipe is in all the filters chosen — turn one off to see more"))
    state.list.filter.mineOnly = false
    #expect(
      RecipeListViewState(state).status
        == .empty(
          message: "Nothing in this collection yet — drag a recipe here, or add it from its window")
    )
  }
}
