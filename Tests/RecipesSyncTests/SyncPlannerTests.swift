import RecipesCore
import RecipesSync
import Testing

/// The planner's rules, one case each, and that planning again after applying a plan (the
/// records and folders as the runner leaves them) finds nothing to do.
@Suite struct SyncPlannerTests {
  private static let soup: Recipe.ID = "mine-soup"
  private static let tart: Recipe.ID = "mine-tart"

  private static func local(_ id: Recipe.ID, _ name: String, _ hash: String) -> LocalRecipe {
    LocalRecipe(id: id, name: name, contentHash: hash)
  }

  private static func record(
    _ id: Recipe.ID, _ folder: String, name: String? = nil, tag: String? = #""r1""#,
    picture: String? = nil, folderTag: String? = #""d1""#, hash: String = "h1"
  ) -> SyncRecord {
    SyncRecord(
      recipeID: id, folder: folder, name: name ?? folder, folderETag: folderTag, recipeETag: tag,
      pictureETag: picture, contentHash: hash)
  }

  private static func remote(
    _ folder: String, tag: String? = #""r1""#, picture: String? = nil,
    folderTag: String? = #""d1""#
  ) -> RemoteRecipe {
    RemoteRecipe(folder: folder, folderETag: folderTag, recipeETag: tag, pictureETag: picture)
  }

  private static func plan(
    _ local: [LocalRecipe], _ records: [SyncRecord], _ remote: [RemoteRecipe],
    taken: Set<String>? = nil
  ) -> SyncPlan {
    SyncPlanner.plan(
      local: local, records: records,
      remote: RemoteSnapshot(recipes: remote, takenFolderNames: taken))
  }

  @Test func nothingChangedIsAnEmptyPlan() {
    let plan = Self.plan(
      [Self.local(Self.soup, "Soup", "h1")], [Self.record(Self.soup, "Soup")], [Self.remote("Soup")]
    )
    #expect(plan == SyncPlan(steps: [], massDeletion: nil))
  }

