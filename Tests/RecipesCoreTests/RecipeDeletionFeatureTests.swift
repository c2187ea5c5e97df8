import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("RecipeDeletionFeature")
struct RecipeDeletionFeatureTests {
  nonisolated private static let own = Recipe(id: "mine-1", name: "Scones", servings: 8)

  private func makeStore(
    library: Library, clock: ManualClock
  ) -> TestStore<RecipeDeletionFeature.State, RecipeDeletionFeature.Action> {
    TestStore(
      initialState: RecipeDeletionFeature.State(),
      reducer: RecipeDeletionFeature(library: library, clock: clock))
  }

  @Test func undoWithinTheTimeRestoresTheRecipeAndItsFavorite() async {
    let library = InMemoryLibrary(recipes: [Self.own], favorites: ["mine-1"])
    let clock = ManualClock()
    let store = makeStore(library: library.client, clock: clock)
    store.send(.deleteTapped("mine-1"))
    let deleted = RecipeDeletionFeature.Deleted(recipe: Self.own, wasFavorite: true)
    await store.receive(.deleteResponse(.success(deleted))) { $0.deleted = deleted }
    #expect(await library.allRecipes.isEmpty)
    #expect(await library.favoriteIDs().isEmpty)

    await clock.advance(by: .seconds(5))
    store.send(.undoTapped) { $0.deleted = nil }
    await store.receive(.undoResponse(.success("mine-1")))
    #expect(await library.allRecipes == [Self.own])
    #expect(await library.favoriteIDs() == ["mine-1"])
    // The timer was stopped: nothing expires later.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func undoBringsBackTheRatingAndCollectionsTheDeletionTookAlong() async throws {
    let library = InMemoryLibrary(recipes: [Self.own])
    await library.setRating("mine-1", 4)
    try await library.client.collections.setMemberships("mine-1", ["Baking", "Tea"])
    let clock = ManualClock()
    let store = makeStore(library: library.client, clock: clock)
    store.send(.deleteTapped("mine-1"))
    let deleted = RecipeDeletionFeature.Deleted(
      recipe: Self.own, wasFavorite: false, rating: 4, collections: ["Baking", "Tea"])
    await store.receive(.deleteResponse(.success(deleted))) { $0.deleted = deleted }
    #expect(await library.ratings.isEmpty)
    #expect(try await library.client.collections.memberships().isEmpty)
    store.send(.undoTapped) { $0.deleted = nil }
    await store.receive(.undoResponse(.success("mine-1")))
    #expect(await library.ratings == ["mine-1": 4])
    #expect(try await library.client.collections.memberships()["mine-1"] == ["Baking", "Tea"])
    await store.finish()
  }

  @Test func theUndoGoesWhenItsTimeRunsOut() async {
    let library = InMemoryLibrary(recipes: [Self.own])
    let clock = ManualClock()
    let store = makeStore(library: library.client, clock: clock)
    store.send(.deleteTapped("mine-1"))
    let deleted = RecipeDeletionFeature.Deleted(recipe: Self.own, wasFavorite: false)
    await store.receive(.deleteResponse(.success(deleted))) { $0.deleted = deleted }
    await clock.advance(by: RecipeDeletionFeature.undoDuration - .milliseconds(1))
    store.assertNoPendingActions()
    await clock.advance(by: .milliseconds(1))
    await store.receive(.undoExpired) { $0.deleted = nil }
    store.send(.undoTapped)
    #expect(await library.allRecipes.isEmpty)
    await store.finish()
  }

  @Test func whatASyncDeletedCanBeUndoneForLongerAndComesBackWithItsFavorites() async {
    let bread = Recipe(id: "mine-2", name: "Soda Bread", servings: 6)
    let library = InMemoryLibrary(recipes: [])
    let clock = ManualClock()
    let store = makeStore(library: library.client, clock: clock)
    let removed = [
      RecipeDeletionFeature.Deleted(recipe: Self.own, wasFavorite: true),
      RecipeDeletionFeature.Deleted(recipe: bread, wasFavorite: false),
    ]
    store.send(.removedBySync(removed)) { $0.removedBySync = removed }
    // Past the cook's own undo time, the sync's is still running.
    await clock.advance(by: RecipeDeletionFeature.undoDuration + .seconds(1))
    store.assertNoPendingActions()
    store.send(.undoRemovedBySyncTapped) { $0.removedBySync = [] }
    await store.receive(.removedBySyncRestored(.success(["mine-1", "mine-2"])))
    #expect(Set(await library.allRecipes.map(\.id)) == ["mine-1", "mine-2"])
    #expect(await library.favoriteIDs() == ["mine-1"])
    await clock.advance(by: RecipeDeletionFeature.syncUndoDuration)
    await store.finish()
  }

  @Test func whatASyncDeletedIsLetGoAfterItsTimeAndANewDeletionAddsToIt() async {
    let bread = Recipe(id: "mine-2", name: "Soda Bread", servings: 6)
    let clock = ManualClock()
    let store = makeStore(library: InMemoryLibrary(recipes: []).client, clock: clock)
    let first = [RecipeDeletionFeature.Deleted(recipe: Self.own, wasFavorite: false)]
    let second = [RecipeDeletionFeature.Deleted(recipe: bread, wasFavorite: false)]
    store.send(.removedBySync(first)) { $0.removedBySync = first }
    await clock.advance(by: .seconds(20))
    // A second sync's deletions join the first's, and the time starts again.
    store.send(.removedBySync(second)) { $0.removedBySync = first + second }
    await clock.advance(by: .seconds(20))
    store.assertNoPendingActions()
    await clock.advance(by: RecipeDeletionFeature.syncUndoDuration - .seconds(20))
    await store.receive(.removedBySyncSettled) { $0.removedBySync = [] }
    store.send(.undoRemovedBySyncTapped)
    await store.finish()
  }

  @Test func onlyOwnRecipesCanBeDeleted() async {
    let library = InMemoryLibrary(recipes: [.mockDessert])
    let store = makeStore(library: library.client, clock: ManualClock())
    store.send(.deleteTapped(Recipe.mockDessert.id))
    await store.receive(.deleteResponse(.failure(.library("not mine")))) {
      $0.error = .library("not mine")
    }
    #expect(await library.allRecipes == [.mockDessert])
    await store.finish()
  }
}
