import Foundation
import RecipesCore

/// Two-way sync of the cook's own recipes and favorites with a Nextcloud Cookbook folder
/// (any WebDAV folder) — the engine, without a window.
///
/// One `sync()` lists the folder, plans with `SyncPlanner` and runs the plan, recording each
/// recipe as soon as it is done. A sync that finds nothing to do makes one request where
/// the server allows `Depth: infinity`, two where it does not (plus one to read the
/// favorites file if it changed).
///
/// ```swift
/// let engine = SyncEngine(
///   dav: dav, library: library, account: account, pictures: .files(in: picturesFolder),
///   machineName: "kitchen")
/// let report = try await engine.sync()
/// ```
public struct SyncEngine: Sendable {
  let dav: WebDAVClient
  let library: Library
  let account: SyncAccount
  let pictures: SyncPictures
  let machineName: String
  let now: @Sendable () -> Date
  let newID: @Sendable () -> Recipe.ID

  /// Creates the engine for `account`'s folder (reached through `dav`) and `library`;
  /// `machineName` names conflict copies ("Soup (conflict, kitchen, 2025-06-01)").
  public init(
    dav: WebDAVClient, library: Library, account: SyncAccount, pictures: SyncPictures,
    machineName: String, now: @escaping @Sendable () -> Date = { Date() },
    newID: @escaping @Sendable () -> Recipe.ID = { .mine(UUID()) }
  ) {
    self.dav = dav
    self.library = library
    self.account = account
    self.pictures = pictures
    self.machineName = machineName
    self.now = now
    self.newID = newID
  }

  /// Syncs once; the account is saved with the time it finished.
  ///
  /// Throws `.tooManyDeletions` without doing anything when the plan deletes more than half
  /// of the synced recipes, unless `allowingMassDeletion`.
  public func sync(allowingMassDeletion: Bool = false) async throws(SyncError) -> SyncReport {
    let records = try await load { try await library.syncRecords() }
    let own = try await ownRecipes()
    let snapshot: RemoteSnapshot
    do {
      snapshot = try await RemoteScan(dav: dav).snapshot(records: records)
    } catch {
      throw .server(error)
    }
    let local = own.map {
      LocalRecipe(id: $0.id, name: $0.name, contentHash: SyncContent.hash(of: $0))
    }
    let plan = SyncPlanner.plan(local: local, records: records, remote: snapshot)
    if let mass = plan.massDeletion, !allowingMassDeletion {
      throw .tooManyDeletions(deleting: mass.deleting, synced: mass.synced)
    }
    let run = SyncRun(engine: self, records: records, recipes: own, snapshot: snapshot)
    for step in plan.steps { try await run.apply(step) }
    let favoritesTag = try await run.syncFavorites(
      listedTag: snapshot.favoritesETag, rememberedTag: account.favoritesETag,
      favoritesBefore: Set(records.filter(\.isFavorite).map(\.folder)))
    var account = self.account
    account.lastSyncedAt = now()
    account.favoritesETag = favoritesTag
    try await load { try await library.saveSyncAccount(account) }
    return run.report
  }

  /// The cook's own recipes, in full.
  private func ownRecipes() async throws(SyncError) -> [Recipe] {
    try await load {
      var recipes: [Recipe] = []
      for summary in try await library.recipes(RecipeFilter(mineOnly: true), 0..<Int.max) {
        if let recipe = try await library.recipe(summary.id) { recipes.append(recipe) }
      }
      return recipes
    }
  }

  private func load<Value>(_ operation: () async throws -> Value) async throws(SyncError) -> Value {
    do {
      return try await operation()
    } catch {
      throw .library(RecipesError(error).message)
    }
  }
}