  @Test func aWeakTagReadJustAfterAWriteMatchesTheSameTagLater() {
    let plan = Self.plan(
      [Self.local(Self.soup, "Soup", "h1")], [Self.record(Self.soup, "Soup", tag: #"W/"r1""#)],
      [Self.remote("Soup", tag: #""r1""#)])
    #expect(plan.isEmpty)
  }

  @Test func aNewRecipeHereGoesUpIntoAFreeFolder() {
    let plan = Self.plan(
      [Self.local(Self.soup, "Soup: Leek?", "h1")], [], [], taken: ["soup_ leek_", "other"])
    #expect(plan.steps == [.uploadNew(Self.soup, folder: "Soup_ Leek_ (2)")])
    // After: recorded in that folder, listed there.
    #expect(
      Self.plan(
        [Self.local(Self.soup, "Soup: Leek?", "h1")],
        [Self.record(Self.soup, "Soup_ Leek_ (2)", name: "Soup: Leek?")],
        [Self.remote("Soup_ Leek_ (2)"), Self.remote("Soup_ Leek_")]
      ).steps == [.downloadNew(Self.remote("Soup_ Leek_"))])
  }

  @Test func aNewRecipeThereComesDown() {
    let plan = Self.plan([], [], [Self.remote("Tarte")])
    #expect(plan.steps == [.downloadNew(Self.remote("Tarte"))])
    #expect(
      Self.plan(
        [Self.local(Self.tart, "Tarte", "h1")], [Self.record(Self.tart, "Tarte")],
        [
          Self.remote("Tarte")
        ]
      ).isEmpty)
  }

  @Test func anEditHereGoesUpIfTheFileIsUnchanged() {
    let plan = Self.plan(
      [Self.local(Self.soup, "Soup", "h2")], [Self.record(Self.soup, "Soup")], [Self.remote("Soup")]
    )
    #expect(plan.steps == [.uploadChanged(Self.soup, folder: "Soup", ifMatch: #""r1""#)])
    #expect(
      Self.plan(
        [Self.local(Self.soup, "Soup", "h2")],
        [Self.record(Self.soup, "Soup", tag: #""r2""#, hash: "h2")],
        [Self.remote("Soup", tag: #""r2""#)]
      ).isEmpty)
  }

  @Test func anEditThereComesDown() {
    let there = Self.remote("Soup", tag: #""r2""#)
    #expect(
      Self.plan([Self.local(Self.soup, "Soup", "h1")], [Self.record(Self.soup, "Soup")], [there])
        .steps == [.downloadChanged(Self.soup, there)])
    let picture = Self.remote("Soup", picture: #""p2""#)
    #expect(
      Self.plan(
        [Self.local(Self.soup, "Soup", "h1")], [Self.record(Self.soup, "Soup", picture: #""p1""#)],
        [picture]
      ).steps == [.downloadChanged(Self.soup, picture)])
  }

  @Test func editsOnBothSidesAreAConflict() {
    let there = Self.remote("Soup", tag: #""r2""#)
    #expect(
      Self.plan([Self.local(Self.soup, "Soup", "h2")], [Self.record(Self.soup, "Soup")], [there])
        .steps == [.conflict(Self.soup, there)])
  }

  @Test func deletedHereIsDeletedThereUnlessEditedThere() {
    let records = [Self.record(Self.soup, "Soup"), Self.record(Self.tart, "Tarte")]
    let tart = Self.local(Self.tart, "Tarte", "h1")
    #expect(
      Self.plan([tart], records, [Self.remote("Soup"), Self.remote("Tarte")]).steps == [
        .deleteThere(Self.soup, Self.remote("Soup"))
      ])
    let edited = Self.remote("Soup", tag: #""r2""#)
    #expect(
      Self.plan([tart], records, [edited, Self.remote("Tarte")]).steps == [
        .downloadChanged(Self.soup, edited)
      ])
    #expect(Self.plan([tart], [records[1]], [Self.remote("Tarte")]).isEmpty)
  }

  @Test func deletedThereIsDeletedHereUnlessEditedHere() {
    let records = [Self.record(Self.soup, "Soup"), Self.record(Self.tart, "Tarte")]
    let tart = Self.local(Self.tart, "Tarte", "h1")
    #expect(
      Self.plan([Self.local(Self.soup, "Soup", "h1"), tart], records, [Self.remote("Tarte")]).steps
        == [.deleteHere(Self.soup)])
    #expect(
      Self.plan([Self.local(Self.soup, "Soup", "h2"), tart], records, [Self.remote("Tarte")]).steps
        == [.uploadNew(Self.soup, folder: "Soup")])
  }

  @Test func goneFromBothSidesIsForgotten() {
    #expect(Self.plan([], [Self.record(Self.soup, "Soup")], []).steps == [.forget(Self.soup)])
  }

  @Test func aRenameHereMovesTheFolderThenUploads() {
    let plan = Self.plan(
      [Self.local(Self.soup, "Leek Soup", "h2")], [Self.record(Self.soup, "Soup")],
      [Self.remote("Soup")])
    #expect(
      plan.steps == [
        .move(Self.soup, from: "Soup", to: "Leek Soup"),
        .uploadChanged(Self.soup, folder: "Leek Soup", ifMatch: #""r1""#),
      ])
    #expect(
      Self.plan(
        [Self.local(Self.soup, "Leek Soup", "h2")],
        [Self.record(Self.soup, "Leek Soup", tag: #""r2""#, hash: "h2")],
        [Self.remote("Leek Soup", tag: #""r2""#)]
      ).isEmpty)
  }

  @Test func aRenameThereIsFollowedWithoutADuplicate() {
    let moved = Self.remote("Leek Soup", folderTag: #""d2""#)
    let plan = Self.plan(
      [Self.local(Self.soup, "Soup", "h1")], [Self.record(Self.soup, "Soup")], [moved])
    #expect(plan.steps == [.followRename(Self.soup, to: moved)])
    #expect(
      Self.plan(
        [Self.local(Self.soup, "Soup", "h1")],
        [Self.record(Self.soup, "Leek Soup", name: "Soup", folderTag: #""d2""#)], [moved]
      ).isEmpty)
  }

  @Test func aFolderWithANewTagButTheSameFilesIsNoted() {
    let listed = Self.remote("Soup", folderTag: #""d2""#)
    #expect(
      Self.plan([Self.local(Self.soup, "Soup", "h1")], [Self.record(Self.soup, "Soup")], [listed])
        .steps == [.refresh(Self.soup, listed)])
  }

  @Test func anUnfinishedRecordNeverDeletes() {
    let unfinished = Self.record(Self.soup, "Soup", tag: nil)
    let soup = Self.local(Self.soup, "Soup", "h1")
    #expect(Self.plan([soup], [unfinished], []).steps == [.uploadNew(Self.soup, folder: "Soup")])
    #expect(
      Self.plan([soup], [unfinished], [Self.remote("Soup")]).steps == [
        .conflict(Self.soup, Self.remote("Soup"))
      ])
    #expect(
      Self.plan([], [unfinished], [Self.remote("Soup")]).steps == [
        .downloadChanged(Self.soup, Self.remote("Soup"))
      ])
  }

  @Test func deletingMoreThanHalfOfTheSyncedRecipesTripsTheFailSafe() {
    let ids: [Recipe.ID] = ["mine-a", "mine-b", "mine-c", "mine-d"]
    let records = ids.map { Self.record($0, $0.rawValue) }
    let remote = ids.map { Self.remote($0.rawValue) }
    let local = ids.map { Self.local($0, $0.rawValue, "h1") }
    // Two of four: half, not more.
    #expect(Self.plan(Array(local.prefix(2)), records, remote).massDeletion == nil)
    let three = Self.plan(Array(local.prefix(1)), records, remote)
    #expect(three.massDeletion == SyncPlan.MassDeletion(deleting: 3, synced: 4))
    // Deleted here, tags changed there (read, they may prove unchanged): still counted.
    let retagged = remote.map { Self.remote($0.folder, tag: #""r2""#) }
    #expect(Self.plan(Array(local.prefix(1)), records, retagged).massDeletion?.deleting == 3)
    // An empty folder there (a wrong address?) would delete everything here.
    #expect(Self.plan(local, records, []).massDeletion?.deleting == 4)
    // One of one is a deletion the cook made, not a mistake.
    #expect(
      Self.plan([], [records[0]], [remote[0]]).massDeletion == nil)
  }

  @Test func stepsRunRenamesFirstAndDeletionsLast() {
    let records = [
      Self.record("mine-a", "A"), Self.record("mine-b", "B"), Self.record("mine-c", "C"),
    ]
    let plan = Self.plan(
      [
        Self.local("mine-a", "A2", "h2"), Self.local("mine-c", "C", "h1"),
        Self.local("mine-new", "New", "h1"),
      ], records, [Self.remote("A"), Self.remote("B"), Self.remote("D", tag: #""r9""#)])
    #expect(
      plan.steps == [
        .move("mine-a", from: "A", to: "A2"),
        .uploadChanged("mine-a", folder: "A2", ifMatch: #""r1""#),
        .downloadNew(Self.remote("D", tag: #""r9""#)), .uploadNew("mine-new", folder: "New"),
        .deleteThere("mine-b", Self.remote("B")), .deleteHere("mine-c"),
      ])
  }
}
