import Foundation
import RecipesCore

/// Two-way sync of the cook's own recipes and favorites with a Nextcloud Cookbook folder
/// (any WebDAV folder) — the engine, without a window.
///
/// One `sync()` lists the folder, plans with `SyncPlanner` and runs the plan, recording each
/// recipe as soon as it is done. Where a recorded folder disappeared, the folders that
/// appeared are read before planning, so a recipe moved there stays the same recipe here. A sync that finds nothing to do makes one request where
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
  /// Told each time an upload among those in flight has answered, and been taken in (with
  /// the failure of the server it gave, if it gave one): where a test holds the others.
  var uploadAnswered: @Sendable (SyncError?) async -> Void = { _ in }

  /// Creates the engine for `account`'s folder (reached through `dav`) and `library`;
  /// `machineName` names conflict copies ("Soup (conflict, kitchen, 2025-06-01)").
  public init(
    dav: WebDAVClient, library: Library, account: SyncAccount, pictures: SyncPictures,
    machineName: String, now: @escaping @Sendable () -> Date = { Date() },
    newID: @escaping @Sendable () -> Recipe.ID = { .mine(UUID()) }
  ) {
    self.dav = dav
    // Ratings and collections travel in the own recipes' `recipe.json`.
    self.library = library.carryingOrder()
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
    var records = try await SyncError.fromLibrary { try await library.syncRecords() }
    let own = try await SyncError.fromLibrary { try await library.ownRecipes() }
    var snapshot: RemoteSnapshot
    do {
      snapshot = try await RemoteScan(dav: dav).snapshot(records: records)
    } catch {
      throw .server(error)
    }
    let documents = try await NewFolderDocuments.read(snapshot, records: records, with: dav)
    snapshot.identities = documents.mapValues { RemoteIdentity(document: $0.data) }
    let versions = LibraryVersion.versions(of: own, records: records)
    let local = own.map(\.recipe).map {
      LocalRecipe(id: $0.id, name: $0.name, contentHash: versions[$0.id]?.contentHash ?? "")
    }
    let plan = SyncPlanner.plan(local: local, records: records, remote: snapshot)
    if let mass = plan.massDeletion, !allowingMassDeletion {
      throw .tooManyDeletions(deleting: mass.deleting, synced: mass.synced)
    }
    records = try await restamp(records, versions: versions)
    let run = SyncRun(
      engine: self, records: records, recipes: own.map(\.recipe), versions: versions,
      snapshot: snapshot, documents: documents)
    try await Self.apply(plan.steps, on: run, answered: uploadAnswered)
    let favoritesTag = try await run.syncFavorites(
      listedTag: snapshot.favoritesETag, rememberedTag: account.favoritesETag,
      foldersBefore: Dictionary(
        records.map { ($0.recipeID, $0.folder) }, uniquingKeysWith: { first, _ in first }),
      favoritesBefore: Set(records.filter(\.isFavorite).map(\.folder)))
    var account = self.account
    account.lastSyncedAt = now()
    account.favoritesETag = favoritesTag
    try await SyncError.fromLibrary { try await library.saveSyncAccount(account) }
    let report = await run.report
    if report.uploaded > 0 || report.deletedThere > 0 || report.conflicts > 0,
      let reindex = dav.reindex
    {
      await reindex()
    }
    return report
  }

  /// How many new recipes go up at once.
  ///
  /// Each waits on the network several times (its folder, its pictures, its `recipe.json`,
  /// its tags), and a second and third fill those waits. Each records itself as it goes, so
  /// a sync cut short is finished by the next.
  static let uploadsInFlight = 3

  /// Applies the plan's steps in order, except that a run of new recipes goes up
  /// `uploadsInFlight` at a time; after the first failure of the server no step starts.
  private static func apply(
    _ steps: [SyncStep], on run: SyncRun, answered: @Sendable (SyncError?) async -> Void
  ) async throws(SyncError) {
    var index = steps.startIndex
    while index < steps.endIndex {
      guard case .uploadNew = steps[index] else {
        try await run.apply(steps[index])
        index += 1
        continue
      }
      var end = index
      while end < steps.endIndex, case .uploadNew = steps[end] { end += 1 }
      try await applyTogether(Array(steps[index..<end]), on: run, answered: answered)
      index = end
    }
  }

  /// Applies `steps` (new recipes) with at most `uploadsInFlight` running at once.
  private static func applyTogether(
    _ steps: [SyncStep], on run: SyncRun, answered: @Sendable (SyncError?) async -> Void
  ) async throws(SyncError) {
    let failure: SyncError? = await withTaskGroup(of: SyncError?.self) { group in
      var next = 0
      var failure: SyncError?
      while next < min(uploadsInFlight, steps.count) {
        let step = steps[next]
        group.addTask { await Self.failure(of: step, on: run) }
        next += 1
      }
      for await answer in group {
        // No new one starts after a failure, and the ones on their way are let finish:
        // cancelled, a PUT the server already took would go unanswered here, and the next
        // sync would find our own recipe.json in the folder we claimed.
        if let answer, failure == nil { failure = answer }
        if failure == nil, next < steps.count {
          let step = steps[next]
          group.addTask { await Self.failure(of: step, on: run) }
          next += 1
        }
        await answered(answer)
      }
      return failure
    }
    if let failure { throw failure }
  }

  /// Applies one step; its failure as a value, nil when it went through.
  private static func failure(of step: SyncStep, on run: SyncRun) async -> SyncError? {
    do {
      try await run.apply(step)
      return nil
    } catch {
      return error
    }
  }

  /// The records with the library's stamp remembered where their hash is the current
  /// version's but the stamp is not yet theirs (written by a download, or before stamps):
  /// the next sync need not hash those recipes again.
  private func restamp(
    _ records: [SyncRecord], versions: [Recipe.ID: LibraryVersion]
  ) async throws(SyncError) -> [SyncRecord] {
    var stamped = records
    for index in stamped.indices {
      guard let version = versions[stamped[index].recipeID], let stamp = version.stamp,
        stamped[index].libraryStamp != stamp,
        stamped[index].contentHash == version.contentHash
      else { continue }
      stamped[index].libraryStamp = stamp
      let record = stamped[index]
      try await SyncError.fromLibrary { try await library.saveSyncRecord(record) }
    }
    return stamped
  }
}
