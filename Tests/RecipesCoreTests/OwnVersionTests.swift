import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// Edit on a catalog or remote recipe saves the cook's version of it: marked as theirs on
/// its card, and its window leads back to the original.
@Suite("The cook's version")
struct OwnVersionTests {
  private static let original = Recipe(
    id: "catalog-6", name: "Roast Chicken", category: "Chicken", prepMinutes: 20,
    cookMinutes: 85, totalMinutes: 125)

  @Test func aCopySaysWhatItIsAVersionOfAndEditingItAgainKeepsThat() throws {
    let draft = RecipeDraft(Self.original)
    let copy = try draft.recipe(id: "mine-roast", original: Self.original)
    #expect(copy.basedOn == "catalog-6")
    #expect(copy.summary.basedOn == "catalog-6")
    let again = try RecipeDraft(copy).recipe(id: copy.id, original: copy)
    #expect(again.basedOn == "catalog-6")
    let fresh = try RecipeDraft(Recipe(id: "mine-new", name: "Soup")).recipe(
      id: "mine-new", original: nil)
    #expect(fresh.basedOn == nil)
  }

  @Test func theBasisIsKeptInTheStoredJSON() throws {
    let copy = Recipe(id: "mine-roast", name: "Roast Chicken", basedOn: "catalog-6")
    let data = try JSONEncoder().encode(copy)
    #expect(try JSONDecoder().decode(Recipe.self, from: data) == copy)
    let before = try JSONDecoder().decode(
      Recipe.self, from: Data(#"{"id": "mine-old", "name": "Old"}"#.utf8))
    #expect(before.basedOn == nil)
  }

  @Test func itsCardSaysItIsTheCooksAndItsWindowOpensTheOriginal() throws {
    let copy = try RecipeDraft(Self.original).recipe(id: "mine-roast", original: Self.original)
    let card = RecipeListViewState.Card(copy.summary, isFavorite: false)
    #expect(card.isOwnVersion)
    #expect(card.footnote == "Your version · Total 2 h 5 min")
    #expect(
      RecipeListViewState.Card(Self.original.summary, isFavorite: false).footnote
        == "Total 2 h 5 min")
    var detail = RecipeDetailFeature.State(id: copy.id)
    detail.recipe = copy
    #expect(RecipeDetailViewState(detail).originalID == "catalog-6")
    detail.recipe = Self.original
    #expect(RecipeDetailViewState(detail).originalID == nil)
  }
}

/// "Show Original" opens the recipe the cook's version came from, marked as the original
/// and read-only: it looked exactly like the cook's version (walk-through of issue 39).
@MainActor
@Suite("The original of the cook's version")
struct ShowOriginalTests {
  private static let original = Recipe(
    id: "catalog-6", name: "Roast Chicken", category: "Chicken", instructions: "Roast.")
  private static let version = Recipe(
    id: "mine-roast", name: "Roast Chicken", category: "Chicken", instructions: "Roast less.",
    basedOn: "catalog-6")

  /// Opened some other way than its version's "Show Original" (from the plan, or the
  /// pantry's "What can I make?"), the original is marked as such all the same.
  @Test func theOriginalOpenedFromElsewhereIsMarkedToo() async {
    let library = InMemoryLibrary(recipes: [Self.original, Self.version])
    let store = TestStore.app(library: library.client)
    store.send(.recipeActivated(Self.original.id)) {
      $0.focusRequest = .init(recipeID: Self.original.id, sequence: 1)
      var opened = RecipeDetailFeature.State(id: Self.original.id)
      opened.isLoading = true
      $0.details = [opened]
    }
    await store.receive(
      .detail(
        Self.original.id,
        .libraryResponse(
          .success(
            .init(recipe: Self.original, isFavorite: false, cooksVersionID: Self.version.id))))
    ) {
      $0.details[0].recipe = Self.original
      $0.details[0].isLoading = false
      $0.details[0].cooksVersionID = Self.version.id
    }
    await store.finish()
    let shown = RecipeDetailViewState(store.state.details[0])
    #expect(shown.windowTitle == "Original: Roast Chicken")
    #expect(!shown.canEdit, "the original is read-only")
  }

  @Test func showOriginalOpensTheOriginalMarkedAsSuch() async {
    let library = InMemoryLibrary(recipes: [Self.original, Self.version])
    var state = AppFeature.State()
    var versionWindow = RecipeDetailFeature.State(id: Self.version.id)
    versionWindow.recipe = Self.version
    state.details = [versionWindow]
    let store = TestStore.app(state, library: library.client)
    store.send(.originalTapped(Self.version.id)) {
      $0.focusRequest = .init(recipeID: Self.original.id, sequence: 1)
      var opened = RecipeDetailFeature.State(id: Self.original.id)
      opened.isLoading = true
      opened.cooksVersionID = Self.version.id
      $0.details.append(opened)
    }
    await store.receive(
      .detail(
        Self.original.id,
        .libraryResponse(
          .success(
            .init(recipe: Self.original, isFavorite: false, cooksVersionID: Self.version.id))))
    ) {
      $0.details[1].recipe = Self.original
      $0.details[1].isLoading = false
    }
    await store.finish()

    let shown = RecipeDetailViewState(store.state.details[1])
    #expect(shown.windowTitle == "Original: Roast Chicken")
    #expect(shown.title == "Roast Chicken")
    #expect(
      shown.originalNotice == "This is the original, as it came. Your version is in My recipes.")
    #expect(shown.cooksVersionID == Self.version.id)
    #expect(!shown.canEdit, "the original is read-only")
    let theirs = RecipeDetailViewState(store.state.details[0])
    #expect(theirs.windowTitle == "Roast Chicken")
    #expect(theirs.originalNotice == nil)
    #expect(theirs.canEdit)
  }
}
