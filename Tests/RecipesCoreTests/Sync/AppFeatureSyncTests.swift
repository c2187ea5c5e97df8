import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

/// The sync inside the app: a change to the cook's recipes is synced a few seconds later,
/// and what a sync downloads shows in the list at once, without syncing again.
@MainActor
@Suite("AppFeature sync")
struct AppFeatureSyncTests {
  private typealias Fixtures = SyncFixtures

  @Test func aSavedRecipeIsSyncedFiveSecondsLaterAndTheDownloadIsListed() async {
    let scones = Recipe(id: "mine-1", name: "Scones")
    let teaLoaf = Recipe(id: "mine-2", name: "Tea Loaf")
    let library = InMemoryLibrary(recipes: [scones])
    let clock = ManualClock()
    let downloaded = SyncSummary(downloaded: 1, finishedAt: Fixtures.noon)
    // The run writes its download into the library, as the sync engine does.
    let script = ScriptedSync([.success(downloaded)]) {
      try? await library.client.saveMine([teaLoaf])
    }
    var state = AppFeature.State()
    state.sync = Fixtures.connected
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .offline, library: library.client, importer: .failing, clock: clock,
        opener: .failing, sync: script.client, passwords: .inMemory()))

    // A favorite saved is a change the sync carries.
    store.send(.detail(scones.id, .favoriteResponse(.success(true))))
    let before = await snapshot(of: library, filter: store.state.list.filter)
    await store.receive(.list(.libraryResponse(.success(before)))) { show(before, in: &$0) }
    await clock.advance(by: SyncFeature.changeDelay)
    await store.receive(.sync(.schedule(.changesSettled))) { $0.sync.phase = .syncing }
    await store.receive(.sync(.schedule(.runResponse(.success(downloaded))))) {
      $0.sync.phase = .idle
      $0.sync.account?.lastSyncedAt = Fixtures.noon
      $0.sync.lastSummary = downloaded
    }
    // The download is read into the list; no sync follows the sync's own change.
    let after = await snapshot(of: library, filter: store.state.list.filter)
    #expect(before.recipes.map(\.name) == ["Scones"])
    #expect(after.recipes.map(\.name) == ["Scones", "Tea Loaf"])
    await store.receive(.list(.libraryResponse(.success(after)))) { show(after, in: &$0) }
    #expect(store.state.list.recipes.count == 2)
    await clock.advance(by: SyncFeature.changeDelay)
    store.assertNoPendingActions()
    #expect(await script.calls == [false])
    store.send(.sync(.appQuitting))
    await store.finish()
  }

  @Test func recipesASyncDeletedHereCanBeUndoneAndAreSyncedAgain() async {
    let scones = Recipe(id: "mine-1", name: "Scones")
    let library = InMemoryLibrary(recipes: [])
    let clock = ManualClock()
    let removed = [RecipeDeletionFeature.Deleted(recipe: scones, wasFavorite: true)]
    let deletedHere = SyncSummary(deletedHere: 1, removedHere: removed, finishedAt: Fixtures.noon)
    let again = SyncSummary(uploaded: 1, finishedAt: Fixtures.afterNoon)
    let script = ScriptedSync([.success(deletedHere), .success(again)])
    var state = AppFeature.State()
    state.sync = Fixtures.connected
    let store = TestStore(
      initialState: state,
      reducer: AppFeature(
        api: .offline, library: library.client, importer: .failing, clock: clock,
        opener: .failing, sync: script.client, passwords: .inMemory()))

    store.send(.sync(.schedule(.runNowTapped))) { $0.sync.phase = .syncing }
    await store.receive(.sync(.schedule(.runResponse(.success(deletedHere))))) {
      $0.sync.phase = .idle
      $0.sync.account?.lastSyncedAt = Fixtures.noon
      $0.sync.lastSummary = deletedHere
      // The toast's Undo holds the recipe as it was.
      $0.deletion.removedBySync = removed
    }
    let emptied = await snapshot(of: library, filter: store.state.list.filter)
    await store.receive(.list(.libraryResponse(.success(emptied)))) { show(emptied, in: &$0) }

    store.send(.deletion(.undoRemovedBySyncTapped)) { $0.deletion.removedBySync = [] }
    await store.receive(.deletion(.removedBySyncRestored(.success(["mine-1"]))))
    #expect(await library.allRecipes.map(\.id) == ["mine-1"])
    #expect(await library.favoriteIDs() == ["mine-1"])
    // Back in the list, and sent up again by the sync a few seconds later.
    let restored = await snapshot(of: library, filter: store.state.list.filter)
    await store.receive(.list(.libraryResponse(.success(restored)))) { show(restored, in: &$0) }
    await clock.advance(by: SyncFeature.changeDelay)
    await store.receive(.sync(.schedule(.changesSettled))) { $0.sync.phase = .syncing }
    await store.receive(.sync(.schedule(.runResponse(.success(again))))) {
      $0.sync.phase = .idle
      $0.sync.account?.lastSyncedAt = Fixtures.afterNoon
      $0.sync.lastSummary = again
    }
    store.send(.sync(.appQuitting))
    await store.finish()
  }
}
