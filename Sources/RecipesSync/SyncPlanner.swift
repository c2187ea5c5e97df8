import RecipesCore
import RecipesParsing

/// Decides what a sync does.
///
/// From the library's own recipes, what the last sync recorded and what the server's
/// folder holds now. A pure function: no request, no file, no clock.
///
/// The rules, per recipe:
/// - Here and not recorded: upload it into a new folder named after it.
/// - There and not recorded: download it as a new own recipe. A recorded recipe whose
///   folder is gone is matched to an unrecorded folder whose `recipe.json` has the entity
///   tag it had, or says it is the same recipe (Cookbook's `id`, or ours): moved there,
///   followed as the same recipe — no deletion, no duplicate.
/// - Changed on one side only (the content hash here, `recipe.json`'s or `full.jpg`'s tag
///   there): copy it across. Renamed here: MOVE its folder to the new name, then upload.
/// - Changed on both sides (edited, renamed, or moved there): a conflict — the server's
///   version stays the recipe, this one is kept beside it as a copy.
/// - Deleted on one side and unchanged on the other: deleted on the other. Deleted on one
///   side and changed on the other: the edit wins and comes back.
/// - A record a sync left unfinished never deletes anything: the upload or download it
///   stood for is done again, and a recipe found on both sides is compared.
/// - Fail-safe: a plan that deletes more than half of the synced recipes (and more than
///   one) is marked `massDeletion` and must not run without the cook's word. Recipes deleted
///   here whose tag changed there count: the runner may find only the tag changed.
public enum SyncPlanner {
  /// The plan for these three views of the same book.
  public static func plan(
    local: [LocalRecipe], records: [SyncRecord], remote: RemoteSnapshot
  ) -> SyncPlan {
    let localByID = Dictionary(local.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let records = records.sorted { $0.recipeID < $1.recipeID }
    var unclaimed = remote.recipes
    var matches: [Recipe.ID: RemoteRecipe] = [:]
    for record in records {
      if let found = unclaimed.removeValue(forKey: record.folder) {
        matches[record.recipeID] = found
      }
    }
    // Renamed there: the folder moved, the file inside kept its tag.
    for record in records where matches[record.recipeID] == nil {
      guard let tag = SyncLayout.comparable(record.recipeETag),
        let found = unclaimed.values.sorted(by: { $0.folder < $1.folder })
          .first(where: { SyncLayout.comparable($0.recipeETag) == tag })
      else { continue }
      unclaimed.removeValue(forKey: found.folder)
      matches[record.recipeID] = found
    }
    // Moved there (Cookbook moves a recipe's folder when it is renamed, and rewrites the
    // file): the folder that appeared says it is the same recipe.
    for record in records where matches[record.recipeID] == nil {
      guard
        let found = unclaimed.values.sorted(by: { $0.folder < $1.folder })
          .first(where: { remote.identities[$0.folder]?.names(record) == true })
      else { continue }
      unclaimed.removeValue(forKey: found.folder)
      matches[record.recipeID] = found
    }

    var taken = remote.takenFolderNames.union(records.map { $0.folder.lowercased() })
    var steps: [SyncStep] = []
    for record in records {
      steps += self.steps(
        for: record, local: localByID[record.recipeID], remote: matches[record.recipeID],
        taken: &taken)
    }
    let recorded = Set(records.map(\.recipeID))
    for recipe in local.sorted(by: { $0.id < $1.id }) where !recorded.contains(recipe.id) {
      steps.append(.uploadNew(recipe.id, folder: newFolder(for: recipe, taken: &taken)))
    }
    steps += unclaimed.values.sorted { $0.folder < $1.folder }.map(SyncStep.downloadNew)

    let ordered = steps.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }.map(\.element)
    // A recipe deleted here whose tag changed there counts too: the runner deletes it there
    // after all when only its tag changed (a server rewrote or dated the file).
    let goneHere = Set(records.map(\.recipeID).filter { localByID[$0] == nil })
    let deleting = ordered.filter { step in
      if case .downloadChanged(let id, _) = step { return goneHere.contains(id) }
      return step.isDeletion
    }.count
    let massDeletion =
      deleting >= 2 && deleting * 2 > records.count
      ? SyncPlan.MassDeletion(deleting: deleting, synced: records.count) : nil
    return SyncPlan(steps: ordered, massDeletion: massDeletion)
  }

  private static func steps(
    for record: SyncRecord, local: LocalRecipe?, remote: RemoteRecipe?, taken: inout Set<String>
  ) -> [SyncStep] {
    let id = record.recipeID
    let isUnfinished = record.recipeETag == nil
    switch (local, remote) {
    case (nil, nil):
      return [.forget(id)]
    case (nil, let remote?):
      return isUnfinished || changedThere(record, remote).any
        ? [.downloadChanged(id, remote)] : [.deleteThere(id, remote)]
    case (let local?, nil):
      if isUnfinished { return [.uploadNew(id, folder: record.folder)] }
      guard local.contentHash != record.contentHash else { return [.deleteHere(id)] }
      // Its old folder is gone there: it may take that name again.
      taken.remove(record.folder.lowercased())
      return [.uploadNew(id, folder: newFolder(for: local, taken: &taken))]
    case (let local?, let remote?):
      if isUnfinished { return [.conflict(id, remote)] }
      let changedHere = local.contentHash != record.contentHash
      let there = changedThere(record, remote)
      if changedHere && there.recipe { return [.conflict(id, remote)] }
      if there.recipe || (there.picture && !changedHere) { return [.downloadChanged(id, remote)] }
      guard changedHere else {
        if remote.folder != record.folder { return [.followRename(id, to: remote)] }
        return SyncLayout.comparable(remote.folderETag) != SyncLayout.comparable(record.folderETag)
          ? [.refresh(id, remote)] : []
      }
      var steps: [SyncStep] = []
      var folder = remote.folder
      if local.name != record.name {
        var others = taken
        others.remove(remote.folder.lowercased())
        let renamed = CookbookFolderName.make(name: local.name, id: id, taken: others)
        if renamed.lowercased() != remote.folder.lowercased() {
          steps.append(.move(id, from: remote.folder, to: renamed))
          taken.insert(renamed.lowercased())
          folder = renamed
        }
      }
      steps.append(.uploadChanged(id, folder: folder, ifMatch: remote.recipeETag))
      return steps
    }
  }

  /// Whether `recipe.json` or `full.jpg` changed there since the record.
  private static func changedThere(_ record: SyncRecord, _ remote: RemoteRecipe) -> (
    recipe: Bool, picture: Bool, any: Bool
  ) {
    let recipe =
      SyncLayout.comparable(remote.recipeETag) != SyncLayout.comparable(record.recipeETag)
    let picture =
      SyncLayout.comparable(remote.pictureETag) != SyncLayout.comparable(record.pictureETag)
    return (recipe, picture, recipe || picture)
  }

  private static func newFolder(for recipe: LocalRecipe, taken: inout Set<String>) -> String {
    let folder = CookbookFolderName.make(name: recipe.name, id: recipe.id, taken: taken)
    taken.insert(folder.lowercased())
    return folder
  }

  /// Renames first (so new folders never take a name a move needs), then edits, then new
  /// recipes, then deletions.
  private static func rank(_ step: SyncStep) -> Int {
    switch step {
    case .move, .followRename, .refresh: return 0
    case .uploadChanged: return 1
    case .downloadChanged: return 2
    case .conflict: return 3
    case .downloadNew: return 4
    case .uploadNew: return 5
    case .deleteThere: return 6
    case .deleteHere: return 7
    case .forget: return 8
    }
  }
}
