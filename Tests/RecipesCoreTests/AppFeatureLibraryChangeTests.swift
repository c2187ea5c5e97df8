import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// Every change to the library reaching what the main window shows, whatever the search
/// and the filters: the list and the search results are read again, keeping both.
@MainActor
@Suite("AppFeature library changes")
struct AppFeatureLibraryChangeTests {
  nonisolated private static let scones = LibraryChangeFixtures.scones
  nonisolated private static let query = SearchQuery(parsing: "scones")

  private func makeStore(
    library: InMemoryLibrary, importer: Importer = .failing, state: AppFeature.State
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .offline, library: library.client, importer: importer, clock: ManualClock(),
        opener: .failing))
  }

  /// The app showing `filter`'s list of `library`, and the search for "scones" answered.
  private func searching(
    _ library: InMemoryLibrary, filter: RecipeFilter = RecipeFilter()
  ) async -> AppFeature.State {
    var state = AppFeature.State()
    state.list.filter = filter
    show(await snapshot(of: library, filter: filter), in: &state)
    state.search.text = "scones"
    state.search.query = Self.query
    state.search.results = await matches(in: library)
    return state
  }

  private func matches(in library: InMemoryLibrary) async -> [RecipeSummary] {
    (try? await library.client.search(Self.query, SearchFeature.resultLimit)) ?? []
  }

  /// Receives the list's and the search's answers to a change, read from `library` now.
  private func receiveRereads(
    _ store: TestStore<AppFeature.State, AppFeature.Action>, of library: InMemoryLibrary
  ) async {
    let list = await snapshot(of: library, filter: store.state.list.filter)
    let results = await matches(in: library)
    await store.receive(inAnyOrder: [
      (.list(.libraryResponse(.success(list))), { show(list, in: &$0) }),
      (.search(.rereadResponse(Self.query, .success(results))), { $0.search.results = results }),
    ])
  }

  private func shownIDs(_ store: TestStore<AppFeature.State, AppFeature.Action>) -> [Recipe.ID] {
    RecipeListViewState(store.state).cards.loaded.map(\.id)
  }

  @Test func undoingADeletionDuringASearchBringsTheRecipeBackIntoTheResults() async {
    // The bug of issue 24: the search's results were never read again after Undo.
    let library = InMemoryLibrary(recipes: [.mockPasta, Self.scones])
    let store = makeStore(library: library, state: AppFeature.State())
    store.send(.search(.queryChanged("scones"))) { $0.search.text = "scones" }
    store.send(.search(.searchSubmitted)) {
      $0.search.query = Self.query
      $0.search.isSearching = true
      $0.search.isSearchingRemote = true
    }
    await store.receive(.search(.localResponse(Self.query, .success([Self.scones.summary])))) {
      $0.search.isSearching = false
      $0.search.results = [Self.scones.summary]
    }
    await store.receive(.search(.remoteResponse(Self.query, .failure(.offline)))) {
      $0.search.isSearchingRemote = false
      $0.search.remoteError = .offline
    }

    store.send(.deleteTapped(Self.scones.id))
    let deleted = RecipeDeletionFeature.Deleted(recipe: Self.scones, wasFavorite: false)
    await store.receive(.deletion(.deleteResponse(.success(deleted)))) {
      $0.deletion.deleted = deleted
    }
    await receiveRereads(store, of: library)
    #expect(store.state.search.results.isEmpty)
    #expect(RecipeListViewState(store.state).status == .empty(message: "No recipes match “scones”"))

    store.send(.deletion(.undoTapped)) { $0.deletion.deleted = nil }
    await store.receive(.deletion(.undoResponse(.success(Self.scones.id))))
    await receiveRereads(store, of: library)
    #expect(store.state.search.results == [Self.scones.summary])
    #expect(shownIDs(store) == [Self.scones.id])
    #expect(store.state.search.text == "scones", "the search is kept")
    await store.finish()
  }

  @Test func aDeletionLeavesTheResultsAndTheFilteredList() async {
    let library = InMemoryLibrary(recipes: [.mockPasta, Self.scones])
    let filter = RecipeFilter(mineOnly: true)
    var state = await searching(library, filter: filter)
    state.details = [.init(id: Self.scones.id)]
    #expect(state.list.recipes.count == 1)
    let store = makeStore(library: library, state: state)
    store.send(.deleteTapped(Self.scones.id)) { $0.details = [] }
    let deleted = RecipeDeletionFeature.Deleted(recipe: Self.scones, wasFavorite: false)
    await store.receive(.deletion(.deleteResponse(.success(deleted)))) {
      $0.deletion.deleted = deleted
    }
    await receiveRereads(store, of: library)
    #expect(store.state.list.recipes.count == 0)
    #expect(store.state.list.filter == filter, "the filter is kept")
    #expect(shownIDs(store).isEmpty)
    store.send(.deletion(.dismissTapped)) { $0.deletion.deleted = nil }
    await store.finish()
  }

  @Test func anImportShowsInTheSearchAndTheFilteredList() async {
    let library = InMemoryLibrary(recipes: [.mockPasta])
    let importer = Importer.saving([Self.scones], into: library)
    var state = await searching(library, filter: RecipeFilter(category: "Baking"))
    #expect(state.search.results.isEmpty && state.list.recipes.count == 0)
    state.importDialog = ImportFeature.State(address: "https://cooking.example.org/scones")
    let store = makeStore(library: library, importer: importer, state: state)
    store.send(.importDialog(.importTapped)) { $0.importDialog?.isImporting = true }
    await store.receive(.importDialog(.importResponse(.success([Self.scones])))) {
      $0.importDialog = nil
      $0.importNotice = ImportNotice(imported: [Self.scones], after: nil)
    }
    await receiveRereads(store, of: library)
    #expect(store.state.list.recipes[0]?.id == Self.scones.id)
    #expect(shownIDs(store) == [Self.scones.id])
    await store.finish()
  }

  @Test func aSaveInTheEditorShowsInTheSearchAndTheFilteredList() async throws {
    let library = InMemoryLibrary(recipes: [.mockPasta, Self.scones])
    var state = await searching(library, filter: RecipeFilter(category: "Baking"))
    state.editor = EditorFeature.State(recipe: Self.scones, newID: "mine-unused")
    let store = makeStore(library: library, state: state)
    store.send(.editor(.fieldChanged(.name, "Cheese Scones"))) {
      $0.editor?.draft.name = "Cheese Scones"
    }
    store.send(.editor(.saveTapped)) { $0.editor?.isSaving = true }
    let renamed = try #require(
      try? store.state.editor?.draft.recipe(id: Self.scones.id, original: Self.scones))
    let summary = store.state.list.recipes.loaded(Self.scones.id)
    await store.receive(.editor(.saveResponse(.success(renamed)))) {
      $0.editor = nil
      // The recipe saved opens in its window.
      $0.focusRequest = AppFeature.FocusRequest(recipeID: Self.scones.id, sequence: 1)
      var detail = RecipeDetailFeature.State(id: Self.scones.id, summary: summary)
      detail.isLoading = true
      detail.savedNotice = SavedRecipeNotice(saved: renamed, isNew: false, after: nil)
      $0.details = [detail]
    }
    let list = await snapshot(of: library, filter: store.state.list.filter)
    let results = await matches(in: library)
    await store.receive(inAnyOrder: [
      (.list(.libraryResponse(.success(list))), { show(list, in: &$0) }),
      (.search(.rereadResponse(Self.query, .success(results))), { $0.search.results = results }),
      (
        .detail(
          Self.scones.id, .libraryResponse(.success(.init(recipe: renamed, isFavorite: false)))),
        {
          $0.details[0].recipe = renamed
          $0.details[0].isLoading = false
        }
      ),
    ])
    #expect(store.state.search.results.map(\.name) == ["Cheese Scones"])
    #expect(store.state.list.recipes[0]?.name == "Cheese Scones")
    await store.finish()
  }

  @Test func aFavoriteToggledInAWindowIsReadAgainOnceSaved() async {
    let library = InMemoryLibrary(recipes: [.mockPasta, Self.scones])
    var state = await searching(library, filter: RecipeFilter(favoritesOnly: true))
    state.details = [.init(id: Self.scones.id)]
    #expect(shownIDs(state) == [])
    let store = makeStore(library: library, state: state)
    store.send(.detail(Self.scones.id, .favoriteToggled)) {
      $0.details[0].isFavorite = true
      // The star (and the favorites-only results) change at once.
      $0.list.favoriteIDs = [Self.scones.id]
    }
    #expect(shownIDs(store) == [Self.scones.id])
    await store.receive(.detail(Self.scones.id, .favoriteResponse(.success(true))))
    await receiveRereads(store, of: library)
    #expect(store.state.list.recipes[0]?.id == Self.scones.id)
    await store.finish()
  }

  @Test func withoutASearchOnlyTheListIsReadAgain() async {
    let library = InMemoryLibrary(recipes: [.mockPasta, Self.scones])
    var state = AppFeature.State()
    state.search.text = "sco"  // typed, the pause not over: no query yet
    show(await snapshot(of: library, filter: RecipeFilter()), in: &state)
    state.details = [.init(id: Self.scones.id)]
    let store = makeStore(library: library, state: state)
    store.send(.detail(Self.scones.id, .favoriteToggled)) {
      $0.details[0].isFavorite = true
      $0.list.favoriteIDs = [Self.scones.id]
    }
    await store.receive(.detail(Self.scones.id, .favoriteResponse(.success(true))))
    let list = await snapshot(of: library, filter: RecipeFilter())
    await store.receive(.list(.libraryResponse(.success(list)))) { show(list, in: &$0) }
    await store.finish()
  }

  private func shownIDs(_ state: AppFeature.State) -> [Recipe.ID] {
    RecipeListViewState(state).cards.loaded.map(\.id)
  }
}
