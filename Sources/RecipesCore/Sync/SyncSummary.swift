import Foundation

/// What one sync did, as the app shows it.
///
/// The live client makes it from the engine's report; with `massDeletion` set, nothing was
/// done: the sync waits for the cook to allow the deletions.
public struct SyncSummary: Equatable, Sendable {
  /// An item of the server left alone, and why.
  public struct Skipped: Equatable, Sendable {
    /// Its path below the synced folder.
    public var path: String
    /// Why, in one line.
    public var reason: String

    /// Creates a record.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// A sync that stopped before deleting more than half of the synced recipes.
  public struct MassDeletion: Equatable, Sendable {
    /// How many recipes it would delete.
    public var deleting: Int
    /// How many recipes are synced.
    public var synced: Int

    /// Creates the record.
    public init(deleting: Int, synced: Int) {
      self.deleting = deleting
      self.synced = synced
    }
  }

  /// Recipes written to the server.
  public var uploaded = 0
  /// Recipes read from the server into the library.
  public var downloaded = 0
  /// Recipes deleted here because they were deleted there.
  public var deletedHere = 0
  /// Recipes deleted there because they were deleted here.
  public var deletedThere = 0
  /// Recipes edited on both sides.
  public var conflicts = 0
  /// The names of the copies kept of this machine's versions ("Soup (conflict, kitchen,
  /// 2025-06-01)").
  public var conflictCopies: [String] = []
  /// Items of the server left alone.
  public var skipped: [Skipped] = []
  /// The recipes counted in `deletedHere`, as they were: the app offers to put them back.
  public var removedHere: [RecipeDeletionFeature.Deleted] = []
  /// Set when the sync did nothing because it would delete too much.
  public var massDeletion: MassDeletion?
  /// When the sync finished.
  public var finishedAt: Date

  /// Creates a summary of a sync that finished at `finishedAt`.
  public init(
    uploaded: Int = 0, downloaded: Int = 0, deletedHere: Int = 0, deletedThere: Int = 0,
    conflicts: Int = 0, conflictCopies: [String] = [], skipped: [Skipped] = [],
    removedHere: [RecipeDeletionFeature.Deleted] = [], massDeletion: MassDeletion? = nil,
    finishedAt: Date
  ) {
    self.uploaded = uploaded
    self.downloaded = downloaded
    self.deletedHere = deletedHere
    self.deletedThere = deletedThere
    self.conflicts = conflicts
    self.conflictCopies = conflictCopies
    self.skipped = skipped
    self.removedHere = removedHere
    self.massDeletion = massDeletion
    self.finishedAt = finishedAt
  }

  /// Whether the sync changed the library here: whatever shows it must read it again.
  public var changedLibrary: Bool {
    massDeletion == nil && (downloaded > 0 || deletedHere > 0 || conflicts > 0)
  }
}
