import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The cook's order in the store: stars set, cleared by choosing the same star again and put
/// back when the library fails; collections made, filled, deleted and brought back; the
/// search's `rating:` filter.
@MainActor
@Suite struct RatingAndCollectionTests {
  private static let soup = Recipe(id: "mine-soup", name: "Soup", category: "Starter")
  private static let cake = Recipe(id: "catalog-cake", name: "Cake", category: "Dessert")

  private func app(_ library: Library, clock: ManualClock = ManualClock()) -> AppFeature {
    AppFeature(
      api: .failing, library: library, importer: .failing, clock: clock, opener: .failing)
  }

  @Test func choosingTheSetStarAgainClearsTheRating() async {
    let memory = InMemoryLibrary(recipes: [Self.soup])
    let detail = RecipeDetailFeature(api: .failing, library: memory.client, opener: .failing)
    let store = TestStore(
      initialState: RecipeDetailFeature.State(id: Self.soup.id), reducer: detail)
    store.send(.ratingChosen(4)) { $0.rating = 4 }
    await store.receive(.ratingSaved(4))
    #expect(await memory.ratings == [Self.soup.id: 4])
    store.send(.ratingChosen(4)) { $0.rating = nil }
    await store.receive(.ratingSaved(nil))
    #expect(await memory.ratings.isEmpty)
    // A number that is no star changes nothing.
    store.send(.ratingChosen(7))
    #expect(RatingStars(rating: 2).stars.map(\.isFilled) == [true, true, false, false, false])
    #expect(RatingStars(rating: 2).stars[2].label == "Rate 3 stars")
    #expect(RatingStars(rating: 2).stars[1].tooltip == "Clear the rating")
  }

  @Test func aRatingTheLibraryRefusesGoesBack() async {
    var library = InMemoryLibrary(recipes: [Self.soup]).client
    library.ratings = .unavailable
    let detail = RecipeDetailFeature(api: .failing, library: library, opener: .failing)
    var initial = RecipeDetailFeature.State(id: Self.soup.id)
    initial.rating = 2
    let store = TestStore(initialState: initial, reducer: detail)
    store.send(.ratingChosen(5)) { $0.rating = 5 }
    await store.receive(
      .ratingSaveFailed(previous: 2, .library("this library keeps no ratings"))
    ) {
      $0.rating = 2
      $0.actionError = .library("this library keeps no ratings")
    }
  }

  @Test func aCollectionDeletedComesBackWithUndoAndNeverTakesARecipe() async throws {
    let memory = InMemoryLibrary(recipes: [Self.soup, Self.cake])
    let clock = ManualClock()
    let feature = CollectionsFeature(library: memory.client, clock: clock)
    let store = TestStore(initialState: CollectionsFeature.State(), reducer: feature)
    store.send(.createConfirmed(name: "Christmas", recipes: [Self.cake.id]))
    let made = RecipeCollection(id: "collection-1", name: "Christmas", count: 1)
    await store.receive(.createResponse(.success(made), recipes: [Self.cake.id])) {
      $0.created = made
    }
    store.send(.recipesAdded(id: made.id, recipes: [Self.soup.id]))
    await store.receive(.membersResponse(.success(made.id)))
    #expect(await memory.collectionList().map(\.count) == [2])
    store.send(.deleteTapped(id: made.id))
    let deleted = DeletedCollection(
      collection: RecipeCollection(id: made.id, name: "Christmas", count: 2),
      recipeIDs: [Self.cake.id, Self.soup.id])
    await store.receive(.deleteResponse(.success(deleted))) { $0.deleted = deleted }
    #expect(await memory.allRecipes.count == 2)
    #expect(await memory.collectionList().isEmpty)
    store.send(.undoTapped) { $0.deleted = nil }
    await store.receive(.undoResponse(.success(made.id)))
    #expect(await memory.collectionList().map(\.count) == [2])
    store.send(.deleteTapped(id: made.id))
    await store.receive(.deleteResponse(.success(deleted))) { $0.deleted = deleted }
    await clock.advance(by: CollectionsFeature.undoDuration)
    await store.receive(.undoExpired) { $0.deleted = nil }
  }

  @Test func theListShowsRatingsAndOneCollectionAndForgetsADeletedOne() async throws {
    let memory = InMemoryLibrary(recipes: [Self.soup, Self.cake])
    await memory.setRating(Self.cake.id, 5)
    let winter = try await memory.createCollection("Winter")
    try await memory.addToCollection(winter.id, [Self.soup.id])
    let store = Store(initialState: AppFeature.State(offline: true), reducer: app(memory.client))
    await store.send(.list(.onAppear)).finish()
    #expect(store.state.list.ratings == [Self.cake.id: 5])
    let cards = RecipeListViewState(store.state).cards.loaded
    #expect(cards.map(\.stars) == ["★★★★★", ""])
    #expect(cards.first?.ratingDescription == "Rated 5 stars of 5")
    // Every collection's recipes are known before one is chosen: search results narrow at
    // once, with no empty page while the list is read.
    #expect(store.state.list.collectionMembers == [winter.id: [Self.soup.id]])
    await store.send(.list(.collectionSelected(winter.id))).finish()
    #expect(RecipeListViewState(store.state).cards.loaded.map(\.title) == ["Soup"])
    #expect(RecipeListViewState(store.state).selectedCollection?.name == "Winter")
    // Deleted elsewhere (the command line): the list shows every recipe again.
    _ = try await memory.client.collections.delete(winter.id)
    await store.send(.list(.libraryChanged)).finish()
    #expect(store.state.list.filter.collection == nil)
    #expect(RecipeListViewState(store.state).cards.loaded.map(\.title) == ["Cake", "Soup"])
  }

  @Test func aStarChosenInAWindowShowsOnItsCardAtOnce() async {
    let memory = InMemoryLibrary(recipes: [Self.soup])
    let store = Store(initialState: AppFeature.State(offline: true), reducer: app(memory.client))
    await store.send(.list(.onAppear)).finish()
    await store.send(.recipeActivated(Self.soup.id)).finish()
    let sent = store.send(.detail(Self.soup.id, .ratingChosen(3)))
    #expect(store.state.list.ratings[Self.soup.id] == 3)
    await sent.finish()
    #expect(await memory.ratings[Self.soup.id] == 3)
  }

  @Test func theSearchQueryReadsRating() {
    #expect(SearchQuery(parsing: "rating:4 soup").minimumRating == 4)
    #expect(SearchQuery(parsing: "stars:5+").minimumRating == 5)
    #expect(SearchQuery(parsing: "rating:9").words == ["rating:9"])
    #expect(SearchQuery.isEmpty(parsing: "rating:") && !SearchQuery.isEmpty(parsing: "rating:3"))
    #expect(
      SearchQuery(parsing: "rating:4").matches(Self.soup, rating: 4)
        && !SearchQuery(parsing: "rating:4").matches(Self.soup, rating: 3))
  }

  @Test func aNameMustBeNewAndNotEmpty() {
    let existing = [RecipeCollection(id: "a", name: "Christmas")]
    #expect(RecipeCollection.validatedName("  ", among: existing) == .failure(.empty))
    #expect(
      RecipeCollection.validatedName("christmas ", among: existing) == .failure(.taken("Christmas"))
    )
    #expect(
      RecipeCollection.validatedName("Christmas", among: existing, renaming: "a")
        == .success("Christmas"))
    #expect(RecipeCollection.validatedName(" Easter ", among: existing) == .success("Easter"))
  }
}
